/**
 * The published models behind each requirement number (BR-CORTE authors first, then NRC (2000), then IPCC
 * 2019). Every requirement entry and sub-item names one of these ids; their short labels and citations in
 * pt/en/es are in the message catalogue of @cocho/contracts (`modelSources.label.<id>`,
 * `modelSources.citation.<id>`), which the web app shows and the CLI may read. The comment above each id
 * says, for developers, what the engine takes from that model.
 */
export const SOURCE_IDS = [
  // Valadares Filho et al. (2016) BR-CORTE, Nutrient Requirements of Zebu and Crossbred Cattle, 3rd ed., UFV: growing and finishing cattle
  'BRCORTE_2016_GROWING',
  // Efficiencies kg = 0.327/(0.539 + pRE), km = 0.513 + 0.173·kg + a·EBG (J. Anim. Sci. 2013, 91:4887; BR-CORTE 2016 basis)
  'BRCORTE_KM_JAS_2013',
  // Valadares Filho et al. (2016) BR-CORTE, 3rd ed., UFV: mineral requirements (maintenance per kg BW, allometric gain, retention coefficients)
  'BRCORTE_2016_MINERALS',
  // BR-CORTE 2016 microbial protein: MCP = −53.07 + 304.9·CPI + 90.8·TDNI − 3.13·TDNI², RUP = (MP − 0.64·MCP)/0.8
  'BRCORTE_2016_MICROBIAL',
  // NASEM (2016) Nutrient Requirements of Beef Cattle, 8th rev. ed., ch. 7, maximum tolerable concentrations; NRC (2005) Mineral Tolerance of Animals (Ca, P, NaCl), times the maximum dry-matter intake
  'MINERAL_TOLERANCE_NASEM_2016',
  // Cocho formulation rules: intake, fat, fibre and non-fibre carbohydrate bounds
  'SPEC_RULES',
  // Gionbelli et al. (2015) body-weight adjustment of pregnant and non-pregnant beef cows, Appendix S1 (BR-CORTE 2016 ch. 1 authors)
  'GIONBELLI_2015',
  // Nutritional requirements of primiparous lactating Nellore cows, R. Bras. Zootec. (UFV): NEm 97.84 kcal/kg EBW^0.75, km 0.70, kg 0.44, EBW gain/BW gain 0.936
  'UFV_LACTATING_NELLORE',
  // Marcondes et al., meta-analysis of energy requirements of Nellore cattle (J. Anim. Sci.): NEm 75 kcal/kg EBW^0.75, km 0.67
  'MARCONDES_NEM',
  // BR-CORTE 2016 lactation energy 0.75 Mcal NE per kg milk (Chizzotti et al. 2019, Transl. Anim. Sci.), on 4 % fat-corrected milk
  'BRCORTE_MILK_ENERGY',
  // David et al. (2024) pre-calving intake of grazing Nellore cows, Animals 14:1710 (14.37 % less from day −30 to −15), on the NRC (2001) dry-cow 1.97 % of BW
  'BEEF_COW_PREPARTUM_DMI',
  // Gionbelli et al. energy requirements of pregnant Nellore cows (ASAS-ADSA Joint Annual Meeting, abstract 454): conceptus energy 3/4 of NRC (2000); ME = NE/0.12, NE-equivalent = ME × 0.66
  'GIONBELLI_PREGNANCY_ENERGY',
  // NRC (2001) dry matter intake of lactating cows (FCM, BW^0.75, week of lactation) and dry cows
  'NRC_2001_DMI',
  // NRC (1996/2000) beef cow model: conceptus energy and protein, MPm 3.8 g/kg SBW^0.75, efficiencies 0.65, pregnancy Ca and P
  'NRC_2000_COW',
  // Jenkins & Ferrell lactation curve as used by NRC (2000): peak week 8.5, first-calf factor 0.74
  'NRC_2000_LACTATION_CURVE',
  // Milk Ca 1.1 g and P 0.77 g per kg (Cocho formulation rules); Mg, Na, K, S per kg milk from Agriculture 2019, 9(2):25
  'MILK_MINERALS',
  // Nutritional requirements of nursing Nellore calves, R. Bras. Zootec. 41(5), 2012 (body composition allometry, EBW/BW 0.9622, EBWG/BWG 0.958)
  'CALF_NELLORE_2012',
  // NRC (2001) calf energy: NEm 0.086·BW^0.75, km 0.825, kg 0.652 (milk plus starter)
  'NRC_2001_CALF',
  // NRC (2000) growing calf DMI = SBW^0.75·(0.2435·NEma − 0.0466·NEma² − 0.1128)/NEma, NEma from the NRC cubic of ME
  'NRC_2000_CALF_DMI',
] as const;

/** Identifier of a published model (one of {@link SOURCE_IDS}). */
export type SourceId = (typeof SOURCE_IDS)[number];

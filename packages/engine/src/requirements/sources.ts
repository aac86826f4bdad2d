/**
 * The published models behind each requirement number (BR-CORTE authors first, then NRC (2000), then IPCC
 * 2019). Every requirement entry and sub-item names one of these; the web app shows the short label and the
 * citation of each in the user's language (i18n `requirements.source.*`, `requirements.citation.*`). These
 * English texts are for developers and the CLI's readers, and carry no file paths or spec section numbers.
 */
export const MODEL_SOURCES = {
  BRCORTE_2016_GROWING:
    'Valadares Filho et al. (2016) BR-CORTE, Nutrient Requirements of Zebu and Crossbred Cattle, 3rd ed., UFV: growing and finishing cattle',
  BRCORTE_KM_JAS_2013:
    'Efficiencies kg = 0.327/(0.539 + pRE), km = 0.513 + 0.173·kg + a·EBG (J. Anim. Sci. 2013, 91:4887; BR-CORTE 2016 basis)',
  BRCORTE_2016_MINERALS:
    'Valadares Filho et al. (2016) BR-CORTE, 3rd ed., UFV: mineral requirements (maintenance per kg BW, allometric gain, retention coefficients)',
  BRCORTE_2016_MICROBIAL:
    'BR-CORTE 2016 microbial protein: MCP = −53.07 + 304.9·CPI + 90.8·TDNI − 3.13·TDNI², RUP = (MP − 0.64·MCP)/0.8',
  MINERAL_TOLERANCE_NASEM_2016:
    'NASEM (2016) Nutrient Requirements of Beef Cattle, 8th rev. ed., ch. 7, maximum tolerable concentrations; NRC (2005) Mineral Tolerance of Animals (Ca, P, NaCl), times the maximum dry-matter intake',
  SPEC_RULES: 'Cocho formulation rules: intake, fat, fibre and non-fibre carbohydrate bounds',
  GIONBELLI_2015:
    'Gionbelli et al. (2015) body-weight adjustment of pregnant and non-pregnant beef cows, Appendix S1 (BR-CORTE 2016 ch. 1 authors)',
  UFV_LACTATING_NELLORE:
    'Nutritional requirements of primiparous lactating Nellore cows, R. Bras. Zootec. (UFV): NEm 97.84 kcal/kg EBW^0.75, km 0.70, kg 0.44, EBW gain/BW gain 0.936',
  MARCONDES_NEM:
    'Marcondes et al., meta-analysis of energy requirements of Nellore cattle (J. Anim. Sci.): NEm 75 kcal/kg EBW^0.75, km 0.67',
  BRCORTE_MILK_ENERGY:
    'BR-CORTE 2016 lactation energy 0.75 Mcal NE per kg milk (Chizzotti et al. 2019, Transl. Anim. Sci.), on 4 % fat-corrected milk',
  BEEF_COW_PREPARTUM_DMI:
    'David et al. (2024) pre-calving intake of grazing Nellore cows, Animals 14:1710 (14.37 % less from day −30 to −15), on the NRC (2001) dry-cow 1.97 % of BW',
  GIONBELLI_PREGNANCY_ENERGY:
    'Gionbelli et al. energy requirements of pregnant Nellore cows (ASAS-ADSA Joint Annual Meeting, abstract 454): conceptus energy 3/4 of NRC (2000); ME = NE/0.12, NE-equivalent = ME × 0.66',
  NRC_2001_DMI:
    'NRC (2001) dry matter intake of lactating cows (FCM, BW^0.75, week of lactation) and dry cows',
  NRC_2000_COW:
    'NRC (1996/2000) beef cow model: conceptus energy and protein, MPm 3.8 g/kg SBW^0.75, efficiencies 0.65, pregnancy Ca and P',
  NRC_2000_LACTATION_CURVE:
    'Jenkins & Ferrell lactation curve as used by NRC (2000): peak week 8.5, first-calf factor 0.74',
  MILK_MINERALS:
    'Milk Ca 1.1 g and P 0.77 g per kg (Cocho formulation rules); Mg, Na, K, S per kg milk from Agriculture 2019, 9(2):25',
  CALF_NELLORE_2012:
    'Nutritional requirements of nursing Nellore calves, R. Bras. Zootec. 41(5), 2012 (body composition allometry, EBW/BW 0.9622, EBWG/BWG 0.958)',
  NRC_2001_CALF: 'NRC (2001) calf energy: NEm 0.086·BW^0.75, km 0.825, kg 0.652 (milk plus starter)',
  NRC_2000_CALF_DMI:
    'NRC (2000) growing calf DMI = SBW^0.75·(0.2435·NEma − 0.0466·NEma² − 0.1128)/NEma, NEma from the NRC cubic of ME',
} as const;

/** Identifier of a published model (key of {@link MODEL_SOURCES}). */
export type SourceId = keyof typeof MODEL_SOURCES;

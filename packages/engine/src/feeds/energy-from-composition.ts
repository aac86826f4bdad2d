/**
 * Feed energy from chemical composition: the summative TDN model (Weiss et al. 1992, as adopted by
 * NRC 2001 ch. 2) with the BR-CORTE 2016 ch. 4 surface-law parameters for digestible NDF (Detmann et al.),
 * then TDN → DE → ME.
 *
 * Sources (see docs/product/nutrition-science.md#feed-energy and docs/product/nutrition-science.md#feed-energy):
 * - Summative structure, metabolic faecal TDN 7, fat factor 2.25, tdNFC 0.98, FA = EE − 1, tdCP with
 *   ADICP: NRC (2001) Nutrient Requirements of Dairy Cattle, 7th ed., eq. 2-1 to 2-5 (Weiss et al. 1992).
 * - Digestible NDF, BR-CORTE reparameterisation: lignin exponent 0.85 (NRC 2001: 0.667); digestibility of
 *   potentially digestible NDF 0.835 for growing and finishing cattle, 0.67 for lactating cows (Detmann,
 *   "Reparametrização do modelo baseado na lei de superfície para predição da fração digestível da FDN em
 *   condições brasileiras"; NRC 2001 used 0.75).
 * - DE = TDN × 4.409 Mcal/kg (NRC 1996/2000 beef convention: 1 kg TDN = 4.409 Mcal DE).
 * - ME = 0.9455 × DE − 0.3032 (the DE→ME relation of the BR-CORTE growing-cattle chain,
 *   docs/product/nutrition-science.md#growing-finishing, DE row); NRC (2000) ME = 0.82 × DE kept as a named option.
 */

/** Cattle class whose fibre digestibility parameters are used (BR-CORTE 2016 ch. 4). */
export type FibreDigestibilityClass = 'growing-finishing' | 'lactating-cow';

/** Parameter set of the digestible-NDF surface law. */
export type DigestibleNdfParameters = {
  /** Digestibility of potentially digestible NDF, fraction (0–1). */
  readonly potentiallyDigestibleNdfDigestibility: number;
  /** Exponent of the lignin/NDF ratio (lignin protection factor). */
  readonly ligninExponent: number;
};

/**
 * BR-CORTE 2016 ch. 4 (Detmann) parameters: exponent 0.85; 0.835 growing/finishing, 0.67 lactating cows.
 */
export const BR_CORTE_DIGESTIBLE_NDF: Readonly<Record<FibreDigestibilityClass, DigestibleNdfParameters>> = {
  'growing-finishing': { potentiallyDigestibleNdfDigestibility: 0.835, ligninExponent: 0.85 },
  'lactating-cow': { potentiallyDigestibleNdfDigestibility: 0.67, ligninExponent: 0.85 },
};

/** NRC (2001) eq. 2-4a parameters (Weiss et al. 1992): 0.75 and exponent 0.667. For comparison only. */
export const NRC_2001_DIGESTIBLE_NDF: DigestibleNdfParameters = {
  potentiallyDigestibleNdfDigestibility: 0.75,
  ligninExponent: 0.667,
};

/** Metabolic faecal TDN subtracted in the summative model, % DM (NRC 2001 eq. 2-5). */
export const METABOLIC_FAECAL_TDN_PERCENT_DM = 7;
/** Energy of digested fatty acids relative to carbohydrate (NRC 2001 eq. 2-5). */
export const FATTY_ACID_ENERGY_FACTOR = 2.25;
/** True digestibility of non-fibre carbohydrate (NRC 2001 eq. 2-1, processing factor 1). */
export const NFC_TRUE_DIGESTIBILITY = 0.98;
/** Ether extract that is not fatty acid, % DM: FA = EE − 1 (NRC 2001 eq. 2-3). */
export const NON_FATTY_ACID_ETHER_EXTRACT_PERCENT_DM = 1;
/** Mcal of DE per kg of TDN (NRC 1996/2000: 1 kg TDN = 4.409 Mcal DE); DE = TDN% × 0.04409. */
export const DE_MCAL_PER_KG_TDN = 4.409;
/** BR-CORTE growing-cattle chain DE→ME slope and intercept (ME = 0.9455 × DE − 0.3032, Mcal/kg DM). */
export const BR_CORTE_ME_FROM_DE = { slope: 0.9455, interceptMcal: -0.3032 } as const;
/** NRC (2000) beef: ME = 0.82 × DE. */
export const NRC_ME_PER_DE = 0.82;

/** Kind of feed for the crude-protein digestibility term (NRC 2001 eq. 2-2a/2-2b). */
export type ProteinDigestibilityKind = 'forage' | 'concentrate';

/** Composition needed by the summative model, all in % of DM. */
export type SummativeCompositionInput = {
  /** Crude protein (PB), % DM. */
  readonly PB?: number | undefined;
  /** Neutral detergent fibre (FDN), % DM. */
  readonly FDN?: number | undefined;
  /** Ether extract (EE), % DM. */
  readonly EE?: number | undefined;
  /** Ash (MM), % DM; needed when CNF is not given. */
  readonly MM?: number | undefined;
  /** Non-fibre carbohydrate (CNF), % DM; when absent it is 100 − (PB + FDN + EE + MM). */
  readonly CNF?: number | undefined;
  /** Lignin, % DM. */
  readonly lignina?: number | undefined;
  /**
   * Acid-detergent insoluble crude protein, % DM. Not one of the product's nutrient keys: when unknown it
   * is taken as 0, which makes tdCP = CP (an upper bound for heat-damaged feeds).
   */
  readonly adicpPercentDm?: number | undefined;
};

export type SummativeOptions = {
  /** Fibre digestibility class (default growing-finishing, the product's main use). */
  readonly cattleClass?: FibreDigestibilityClass;
  /** Overrides the class parameters, e.g. with `NRC_2001_DIGESTIBLE_NDF`. */
  readonly digestibleNdf?: DigestibleNdfParameters;
  /** Protein digestibility term; default 'concentrate' when FDN < 30 % DM, else 'forage'. */
  readonly proteinKind?: ProteinDigestibilityKind;
};

/** Terms of the summative equation, % DM. */
export type SummativeTdnParts = {
  readonly tdCpPercentDm: number;
  readonly tdNfcPercentDm: number;
  readonly dNdfPercentDm: number;
  readonly tdFaPercentDm: number;
};

export type SummativeTdnValue = {
  /** Total digestible nutrients, % DM. */
  readonly tdnPercentDm: number;
  readonly parts: SummativeTdnParts;
  /** Non-fibre carbohydrate used, % DM (after clamping a negative difference to 0). */
  readonly nfcPercentDm: number;
  /** True when 100 − (PB + FDN + EE + MM) was negative and was taken as 0. */
  readonly isNfcClamped: boolean;
};

export type SummativeTdnResult =
  | { readonly ok: true; readonly value: SummativeTdnValue }
  | { readonly ok: false; readonly missing: readonly ('PB' | 'FDN' | 'EE' | 'lignina' | 'MM')[] };

function isNumber(value: number | undefined): value is number {
  return value !== undefined && Number.isFinite(value);
}

/**
 * Digestible NDF by the surface law, % DM: dNDF = k × (NDF − L) × [1 − (L/NDF)^e]
 * (NRC 2001 eq. 2-4a form; BR-CORTE 2016 ch. 4 k = 0.835 growing, 0.67 lactating, e = 0.85).
 * Returns 0 when NDF is 0 or lignin is not below NDF.
 */
export function calculateDigestibleNdf(
  ndfPercentDm: number,
  ligninPercentDm: number,
  parameters: DigestibleNdfParameters,
): number {
  if (ndfPercentDm <= 0 || ligninPercentDm >= ndfPercentDm) return 0;
  const lignin = Math.max(0, ligninPercentDm);
  const protectedShare = (lignin / ndfPercentDm) ** parameters.ligninExponent;
  return parameters.potentiallyDigestibleNdfDigestibility * (ndfPercentDm - lignin) * (1 - protectedShare);
}

/**
 * Truly digestible crude protein, % DM (NRC 2001 eq. 2-2a forage: CP × exp(−1.2 × ADICP/CP);
 * eq. 2-2b concentrate: CP × (1 − 0.4 × ADICP/CP)).
 */
export function calculateDigestibleProtein(
  cpPercentDm: number,
  adicpPercentDm: number,
  kind: ProteinDigestibilityKind,
): number {
  if (cpPercentDm <= 0) return 0;
  const ratio = Math.max(0, adicpPercentDm) / cpPercentDm;
  // NRC 2001 eq. 2-2a (forage) and 2-2b (concentrate).
  return kind === 'forage' ? cpPercentDm * Math.exp(-1.2 * ratio) : cpPercentDm * (1 - 0.4 * ratio);
}

/**
 * TDN of a feed from its composition, % DM, by the summative model
 * TDN = tdCP + tdNFC + dNDF + 2.25 × tdFA − 7 (NRC 2001 eq. 2-5, at maintenance intake) with the
 * BR-CORTE 2016 digestible-NDF parameters. Needs PB, FDN, EE, lignin and either CNF or MM.
 *
 * Not meant for non-protein nitrogen or minerals (no energy) and a rough guide for pure fats, where
 * NRC 2001 uses supplement-specific fatty-acid digestibilities.
 */
export function calculateTdnFromComposition(
  composition: SummativeCompositionInput,
  options: SummativeOptions = {},
): SummativeTdnResult {
  const { PB, FDN, EE, MM, CNF, lignina } = composition;
  const missing: ('PB' | 'FDN' | 'EE' | 'lignina' | 'MM')[] = [];
  if (!isNumber(PB)) missing.push('PB');
  if (!isNumber(FDN)) missing.push('FDN');
  if (!isNumber(EE)) missing.push('EE');
  if (!isNumber(lignina)) missing.push('lignina');
  if (!isNumber(CNF) && !isNumber(MM)) missing.push('MM');
  if (!isNumber(PB) || !isNumber(FDN) || !isNumber(EE) || !isNumber(lignina) || missing.length > 0) {
    return { ok: false, missing };
  }
  const parameters =
    options.digestibleNdf ?? BR_CORTE_DIGESTIBLE_NDF[options.cattleClass ?? 'growing-finishing'];
  const proteinKind = options.proteinKind ?? (FDN < 30 ? 'concentrate' : 'forage');

  // NFC = 100 − (NDF + CP + EE + ash) (NRC 2001 eq. 2-1, with NDF for NDFn when NDICP is unknown).
  const rawNfc = isNumber(CNF) ? CNF : 100 - (PB + FDN + EE + (MM as number));
  const isNfcClamped = rawNfc < 0;
  const nfcPercentDm = Math.max(0, rawNfc);

  const tdCpPercentDm = calculateDigestibleProtein(PB, composition.adicpPercentDm ?? 0, proteinKind);
  const tdNfcPercentDm = NFC_TRUE_DIGESTIBILITY * nfcPercentDm;
  const dNdfPercentDm = calculateDigestibleNdf(FDN, lignina, parameters);
  // FA = EE − 1, not below 0 (NRC 2001 eq. 2-3); digestibility of FA taken as 1.
  const tdFaPercentDm = Math.max(0, EE - NON_FATTY_ACID_ETHER_EXTRACT_PERCENT_DM);

  const tdnPercentDm =
    tdCpPercentDm +
    tdNfcPercentDm +
    dNdfPercentDm +
    FATTY_ACID_ENERGY_FACTOR * tdFaPercentDm -
    METABOLIC_FAECAL_TDN_PERCENT_DM;

  return {
    ok: true,
    value: {
      tdnPercentDm: Math.max(0, tdnPercentDm),
      parts: { tdCpPercentDm, tdNfcPercentDm, dNdfPercentDm, tdFaPercentDm },
      nfcPercentDm,
      isNfcClamped,
    },
  };
}

/** Digestible energy, Mcal/kg DM, from TDN in % DM: DE = TDN × 4.409 / 100 (NRC 1996/2000). */
export function calculateDeFromTdn(tdnPercentDm: number): number {
  return (tdnPercentDm * DE_MCAL_PER_KG_TDN) / 100;
}

/** DE→ME relation: the BR-CORTE growing-cattle chain's (default) or NRC 2000's 0.82. */
export type MeFromDeRelation = 'br-corte' | 'nrc-2000';

/**
 * Metabolizable energy, Mcal/kg DM, from DE in Mcal/kg DM. Default ME = 0.9455 × DE − 0.3032 (BR-CORTE
 * chain, docs/product/nutrition-science.md#feed-energy); 'nrc-2000' gives ME = 0.82 × DE. Never below 0.
 */
export function calculateMeFromDe(deMcalPerKgDm: number, relation: MeFromDeRelation = 'br-corte'): number {
  const me =
    relation === 'nrc-2000'
      ? NRC_ME_PER_DE * deMcalPerKgDm
      : BR_CORTE_ME_FROM_DE.slope * deMcalPerKgDm + BR_CORTE_ME_FROM_DE.interceptMcal;
  return Math.max(0, me);
}

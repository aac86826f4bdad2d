/**
 * Feed classes read from a feed's composition, and the default inclusion cap (maximum share of dry-matter
 * intake) of each class, so that a least-cost diet never reaches its dry-matter intake with salt,
 * limestone, urea or another mineral or non-protein-nitrogen source ("filler"). Pure: the class follows
 * from the numbers alone, so a user's own feeds are classified too (docs/decisions/feed-class-caps.md).
 */
import type { Feed, FeedNutrients } from './feed';
import { MACRO_MINERALS, MICRO_MINERALS } from './nutrients';

/**
 * Classes with a default cap. `npn`: non-protein nitrogen (urea, ammonium salts); `salt`: common salt;
 * `limestone`: calcium carbonate sources; `phosphate`: phosphate sources (dicalcium, monocalcium,
 * defluorinated); `traceMineralSource`: a salt or oxide of a trace mineral (sulfates, oxides, selenite,
 * iodate); `mineralMix`: every other mineral source (complete mineral mixes, premixes, buffers, single
 * macro-mineral salts such as MgO or KCl); `mineralNpnSupplement`: a mineral source with urea in it (a
 * feedlot "núcleo", a "proteinado"); `fat`: fats and oils.
 */
export const FEED_CLASSES = [
  'npn',
  'salt',
  'limestone',
  'phosphate',
  'traceMineralSource',
  'mineralMix',
  'mineralNpnSupplement',
  'fat',
] as const;
export type FeedClass = (typeof FEED_CLASSES)[number];

/** Crude protein above this, % of DM, is possible only with non-protein nitrogen (urea is 281 %). */
export const NPN_MIN_PB_PERCENT_OF_DM = 100;
/** Ash at or above this, % of DM, marks a mineral source (NASEM 2021 feed library: inorganic sources 100 %). */
export const MINERAL_MIN_ASH_PERCENT_OF_DM = 50;
/** Without an ash value: macro minerals summing to this, % of DM, with no energy, mark a mineral source. */
export const MINERAL_MIN_MACRO_SUM_PERCENT_OF_DM = 15;
/** "No energy": TDN below this, % of DM. */
export const MINERAL_MAX_NDT_PERCENT_OF_DM = 20;
/** Common salt: Na at or above this, % of DM (NaCl is 39.3 % Na, NASEM 2021 feed library). */
export const SALT_MIN_NA_PERCENT_OF_DM = 30;
/** Limestone: Ca at or above this, % of DM (NASEM 2021 feed library limestone 35 % Ca) ... */
export const LIMESTONE_MIN_CA_PERCENT_OF_DM = 30;
/** ... with P below this, % of DM (defluorinated phosphate has 32 % Ca but 18 % P). */
export const LIMESTONE_MAX_P_PERCENT_OF_DM = 5;
/** Phosphate source: P at or above this, % of DM (dicalcium phosphate 19.3 %, NASEM 2021 feed library). */
export const PHOSPHATE_MIN_P_PERCENT_OF_DM = 15;
/**
 * Trace-mineral source: one trace mineral at or above this, mg/kg DM (5 % of DM). The sulfates, oxides,
 * selenite and iodates of the NASEM 2021 feed library hold 210,000–780,000 mg/kg; complete mineral mixes
 * and premixes hold about 1,000–30,000 (NASEM 2021 generic VitTM premix: Zn 4,000), so a lower threshold
 * would take a mix for a trace source.
 */
export const TRACE_SOURCE_MIN_MG_PER_KG = 50_000;
/** A trace mineral at or above this, mg/kg DM, with no energy, marks a mineral source (premix, mix). */
export const PREMIX_MIN_MG_PER_KG = 1_000;
/** A mineral source with crude protein at or above this, % of DM, carries urea (núcleo, proteinado). */
export const MINERAL_NPN_MIN_PB_PERCENT_OF_DM = 20;
/** Fat or oil: ether extract at or above this, % of DM. */
export const FAT_MIN_EE_PERCENT_OF_DM = 50;

/**
 * Default maximum inclusion of each class, % of dry-matter intake. Sources:
 * - npn 1 %: Embrapa Gado de Corte (SAC, urea use): urea "no alimento total, até o limite de 10 g/kg (1%)"
 *   (the same value as `UREA_MAX_PERCENT_OF_DM`).
 * - salt 0.5 %: finishing diets carry 0.25–0.5 % NaCl; 0.5 % is the control level of Ha et al. (1982,
 *   Can. J. Anim. Sci. 62:217) and the top level of a dose trial (0–0.5 % of DM, no effect on gain or
 *   intake; Nebraska Beef Cattle Report 2004, Univ. of Nebraska).
 * - limestone 2 %: Ha et al. (1982) fed 2 % limestone in finishing diets; a corn diet needs about 1–1.5 %
 *   to reach 0.6–0.7 % Ca.
 * - phosphate 1 %: dicalcium phosphate at 1 % gives 0.19 % P, more than the whole P requirement gap of a
 *   grain diet (NASEM 2016 beef P 0.15–0.25 % of DM).
 * - traceMineralSource 0.1 %: a trace source at 0.1 % of DM gives 210–780 mg/kg of its element, 5–40 times
 *   the maximum tolerable concentrations (NRC 2005), so 0.1 % never binds a sensible diet.
 * - mineralMix 1.2 %: feedlot mineral mixes are fed at 80–120 g per head and day (label intakes) with
 *   8–12 kg DM intake, about 1 % of DM; breeding-herd mixes 60–80 g.
 * - mineralNpnSupplement 5 %: núcleos and proteinados are fed at 200–300 g per head and day (labels), 2–5 %
 *   of a 6–10 kg DM intake; at 5 % a supplement with up to 20 % urea keeps urea within 1 % of DM.
 * - fat: the EE maximum of the requirements (7 % of DM intake, `EE_MAX_SHARE` of the requirement
 *   calculation) divided by the fat's EE fraction (`findDefaultMaximumPercent`).
 */
export const FEED_CLASS_MAX_PERCENT_OF_DM: Readonly<Record<Exclude<FeedClass, 'fat'>, number>> = {
  npn: 1,
  salt: 0.5,
  limestone: 2,
  phosphate: 1,
  traceMineralSource: 0.1,
  mineralMix: 1.2,
  mineralNpnSupplement: 5,
};
/** Whole-diet EE maximum, % of DM (docs/product/calculation.md#constants: EE maximum 7 % of CMS), used for the fat cap. */
export const FAT_DIET_EE_MAX_PERCENT_OF_DM = 7;

function value(nutrients: FeedNutrients, key: keyof FeedNutrients): number {
  const v = nutrients[key];
  return v !== undefined && Number.isFinite(v) ? v : 0;
}

/** True for a mineral or non-protein-nitrogen class (salt, limestone, phosphate, trace, mix, npn). */
export function isMineralOrNpnClass(feedClass: FeedClass | null): boolean {
  return feedClass !== null && feedClass !== 'fat';
}

/**
 * The class of a feed from its composition (% of DM; trace minerals mg/kg DM), or null for an ordinary
 * feed (roughage, energy or protein concentrate). Order: npn, then mineral sources (trace source, with urea,
 * salt, limestone, phosphate, other mix), then fat.
 */
export function classifyFeed(nutrients: FeedNutrients): FeedClass | null {
  if (value(nutrients, 'PB') > NPN_MIN_PB_PERCENT_OF_DM) return 'npn';
  const macroSum = MACRO_MINERALS.reduce((sum, key) => sum + value(nutrients, key), 0);
  const traceMax = Math.max(0, ...MICRO_MINERALS.map((key) => value(nutrients, key)));
  const noEnergy = value(nutrients, 'NDT') < MINERAL_MAX_NDT_PERCENT_OF_DM;
  const isMineral =
    value(nutrients, 'MM') >= MINERAL_MIN_ASH_PERCENT_OF_DM ||
    (noEnergy && (macroSum >= MINERAL_MIN_MACRO_SUM_PERCENT_OF_DM || traceMax >= PREMIX_MIN_MG_PER_KG));
  if (isMineral) {
    // Trace sources first: sodium selenite (36.6 % Na) and calcium iodate are not salt or limestone.
    if (traceMax >= TRACE_SOURCE_MIN_MG_PER_KG) return 'traceMineralSource';
    if (value(nutrients, 'PB') >= MINERAL_NPN_MIN_PB_PERCENT_OF_DM) return 'mineralNpnSupplement';
    if (value(nutrients, 'Na') >= SALT_MIN_NA_PERCENT_OF_DM) return 'salt';
    if (
      value(nutrients, 'Ca') >= LIMESTONE_MIN_CA_PERCENT_OF_DM &&
      value(nutrients, 'P') < LIMESTONE_MAX_P_PERCENT_OF_DM
    )
      return 'limestone';
    if (value(nutrients, 'P') >= PHOSPHATE_MIN_P_PERCENT_OF_DM) return 'phosphate';
    return 'mineralMix';
  }
  if (value(nutrients, 'EE') >= FAT_MIN_EE_PERCENT_OF_DM) return 'fat';
  return null;
}

/** Default maximum inclusion of a feed, % of DM intake, from its class; null for an ordinary feed. */
export function findDefaultMaximumPercent(nutrients: FeedNutrients): number | null {
  const feedClass = classifyFeed(nutrients);
  if (feedClass === null) return null;
  if (feedClass === 'fat') {
    // A pure fat at this share alone brings the diet to the EE maximum (rounded down to 0.1 %).
    const ee = value(nutrients, 'EE');
    return Math.floor((FAT_DIET_EE_MAX_PERCENT_OF_DM / (ee / 100)) * 10) / 10;
  }
  return FEED_CLASS_MAX_PERCENT_OF_DM[feedClass];
}

/**
 * Applies the default caps: a feed with no maximum (`maxPercent` null) whose class has a cap gets that cap as
 * its maximum, and a minimum of 0 when it has none (the product's "unset minimum is 30 % of the maximum" is
 * for a maximum the user typed; a default cap forces nothing in). A maximum the user gave always wins, and
 * a minimum the user gave is kept (above the cap, the cap is ignored by the product's rule that a maximum
 * applies only if at least the minimum). Returns new feeds; the input is not changed.
 */
export function applyDefaultInclusionCaps(feeds: readonly Feed[]): Feed[] {
  return feeds.map((feed) => {
    if (feed.maxPercent !== null) return feed;
    const cap = findDefaultMaximumPercent(feed.nutrients);
    if (cap === null) return feed;
    return { ...feed, maxPercent: cap, minPercent: feed.minPercent ?? 0 };
  });
}

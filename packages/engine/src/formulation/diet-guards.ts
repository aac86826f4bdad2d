/**
 * The guards a nutritionist puts on a least-cost diet beyond the nutrient requirements: the fibre floor
 * (effective fibre for concentrate diets), the Ca:P ratio, and the smallest amount of a feed a mixer can
 * weigh, and the crude-protein floor. Pure; the choices and their sources are in
 * docs/decisions/effective-fibre-floor.md, docs/decisions/ratio-constraints.md,
 * docs/decisions/minimum-inclusion.md and docs/decisions/crude-protein-floor.md.
 */
import type { Feed } from '../feeds/feed';
import { classifyFeed, isMineralOrNpnClass } from '../feeds/feed-class';
import type { FeedClass } from '../feeds/feed-class';
import type { Requirements } from './requirement-supply';

/**
 * Fibre rule of the diet: 'effective' — a floor on effective fibre (FDNfe, % of dry-matter intake) that only
 * roughage fibre (or a feed's own FDNfe value) meets, replacing the total-NDF minimum; 'ndf' — the
 * requirements' total-NDF minimum as computed (25 % of intake, BR-CORTE 2016 sheet).
 */
export type FibreRule = 'effective' | 'ndf';

/** The fibre floor a diet is formulated with. */
export type FibreFloor = {
  readonly rule: FibreRule;
  /** Effective-fibre minimum, % of dry-matter intake (rule 'effective'); ignored for 'ndf'. */
  readonly minPercentOfDm: number;
};

/**
 * Default effective-fibre floor for feedlot (concentrate) diets, % of DM: 6 % — Brazilian feedlot
 * nutritionists feed 10–20 % roughage, most often about 15 % (Millen et al. 2009, J. Anim. Sci. 87:3427;
 * Pinto & Millen, 2016 Brazilian survey, Can. J. Anim. Sci.; Silvestre & Millen 2021, R. Bras. Zootec.
 * 50:e20200189); 15 % of a typical corn silage (41 % NDF, NASEM 2021 feed library) is 6.1 % forage NDF.
 * docs/decisions/effective-fibre-floor.md.
 */
export const FEEDLOT_EFFECTIVE_FIBRE_MIN_PERCENT = 6;

/** Default fibre floor of an animal: effective fibre in feedlot, the total-NDF rule elsewhere. */
export function findDefaultFibreFloor(regime: string | null | undefined): FibreFloor {
  return regime === 'confinamento'
    ? { rule: 'effective', minPercentOfDm: FEEDLOT_EFFECTIVE_FIBRE_MIN_PERCENT }
    : { rule: 'ndf', minPercentOfDm: FEEDLOT_EFFECTIVE_FIBRE_MIN_PERCENT };
}

/**
 * Effective fibre of a feed, % of DM: its FDNfe when analysed (> 0); otherwise the NDF of a roughage
 * (forage NDF, physical effectiveness factor 1 as for long hay in Mertens 1997, J. Dairy Sci. 80:1463) and
 * 0 for a concentrate, so that the NDF of soybean meal or citrus pulp never meets the floor.
 */
export function effectiveFibreOf(feed: Feed): number {
  const given = feed.nutrients.FDNfe;
  if (given !== undefined && given > 0) return given;
  return feed.roughage ? (feed.nutrients.FDN ?? 0) : 0;
}

/** How the fibre floor was applied to one diet. */
export type FibreFloorOutcome = {
  readonly rule: FibreRule;
  /** Floor, % of DM (null for 'ndf', or when not applied). */
  readonly minPercentOfDm: number | null;
  /** False when no offered feed carries effective fibre (a whole-grain diet): the floor cannot apply. */
  readonly applied: boolean;
};

/**
 * Applies the fibre rule to the requirements: for 'effective', the NDF minimum is dropped (its maximum is
 * kept) and the FDNfe minimum becomes floor × the intake minimum (the CMS minimum, else its maximum); with
 * no feed carrying effective fibre the floor is not applied (whole grain and pellet, no roughage) and the
 * outcome says so. `listed` keys (the user's own bounds) are never changed.
 */
export function applyFibreFloor(
  requirements: Requirements,
  feeds: readonly Feed[],
  floor: FibreFloor,
  listed: ReadonlySet<string> = new Set(),
): { requirements: Requirements; outcome: FibreFloorOutcome } {
  if (floor.rule === 'ndf')
    return { requirements, outcome: { rule: 'ndf', minPercentOfDm: null, applied: true } };
  const out: Record<string, { min: number | null; max: number | null }> = { ...requirements } as never;
  const fdn = requirements.FDN;
  if (fdn && !listed.has('FDN')) out.FDN = { min: null, max: fdn.max };
  const carries = feeds.some((feed) => effectiveFibreOf(feed) > 0);
  const intake = requirements.CMS?.min ?? requirements.CMS?.max ?? null;
  const applied = carries && intake !== null && floor.minPercentOfDm > 0;
  if (!listed.has('FDNfe')) {
    out.FDNfe = applied
      ? { min: (floor.minPercentOfDm / 100) * (intake as number), max: requirements.FDNfe?.max ?? null }
      : { min: null, max: requirements.FDNfe?.max ?? null };
  }
  return {
    requirements: out as Requirements,
    outcome: { rule: 'effective', minPercentOfDm: applied ? floor.minPercentOfDm : null, applied },
  };
}

/** Bounds of the Ca:P ratio (mass of Ca per mass of P in the diet); null: no bound on that side. */
export type RatioBounds = { readonly min: number | null; readonly max: number | null };

/**
 * Default Ca:P bounds for growing cattle: 1.2 to 7. Calves fed Ca:P from 1:1 to 7:1 grew normally when P
 * met the requirement (Wise et al. 1963, J. Nutr. 79:79); a ratio below 1.2 in feedlot males is the urinary-calculi risk the Merck Veterinary Manual
 * ("Urolithiasis in ruminants") advises against (it recommends about 2:1). docs/decisions/ratio-constraints.md.
 */
export const DEFAULT_CA_P_RATIO: RatioBounds = { min: 1.2, max: 7 };

/**
 * Default floor of dietary crude protein, % of DM: 7. Below about 7 % CP in DM the rumen's microbes lack
 * nitrogen, so fibre digestion and forage intake fall (Lazzarini et al. 2009, R. Bras. Zootec. 38:2021–2030;
 * Detmann et al. 2014, BR-CORTE 3rd ed., protein and nitrogen chapter; NRC 2000, Nutrient Requirements of
 * Beef Cattle, 7th rev. ed.). Row: Σ (PB_i − floor)·x_i ≥ 0, PB_i % of DM, x_i kg DM.
 * docs/decisions/crude-protein-floor.md.
 */
export const DEFAULT_CRUDE_PROTEIN_MIN_PERCENT_OF_DM = 7;

/**
 * Smallest practical amount of a feed in the diet, g as fed per head per day, by class: a feed is absent
 * or at least this. The product's choice (docs/decisions/minimum-inclusion.md), so that a
 * 100-head load carries at least 10 kg of an ordinary feed: ordinary feeds 100 g, mineral and NPN sources 20 g (a 100-head load: 2 kg), trace-mineral sources 1 g
 * (premixed).
 */
export const MINIMUM_INCLUSION_G_AS_FED: Readonly<Record<'ordinary' | 'mineral' | 'trace', number>> = {
  ordinary: 100,
  mineral: 20,
  trace: 1,
};

/** Default minimum inclusion of a feed when used, g as fed per head per day. */
export function findMinimumInclusionGrams(feed: Feed): number {
  const feedClass: FeedClass | null = classifyFeed(feed.nutrients);
  if (feedClass === 'traceMineralSource') return MINIMUM_INCLUSION_G_AS_FED.trace;
  if (isMineralOrNpnClass(feedClass)) return MINIMUM_INCLUSION_G_AS_FED.mineral;
  return MINIMUM_INCLUSION_G_AS_FED.ordinary;
}

/** True for a mineral or NPN source ("filler" when it only fills intake). */
export function isFillerFeed(feed: Feed): boolean {
  return isMineralOrNpnClass(classifyFeed(feed.nutrients));
}

/**
 * The feeding sheet's form: the diet's feeds as the sheet needs them, the fields the farm
 * fills in (pens and head, mixer capacity, scale step, dry matter measured that day) and the engine input
 * they make (packages/engine/src/batch-sheet/calculate-feeding-sheet.ts).
 */
import type { FeedingSheetFieldError, FeedingSheetInput } from '@cocho/engine';
import type { MixReportData } from '../../export/report-data';

/** Feeds drier than this (% as fed) are not offered a measured dry matter: hay, grains, meals, minerals. */
export const WET_FEED_MAX_DM_PERCENT = 70;
/** A common resolution of mixer-wagon scales, kg (the user changes it to their scale's). */
export const DEFAULT_SCALE_STEP_KG = 5;

/** A feed of the formulated diet, per head and day. */
export type SheetFeed = {
  readonly id: string;
  readonly name: string;
  readonly asFedKgPerHead: number;
  /** Share of the ration as fed, percent. */
  readonly asFedPercent: number;
  /** Dry matter used in the formulation, % as fed. */
  readonly dryMatterPercent: number;
  /** A wet feed (silage, wet by-product): its dry matter may be measured that day. */
  readonly isWet: boolean;
};

export type PenForm = { readonly name: string; readonly headCount: number | null };

export type FeedingSheetForm = {
  readonly pens: readonly PenForm[];
  readonly mixerCapacityKg: number | null;
  readonly scaleStepKg: number | null;
  /** Dry matter measured that day by feed id, % as fed; null or absent: the catalogue's. */
  readonly measuredDryMatter: Readonly<Record<string, number | null>>;
};

/** The diet's feeds from the diet as a mix (toDietMixReportData: amounts per head and day). */
export function toSheetFeeds(mix: MixReportData): SheetFeed[] {
  return mix.mixture.rows
    .filter((row) => row.asFedKg > 0)
    .map((row) => {
      const dryMatterPercent = (row.dmKg / row.asFedKg) * 100;
      return {
        id: row.id,
        name: mix.feedNames[row.id] ?? row.id,
        asFedKgPerHead: row.asFedKg,
        asFedPercent: row.asFedPercent,
        dryMatterPercent,
        isWet: dryMatterPercent < WET_FEED_MAX_DM_PERCENT,
      };
    });
}

/** One pen with the lot's head count (the animal's numero_animais) and the wizard's mixer capacity. */
export function createFeedingSheetForm(
  headCount: number | null,
  mixerCapacityKg: number | null,
): FeedingSheetForm {
  return {
    pens: [{ name: '', headCount }],
    mixerCapacityKg,
    scaleStepKg: DEFAULT_SCALE_STEP_KG,
    measuredDryMatter: {},
  };
}

/** The pen's id for the engine: its position, since names may be empty or repeated. */
export const penIdOf = (index: number): string => String(index);

/**
 * The engine input; empty fields become NaN so that the engine names them (MUST_BE_POSITIVE) rather than the
 * form guessing a value.
 */
export function toFeedingSheetInput(feeds: readonly SheetFeed[], form: FeedingSheetForm): FeedingSheetInput {
  return {
    feeds: feeds.map((feed) => ({
      id: feed.id,
      asFedPercent: feed.asFedPercent,
      dryMatterPercent: feed.dryMatterPercent,
      measuredDryMatterPercent: feed.isWet ? (form.measuredDryMatter[feed.id] ?? null) : null,
    })),
    asFedIntakeKgPerHead: feeds.reduce((total, feed) => total + feed.asFedKgPerHead, 0),
    pens: form.pens.map((pen, index) => ({ id: penIdOf(index), headCount: pen.headCount ?? Number.NaN })),
    mixerCapacityKg: form.mixerCapacityKg ?? Number.NaN,
    scaleStepKg: form.scaleStepKg ?? Number.NaN,
  };
}

/**
 * The form field an engine error belongs to, by the engine's field path: `pen.<index>`,
 * `measured.<feed id>`, `mixerCapacityKg` or `scaleStepKg`; null when the form has no such field.
 */
export function formFieldKeyOf(error: FeedingSheetFieldError, feeds: readonly SheetFeed[]): string | null {
  const [head, index] = error.field.split('.');
  if (head === 'pens' && index !== undefined) return `pen.${index}`;
  if (head === 'feeds' && index !== undefined && error.field.endsWith('measuredDryMatterPercent')) {
    const feed = feeds[Number(index)];
    return feed ? `measured.${feed.id}` : null;
  }
  return head === 'mixerCapacityKg' || head === 'scaleStepKg' ? head : null;
}

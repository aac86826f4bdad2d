/**
 * The supplement screen's least-cost mode (docs/decisions/least-cost-supplement.md): the cheapest supplement
 * at a target crude protein and intake (% of body weight), salt limiting intake, urea within its ceiling.
 * The LP is tiny, so it runs inline (the HiGHS runtime is shared with the engine worker's operations).
 */
import { formulateLeastCostSupplement, formulateSupplementForGain, loadLpSolver } from '@cocho/engine';
import type {
  Language,
  LeastCostSupplementError,
  LeastCostSupplementInput,
  SupplementForGainError,
  SupplementForGainInput,
} from '@cocho/engine';
import type { TFeed } from '@cocho/contracts';
import highsWasmUrl from 'highs/runtime?url';
import { readTypedNumber } from '../../ui/read-number';
import { placeErrors, SHARED_ERROR_PLACES, toEngineFeed } from './supplement-form';
import type { ErrorPlaces, SupplementForm, SupplementFormError } from './supplement-form';

/** What the least-cost mode asks beside the shared form (texts as typed). */
export type LeastCostFields = {
  readonly bodyWeightText: string;
  readonly intakeText: string;
  /** Salt share, % as fed; empty: the default for the intake. */
  readonly saltText: string;
  /** Expected gain, kg/day; empty: no cost per arroba. */
  readonly gainText: string;
  /** Gain on pasture: the pasture (a catalogue forage's id; empty: none chosen) and the target gain. */
  readonly pastureId?: string;
  readonly targetGainText?: string;
};

export const EMPTY_LEAST_COST_FIELDS: LeastCostFields = {
  bodyWeightText: '',
  intakeText: '',
  saltText: '',
  gainText: '',
  pastureId: '',
  targetGainText: '',
};

/** The LP solver, inline: under Vitest (Node) HiGHS finds its file by itself; in the browser it needs the served URL. */
const loadSolver = () =>
  loadLpSolver(import.meta.env.MODE === 'test' ? undefined : { locateFile: () => highsWasmUrl });

/**
 * What both least-cost checks start with: a name and feeds are required; `read` reads a typed number
 * (a required one must be above zero) and records why it cannot; `readFeeds` reads each feed's price
 * (required, above zero) into the engine's feeds.
 */
function startChecks(form: SupplementForm, language: Language) {
  const errors: SupplementFormError[] = [];
  if (form.name.trim() === '') errors.push({ field: 'name', key: 'nameRequired' });
  if (form.rows.length === 0) errors.push({ field: 'feeds', key: 'noFeeds' });
  const read = (text: string, field: string, required: boolean, isMoney = false): number | null => {
    const typed = readTypedNumber(text, language, { isMoney });
    if (typed.kind === 'empty') {
      if (required) errors.push({ field, key: field === 'protein' ? 'proteinRequired' : 'valueRequired' });
      return null;
    }
    if (typed.kind === 'invalid') {
      errors.push({ field, key: typed.reason });
      return null;
    }
    if (!(typed.value > 0) && required) errors.push({ field, key: 'mustBePositive' });
    return typed.value;
  };
  /** Reads each feed's price and gives the engine's feeds with them. */
  const readFeeds = (feeds: ReadonlyMap<string, TFeed>) =>
    form.rows.map((row, index) => {
      const price = read(row.priceText, `row.${index}.price`, false, true);
      if (price === null || !(price > 0)) errors.push({ field: `row.${index}.price`, key: 'priceRequired' });
      return toEngineFeed(row.feedId, feeds.get(row.feedId), price);
    });
  return { errors, read, readFeeds };
}

/**
 * Checks the form for the gain-on-pasture target and builds the engine input: the animal is a growing
 * Nellore male of the typed body weight grazing the chosen pasture (docs/decisions/least-cost-supplement.md).
 */
export function validateGainForm(
  form: SupplementForm,
  fields: LeastCostFields,
  feeds: ReadonlyMap<string, TFeed>,
  language: Language,
): { ok: true; input: SupplementForGainInput } | { ok: false; errors: SupplementFormError[] } {
  const { errors, read, readFeeds } = startChecks(form, language);
  const bodyWeight = read(fields.bodyWeightText, 'bodyWeight', true);
  const target = read(fields.targetGainText ?? '', 'targetGain', true);
  const salt = read(fields.saltText, 'salt', false);
  const pastureId = fields.pastureId ?? '';
  const pasture = feeds.get(pastureId);
  if (!pasture) errors.push({ field: 'pasture', key: 'pastureRequired' });
  const engineFeeds = readFeeds(feeds);
  if (errors.length > 0 || !pasture) return { ok: false, errors };
  return {
    ok: true,
    input: {
      feeds: engineFeeds,
      pasture: { ...toEngineFeed(pastureId, pasture, null), roughage: true },
      animal: {
        tipo: 'crescimento_terminacao',
        raca: 'zebuino',
        regime: 'pasto',
        sexo: 'macho',
        peso_corporal_inicial: bodyWeight as number,
        peso_corporal_final: bodyWeight as number,
      } as SupplementForGainInput['animal'],
      targetGainKg: target as number,
      saltPercent: salt,
    },
  };
}

/** The form errors of the gain-on-pasture answer. */
export const fromGainErrors = (errors: readonly SupplementForGainError[], form: SupplementForm) =>
  placeErrors(errors, form.rows, {
    ...LEAST_COST_ERROR_PLACES,
    SUPPLEMENT_PASTURE_INVALID: ['pasture', 'pastureInvalid'],
    SUPPLEMENT_ANIMAL_INVALID: ['bodyWeight', 'bodyWeightOutOfRange'],
    SUPPLEMENT_GAIN_OUT_OF_RANGE: ['targetGain', 'targetGainOutOfRange'],
    SUPPLEMENT_INVALID: ['form', 'gainUnreachable'],
  });

/** Solves the supplement for a gain on pasture (inline; the prediction runs a few dozen times). */
export const runSupplementForGain = async (input: SupplementForGainInput) =>
  formulateSupplementForGain(input, await loadSolver());

/** Checks the form in least-cost mode and builds the engine input. */
export function validateLeastCostForm(
  form: SupplementForm,
  fields: LeastCostFields,
  feeds: ReadonlyMap<string, TFeed>,
  language: Language,
): { ok: true; input: LeastCostSupplementInput } | { ok: false; errors: SupplementFormError[] } {
  const { errors, read, readFeeds } = startChecks(form, language);
  const protein = read(form.proteinText, 'protein', true);
  const bodyWeight = read(fields.bodyWeightText, 'bodyWeight', true);
  const intake = read(fields.intakeText, 'intake', true);
  const salt = read(fields.saltText, 'salt', false);
  const gain = read(fields.gainText, 'gain', false);
  const engineFeeds = readFeeds(feeds);
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      feeds: engineFeeds,
      proteinPercent: protein as number,
      bodyWeightKg: bodyWeight as number,
      intakePercentOfBw: intake as number,
      saltPercent: salt,
      dailyGainKg: gain,
    },
  };
}

/** The least-cost engine's errors on the form. */
const LEAST_COST_ERROR_PLACES: ErrorPlaces<LeastCostSupplementError['code']> = {
  ...SHARED_ERROR_PLACES,
  SUPPLEMENT_FEED_PRICE_REQUIRED: ['row.price', 'priceRequired'],
  SUPPLEMENT_SALT_REQUIRED: ['feeds', 'saltRequired'],
  SUPPLEMENT_INTAKE_OUT_OF_RANGE: ['intake', 'intakeOutOfRange'],
  SUPPLEMENT_BODY_WEIGHT_OUT_OF_RANGE: ['bodyWeight', 'bodyWeightOutOfRange'],
  SUPPLEMENT_SALT_OUT_OF_RANGE: ['salt', 'saltOutOfRange'],
};

export const fromLeastCostErrors = (errors: readonly LeastCostSupplementError[], form: SupplementForm) =>
  placeErrors(errors, form.rows, LEAST_COST_ERROR_PLACES);

/** Solves the least-cost supplement (inline). */
export const runLeastCostSupplement = async (input: LeastCostSupplementInput) =>
  formulateLeastCostSupplement(input, await loadSolver());

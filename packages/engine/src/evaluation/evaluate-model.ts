/**
 * Runs the performance prediction over published trial means and compares it with what was observed
 * (docs/decisions/model-evaluation.md). Pure: the table is data; the same code runs in the CLI
 * (`cocho evaluate`) and in the browser (evaluation page).
 */
import type { Animal } from '../animal/animal';
import { DEFAULT_ANIMAL } from '../animal/animal';
import type { Breed, Regime, Sex } from '../animal/animal-fields';
import { BREEDS, REGIMES, SEXES } from '../animal/animal-fields';
import { roughageTdnFromNdf } from '../feeds/forage-tdn';
import type { DietFeed } from '../prediction/diet-supply';
import type { PredictionOptions } from '../prediction/predict-performance';
import { predictPerformance } from '../prediction/predict-performance';
import type { AgreementStatistics } from './statistics';
import { computeAgreement } from './statistics';
import trialFile from './trials/trials.json';

/**
 * One feed of a trial diet: nutrients per kg DM; either a share of the diet DM or a fixed daily DM amount.
 * A roughage (`volumoso`) whose source gives NDF (`FDN`) but no TDN (`NDT`) gets its TDN from the NDF
 * (Cappelle et al. 2001, `roughageTdnFromNdf`; docs/decisions/forage-energy-in-trials.md).
 */
export type TrialFeed = {
  readonly id: string;
  readonly name: string;
  readonly nutrientes: Readonly<Record<string, number>>;
  readonly shareOfDm?: number;
  readonly dmKgPerDay?: number;
  readonly volumoso?: boolean;
};

/** One published treatment mean. */
export type Trial = {
  readonly id: string;
  readonly citation: string;
  readonly table: string;
  readonly url: string;
  readonly system: Regime;
  readonly breed: Breed;
  readonly sex: Sex;
  readonly animals: number | null;
  readonly initialWeightKg: number;
  readonly finalWeightKg: number;
  readonly days: number | null;
  readonly diet: readonly TrialFeed[];
  readonly observed: { readonly adgKg: number; readonly dmiKg: number | null };
  readonly notes?: string;
  /**
   * Why the row is outside what the model describes (e.g. a first feedlot month with gut-fill and
   * compensatory gain). The row stays in the table and in every bound; the evaluation also reports the
   * statistics without such rows (docs/decisions/model-evaluation-trials.md).
   */
  readonly outOfDomain?: string;
};

/**
 * The prediction of one trial: gain from the intake observed (or ad libitum when none is given) and the
 * expected intake at that gain.
 */
export type TrialResult = {
  readonly trial: Trial;
  readonly predictedAdgKg: number;
  readonly predictedDmiKg: number;
  readonly limiting: string;
};

/** Statistics of one system (feedlot or pasture). */
export type SystemEvaluation = {
  readonly system: Regime;
  readonly adg: AgreementStatistics | null;
  readonly dmi: AgreementStatistics | null;
  /** Pasture: trials with observed gain above 0.1 kg/day predicted at 0. */
  readonly zeroGainMisses: readonly string[];
};

/** A bound the evaluation must meet (issue bounds recorded in docs/decisions/model-evaluation.md). */
export type EvaluationBound = {
  readonly system: Regime;
  readonly variable: 'adg' | 'dmi';
  readonly measure: 'absBias' | 'rmse' | 'positiveGain';
  readonly limit: number;
  readonly value: number;
  readonly met: boolean;
};

export type ModelEvaluation = {
  readonly results: readonly TrialResult[];
  readonly systems: readonly SystemEvaluation[];
  readonly bounds: readonly EvaluationBound[];
  /** The same statistics without the rows marked `outOfDomain`; absent when no row is marked. */
  readonly systemsInDomain?: readonly SystemEvaluation[];
};

/** Dry matter offered when a trial gives no intake: far above any intake, so the model predicts it. */
const AD_LIBITUM_SHARE_OF_BW = 0.05;

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
const isNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

/**
 * The TDN (% DM) a trial feed is predicted with: the one its source gives, else for a roughage the TDN of
 * its NDF (Cappelle et al. 2001); null when neither applies.
 */
export function tdnOf(feed: TrialFeed): number | null {
  const given = feed.nutrientes.NDT;
  if (isNumber(given)) return given;
  const ndf = feed.nutrientes.FDN;
  return feed.volumoso === true && isNumber(ndf) ? roughageTdnFromNdf(ndf) : null;
}

/** Validates a trial table (the shape of trials/trials.json); a clear message per bad row. */
export function parseTrials(raw: unknown): { ok: true; value: Trial[] } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  const list = isRecord(raw) ? raw.trials : undefined;
  if (!Array.isArray(list)) return { ok: false, errors: ['trials: expected a list'] };
  const trials: Trial[] = [];
  list.forEach((row: unknown, index) => {
    const at = `trials[${index}]`;
    if (!isRecord(row)) {
      errors.push(`${at}: expected an object`);
      return;
    }
    const text = (key: string) =>
      typeof row[key] === 'string' && row[key] !== '' ? (row[key] as string) : null;
    for (const key of ['id', 'citation', 'table', 'url'])
      if (text(key) === null) errors.push(`${at}.${key}: required`);
    if (!REGIMES.includes(row.system as Regime)) errors.push(`${at}.system: one of ${REGIMES.join(', ')}`);
    if (!BREEDS.includes(row.breed as Breed)) errors.push(`${at}.breed: one of ${BREEDS.join(', ')}`);
    if (!SEXES.includes(row.sex as Sex)) errors.push(`${at}.sex: one of ${SEXES.join(', ')}`);
    if (
      !isNumber(row.initialWeightKg) ||
      !isNumber(row.finalWeightKg) ||
      row.finalWeightKg < row.initialWeightKg
    )
      errors.push(`${at}: initialWeightKg and finalWeightKg required, final ≥ initial`);
    const observed = isRecord(row.observed) ? row.observed : {};
    if (!isNumber(observed.adgKg)) errors.push(`${at}.observed.adgKg: required`);
    if (observed.dmiKg !== null && !isNumber(observed.dmiKg))
      errors.push(`${at}.observed.dmiKg: number or null`);
    const diet = Array.isArray(row.diet) ? row.diet : [];
    if (diet.length === 0) errors.push(`${at}.diet: at least one feed`);
    diet.forEach((feed: unknown, j) => {
      const fAt = `${at}.diet[${j}]`;
      if (!isRecord(feed) || !isRecord(feed.nutrientes)) errors.push(`${fAt}: nutrientes required`);
      else {
        if (!isNumber(feed.shareOfDm) && !isNumber(feed.dmKgPerDay))
          errors.push(`${fAt}: shareOfDm or dmKgPerDay required`);
        if (tdnOf(feed as unknown as TrialFeed) === null)
          errors.push(`${fAt}: nutrientes.NDT required (or FDN for a roughage marked volumoso)`);
      }
    });
    if (row.outOfDomain !== undefined && text('outOfDomain') === null)
      errors.push(`${at}.outOfDomain: a reason (text) when given`);
    if (!diet.some((feed: unknown) => isRecord(feed) && isNumber(feed.shareOfDm)))
      errors.push(`${at}.diet: at least one feed with shareOfDm`);
    trials.push(row as unknown as Trial);
  });
  const ids = new Set<string>();
  for (const trial of trials) {
    if (ids.has(trial.id)) errors.push(`trials: duplicate id ${trial.id}`);
    ids.add(trial.id);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: trials };
}

/** The table shipped with the product (trials/trials.json). */
export function loadShippedTrials(): Trial[] {
  const parsed = parseTrials(trialFile);
  if (!parsed.ok) throw new Error(`invalid trial table: ${parsed.errors.join('; ')}`);
  return parsed.value;
}

function animalOf(trial: Trial): Animal {
  return {
    ...DEFAULT_ANIMAL,
    tipo: 'crescimento_terminacao',
    raca: trial.breed,
    regime: trial.system,
    sexo: trial.sex,
    peso_corporal_inicial: trial.initialWeightKg,
    peso_corporal_final: trial.finalWeightKg,
    ganho_medio_diario: null,
  };
}

/**
 * The diet of a trial as `cocho predict` takes it (every feed at 100 % DM, amounts in kg DM): fixed amounts
 * as given, and the share-based feeds filling `rationDmKg`.
 */
function dietOf(trial: Trial, rationDmKg: number): DietFeed[] {
  const shareTotal = trial.diet.reduce((sum, feed) => sum + (feed.shareOfDm ?? 0), 0);
  return trial.diet.map((feed) => ({
    id: feed.id,
    nutrientes: { ...feed.nutrientes, NDT: tdnOf(feed) as number, MS: 100 },
    quantidade:
      feed.dmKgPerDay !== undefined ? feed.dmKgPerDay : ((feed.shareOfDm ?? 0) / shareTotal) * rationDmKg,
    ...(feed.volumoso !== undefined ? { volumoso: feed.volumoso } : {}),
  }));
}

/**
 * Predicts one trial; null when the prediction refuses the input. `options` are the prediction's own
 * (default: none, as `cocho predict` runs); they let the alternatives the model keeps open (for example
 * `kmForm`) be compared on the same table (docs/decisions/model-evaluation.md, "Model changes considered").
 */
export function predictTrial(trial: Trial, options: PredictionOptions = {}): TrialResult | null {
  const animal = animalOf(trial);
  const meanWeight = (trial.initialWeightKg + trial.finalWeightKg) / 2;
  const fixedDmKg = trial.diet.reduce((sum, feed) => sum + (feed.dmKgPerDay ?? 0), 0);
  const adLibitum = predictPerformance(animal, dietOf(trial, AD_LIBITUM_SHARE_OF_BW * meanWeight), options);
  if (!adLibitum.ok) return null;
  const observedDmi = trial.observed.dmiKg;
  const atObserved =
    observedDmi !== null && observedDmi > fixedDmKg
      ? predictPerformance(animal, dietOf(trial, observedDmi - fixedDmKg), options)
      : adLibitum;
  if (!atObserved.ok) return null;
  // Papers seldom report the diet's Ca and P (a mineral mix balances them): without them the gain is the
  // one energy and protein allow, not a Ca or P limit of a composition the paper does not give.
  const mineralsGiven = trial.diet.some(
    (feed) => feed.nutrientes.Ca !== undefined || feed.nutrientes.P !== undefined,
  );
  const p = atObserved.value;
  return {
    trial,
    predictedAdgKg: mineralsGiven ? p.GMDEsperado : Math.min(p.PGMDEL, p.PGMDPM),
    // The model's intake: the expected intake (BR-CORTE CMS, or the diet-energy intake on dilute diets) at
    // the gain predicted, not the maximum (× the CMS maximum factor) that bounds what is eaten.
    predictedDmiKg: p.intake.dmiKg,
    limiting: mineralsGiven ? p.limitante : p.PGMDEL <= p.PGMDPM ? 'EL' : 'PM',
  };
}

/** The bounds: feedlot ADG |bias| ≤ 0.10 and RMSE ≤ 0.20 kg/day; DMI |bias| ≤ 0.5 kg/day; pasture ADG > 0
 * wherever the observed gain is above 0.1 kg/day and RMSE ≤ 0.25 kg/day. */
const BOUNDS: readonly Omit<EvaluationBound, 'value' | 'met'>[] = [
  { system: 'confinamento', variable: 'adg', measure: 'absBias', limit: 0.1 },
  { system: 'confinamento', variable: 'adg', measure: 'rmse', limit: 0.2 },
  { system: 'confinamento', variable: 'dmi', measure: 'absBias', limit: 0.5 },
  { system: 'pasto', variable: 'adg', measure: 'positiveGain', limit: 0 },
  { system: 'pasto', variable: 'adg', measure: 'rmse', limit: 0.25 },
  { system: 'pasto', variable: 'dmi', measure: 'absBias', limit: 0.5 },
];

function systemsOf(results: readonly TrialResult[]): SystemEvaluation[] {
  return REGIMES.map((system) => {
    const mine = results.filter((r) => r.trial.system === system);
    return {
      system,
      adg: computeAgreement(
        mine.map((r) => ({ observed: r.trial.observed.adgKg, predicted: r.predictedAdgKg })),
      ),
      dmi: computeAgreement(
        mine
          .filter((r) => r.trial.observed.dmiKg !== null)
          .map((r) => ({ observed: r.trial.observed.dmiKg as number, predicted: r.predictedDmiKg })),
      ),
      zeroGainMisses: mine
        .filter((r) => r.trial.observed.adgKg > 0.1 && !(r.predictedAdgKg > 0))
        .map((r) => r.trial.id),
    };
  }).filter((s) => s.adg !== null);
}

/**
 * Evaluates the model on `trials`, by system, and checks the bounds (a bound without data is not listed).
 * The bounds are checked on every row, those marked `outOfDomain` included. `options` go to every
 * prediction (default: none, the model as shipped).
 */
export function evaluateModel(trials: readonly Trial[], options: PredictionOptions = {}): ModelEvaluation {
  const results = trials
    .map((trial) => predictTrial(trial, options))
    .filter((r): r is TrialResult => r !== null);
  const systems = systemsOf(results);
  const bounds: EvaluationBound[] = [];
  for (const bound of BOUNDS) {
    const system = systems.find((s) => s.system === bound.system);
    const stats = system?.[bound.variable];
    if (!system || !stats) continue;
    const value =
      bound.measure === 'absBias'
        ? Math.abs(stats.bias)
        : bound.measure === 'rmse'
          ? stats.rmse
          : system.zeroGainMisses.length;
    bounds.push({ ...bound, value, met: value <= bound.limit });
  }
  const inDomain = results.filter((r) => r.trial.outOfDomain === undefined);
  return {
    results,
    systems,
    bounds,
    ...(inDomain.length < results.length ? { systemsInDomain: systemsOf(inDomain) } : {}),
  };
}

// `cocho feeding-plan`: the loads of each daily treatment (engine daily-treatments/) on JSON, checked by the
// contracts' feeding-plan schema (the one the web form and the saved diet use).
import {
  calculateConcentratePremix,
  calculateTreatmentLoads,
  replaceIngredientsWithPremix,
  WEEKDAYS,
} from '@cocho/engine';
import type { FeedingSheetFeed, TreatmentLoadsDay, TreatmentLoadsError, Weekday } from '@cocho/engine';
import { findFeedingPlanWarnings, toTreatmentPlan, ZFeedingPlanLoadsInput } from '@cocho/contracts';
import type { TFeedingPlanLoadsInput } from '@cocho/contracts';
import { registerCommand } from '../run-cli';

/** The id of the pre-mix's line when it stands for its ingredients. */
export const PREMIX_LINE_ID = 'pre_mistura';

const HELP = `cocho feeding-plan < input.json > loads.json

Daily treatments (tratos) of a feedlot: for each weekday, each treatment of the day in time order, with the
kg as fed of every feed per lot (pen) and per mixer load. Every amount is a whole number of scale steps, and
the sums are exact: a lot's treatments add up to its day (head × kg as fed per head × the day's %), the lots
and the loads of a treatment add up to the treatment, feed by feed (largest remainders). The loads of a
treatment are the fewest that fit the mixer, of equal size within one step; they go to the lots in order.
A wet feed's measured dry matter re-scales its kg as fed so that its kg DM stays as formulated.

Input (JSON object):
  {
    "alimentos": [ {                          the ration, at least one feed; ids unique
      "id": string,
      "proporcao": number,                    share of the ration as fed, % (normalised to 100)
      "materia_seca": number,                 dry matter as formulated, % as fed (0 < x <= 100)
      "volumoso"?: boolean                    roughage (not part of a default pre-mix)
    } ],
    "consumo_materia_natural": number,        as-fed intake per head, kg/day
    "tratos_diarios": {
      "lotes": [ { "id": string, "nome": string, "cabecas": whole number >= 1 } ],
      "tratos": [ {
        "id": string,
        "horario": "HH:MM",
        "percentual": number,                 share of each lot's day, % (0 < x <= 200)
        "dias": [0..6],                       weekdays, 0 Sunday ... 6 Saturday; at least one
        "lotes"?: [lot ids] | null            only these lots (absent or empty: every lot)
      } ],
      "capacidade_misturador": number,        kg as fed per mixer load
      "passo_balanca": number,                the mixer scale's step, kg
      "materia_seca_medida"?: { "<feed id>": number }   dry matter measured that day, % as fed
    },
    "dia_semana"?: 0..6,                      only this weekday (absent: every weekday)
    "pre_mistura"?: { "alimentos": [feed ids] }   fed pre-mixed, as one line "${PREMIX_LINE_ID}"
                                              (empty list: the feeds not marked volumoso)
  }
Rules: every lot's treatments total 100 % on every weekday; below 100 is refused (DAY_BELOW_100 says what is
left), above 100 is allowed with a warning (DAY_ABOVE_100; the lot gets more than formulated).

Output (JSON object; kg as fed):
  {
    "days": [ {
      "weekday", "totalKg", "headCount", "asFedIntakeKgPerHead", "dryMatterIntakeKgPerHead",
      "perHead": [ { "id", "asFedKg", "dryMatterKg", "asFedPercent", "correctionFactor" } ],
      "feeds": [ { "id", "kg" } ],                            the day by feed
      "lots": [ { "lotId", "headCount", "percent", "kg" } ],  each lot's day
      "treatments": [ {
        "number", "treatmentId", "time", "kg",
        "feeds": [ { "id", "kg", "exactKg", "isBelowScaleStep" } ],
        "lots": [ { "lotId", "headCount", "percent", "kg", "feeds": [...] } ],
        "loads": [ { "number", "kg", "feeds": [...], "deliveries": [ { "lotId", "kg" } ] } ]
      } ],
      "mixerCapacityKg", "scaleStepKg"
    } ],
    "warnings": [ { "path", "code": "DAY_ABOVE_100", "lotId", "weekday", "excessPercent" } ],
    "premix": { "feedIds", "dryMatterPercent", "asFedPercentOfRation" } | null
  }

Invalid input: exit status 2 and on standard error a JSON list of { "field", "code" } (and "params" for
DAY_BELOW_100: lotId, weekday, leftPercent). Codes: REQUIRED, INVALID_TYPE, TOO_SMALL, TOO_BIG, INVALID_TIME,
NO_WEEKDAY, DAY_BELOW_100, UNKNOWN_LOT, DUPLICATE_ID, MUST_BE_POSITIVE, MUST_BE_WHOLE, MAX_100_PERCENT,
CAPACITY_BELOW_STEP, UNKNOWN_FEED, NO_INGREDIENTS.`;

type CliError = { field: string; code: string; params?: Record<string, unknown> };

/** An engine path in the input's names (`mixerCapacityKg` → `tratos_diarios.capacidade_misturador`). */
function toInputField(field: string): string {
  const [head, ...rest] = field.split('.');
  const tail = rest.join('.');
  switch (head) {
    case 'feeds':
      return `alimentos.${rest[0] ?? ''}`;
    case 'asFedIntakeKgPerHead':
      return 'consumo_materia_natural';
    case 'mixerCapacityKg':
      return 'tratos_diarios.capacidade_misturador';
    case 'scaleStepKg':
      return 'tratos_diarios.passo_balanca';
    case 'lots':
      return `tratos_diarios.lotes${tail ? `.${tail.replace('headCount', 'cabecas')}` : ''}`;
    case 'treatments':
      return `tratos_diarios.tratos${tail ? `.${tail.replace('percent', 'percentual')}` : ''}`;
    default:
      return field;
  }
}

function toCliError(error: TreatmentLoadsError): CliError {
  return { field: toInputField(error.field), code: error.code };
}

/** The ration at the mixer: the feeds, with the measured DM of the day and a pre-mix in place if asked. */
function rationOf(input: TFeedingPlanLoadsInput):
  | {
      ok: true;
      feeds: FeedingSheetFeed[];
      premix: { feedIds: string[]; dryMatterPercent: number; asFedPercentOfRation: number } | null;
    }
  | { ok: false; errors: CliError[] } {
  const measured = input.tratos_diarios.materia_seca_medida ?? {};
  const feeds: FeedingSheetFeed[] = input.alimentos.map((feed) => ({
    id: feed.id,
    asFedPercent: feed.proporcao,
    dryMatterPercent: feed.materia_seca,
    measuredDryMatterPercent: measured[feed.id] ?? null,
  }));
  const unknown = Object.keys(measured).filter((id) => !feeds.some((feed) => feed.id === id));
  if (unknown.length > 0)
    return {
      ok: false,
      errors: unknown.map((id) => ({
        field: `tratos_diarios.materia_seca_medida.${id}`,
        code: 'UNKNOWN_FEED',
      })),
    };
  if (!input.pre_mistura) return { ok: true, feeds, premix: null };
  const shareSum = input.alimentos.reduce((total, feed) => total + feed.proporcao, 0);
  const outcome = calculateConcentratePremix({
    feeds: input.alimentos.map((feed) => ({
      id: feed.id,
      // kg DM per head = intake as fed × share × DM.
      dryMatterKgPerHead:
        (((input.consumo_materia_natural * feed.proporcao) / shareSum) * feed.materia_seca) / 100,
      nutrients: { MS: feed.materia_seca },
      isRoughage: feed.volumoso === true,
    })),
    feedIds: input.pre_mistura.alimentos,
    batchKg: 1000,
  });
  if (!outcome.ok)
    return {
      ok: false,
      errors: outcome.errors.map((error) => ({
        field: error.field.replace(/^feedIds/, 'pre_mistura.alimentos'),
        code: error.code,
      })),
    };
  // The pre-mix is mixed ahead with the catalogue's dry matter: a measured DM applies to the other feeds.
  const plain = feeds.map((feed) =>
    outcome.value.feedIds.includes(feed.id) ? { ...feed, measuredDryMatterPercent: null } : feed,
  );
  return {
    ok: true,
    feeds: replaceIngredientsWithPremix(plain, outcome.value, PREMIX_LINE_ID),
    premix: {
      feedIds: [...outcome.value.feedIds],
      dryMatterPercent: outcome.value.dryMatterPercent,
      asFedPercentOfRation: outcome.value.dietAsFedPercent,
    },
  };
}

/** A schema issue's code: the rule's own code, REQUIRED for a missing key, else zod's code in capitals. */
function codeOf(issue: { code: string; message: string }): string {
  if (issue.code === 'custom' || issue.message === 'INVALID_TIME') return issue.message;
  if (issue.code === 'invalid_type' && issue.message.endsWith('received undefined')) return 'REQUIRED';
  return issue.code.toUpperCase();
}

registerCommand('feeding-plan', {
  summary: 'daily treatments of a feedlot: kg per lot and per mixer load of each treatment',
  help: HELP,
  run(raw) {
    const parsed = ZFeedingPlanLoadsInput.safeParse(raw);
    if (!parsed.success)
      return {
        ok: false,
        errors: parsed.error.issues.map((issue) => ({
          field: issue.path.join('.'),
          code: codeOf(issue),
          ...(issue.code === 'custom' && issue.params ? { params: issue.params } : {}),
        })),
      };
    const input = parsed.data;
    const plan = input.tratos_diarios;
    const missing: CliError[] = [];
    if (plan.capacidade_misturador === null)
      missing.push({ field: 'tratos_diarios.capacidade_misturador', code: 'REQUIRED' });
    if (plan.passo_balanca === null)
      missing.push({ field: 'tratos_diarios.passo_balanca', code: 'REQUIRED' });
    if (missing.length > 0) return { ok: false, errors: missing };
    const ration = rationOf(input);
    if (!ration.ok) return ration;

    const { lots, treatments } = toTreatmentPlan(plan);
    const weekdays: readonly Weekday[] =
      input.dia_semana === undefined ? WEEKDAYS : [input.dia_semana as Weekday];
    const days: Omit<TreatmentLoadsDay, 'warnings'>[] = [];
    for (const weekday of weekdays) {
      const outcome = calculateTreatmentLoads({
        feeds: ration.feeds,
        asFedIntakeKgPerHead: input.consumo_materia_natural,
        lots,
        treatments,
        weekday,
        mixerCapacityKg: plan.capacidade_misturador ?? Number.NaN,
        scaleStepKg: plan.passo_balanca ?? Number.NaN,
      });
      if (!outcome.ok) return { ok: false, errors: outcome.errors.map(toCliError) };
      const { warnings: _warnings, ...day } = outcome.value;
      days.push(day);
    }
    return {
      ok: true,
      output: { days, warnings: findFeedingPlanWarnings(plan), premix: ration.premix },
    };
  },
});

/**
 * What the `cocho` commands read on standard input, as zod schemas. Each issue's message is the error
 * code the command has always written, so `cliFieldErrors` turns a failed parse into the same
 * `{ field, code }` list on standard error (each command's `--help`). The animal is read by the engine's
 * `parseAnimalJson` and the trials by `parseTrials`, as the web form and the server read them.
 */
import { DIET_OBJECTIVES, isIpccYmChoice } from '@cocho/engine';
import { z } from 'zod';

/** One error as the commands write it on standard error. */
export type TCliFieldError = { field: string; code: string };

/**
 * How a command writes a field's path: `alimentos[0].nutrientes.MS` (`brackets`) or `multiplicadores.1`
 * (`dots`).
 */
export type TCliPathStyle = 'brackets' | 'dots';

/** A field's path as the commands write it. */
export function cliPathText(path: readonly PropertyKey[], style: TCliPathStyle): string {
  return path.reduce<string>((text, part) => {
    if (typeof part === 'number') return style === 'brackets' ? `${text}[${part}]` : `${text}.${part}`;
    return text === '' ? String(part) : `${text}.${String(part)}`;
  }, '');
}

/** A failed parse as the commands' `{ field, code }` errors, in the schema's order. */
export function cliFieldErrors(error: z.ZodError, style: TCliPathStyle): TCliFieldError[] {
  return error.issues.map((issue) => ({ field: cliPathText(issue.path, style), code: issue.message }));
}

/**
 * A number as the prediction reads it: a JSON number, or a text that reads as one after trimming
 * (`"12"`, `" 3.5 "`); anything else is `notANumber`.
 */
const ZCliNumber = z
  .union([z.number(), z.string().trim().min(1).transform(Number)], { error: 'notANumber' })
  .refine(Number.isFinite, { error: 'notANumber' });

/**
 * A nutrient value: empty (null or "") is left out; a number, or a text read with `Number` (so a blank text
 * is 0, as it always was); anything else is `notANumber`.
 */
const ZCliNutrientValue = z
  .union([z.null(), z.literal(''), z.number(), z.string().transform(Number)], { error: 'notANumber' })
  .refine((value) => typeof value !== 'number' || Number.isFinite(value), { error: 'notANumber' });

/** `cocho predict`'s feeds: id, nutrientes (per spec key), quantidade (kg as fed/day), volumoso?, leite?. */
const ZPredictFeed = z.preprocess(
  // An array where a feed belongs is read as a feed without fields, as the command always has.
  (value) => (Array.isArray(value) ? {} : value),
  z.looseObject(
    {
      /** Text or number; a feed without one takes its position in the list. */
      id: z
        .union([z.string(), z.number()])
        .transform(String)
        .optional()
        .catch(() => undefined),
      nutrientes: z
        .record(z.string(), ZCliNutrientValue, { error: 'invalidNutrients' })
        .nullish()
        .transform((values) =>
          Object.fromEntries(
            Object.entries(values ?? {}).filter(
              (entry): entry is [string, number] => typeof entry[1] === 'number',
            ),
          ),
        ),
      quantidade: ZCliNumber,
      /** Roughage (methane factor by forage share); anything but true or false is ignored. */
      volumoso: z
        .boolean()
        .optional()
        .catch(() => undefined),
      /** Milk drunk by a calf (no enteric methane); anything but true or false is ignored. */
      leite: z
        .boolean()
        .optional()
        .catch(() => undefined),
    },
    { error: 'invalidFeed' },
  ),
);

/**
 * `cocho predict`'s input besides the animal: `alimentos` (a list, else `required`) and `ym`, one of the
 * non-dairy cattle factors of IPCC 2019 Table 10.12 (`isIpccYmChoice`). An input that is not an object is
 * `required` at `animal`.
 */
export const ZPredictCliInput = z.looseObject(
  {
    animal: z.unknown().optional(),
    alimentos: z.array(ZPredictFeed, { error: 'required' }),
    ym: z.number({ error: 'notAnIpccYm' }).refine(isIpccYmChoice, { error: 'notAnIpccYm' }).nullish(),
  },
  { error: 'required' },
);
export type TPredictCliInput = z.output<typeof ZPredictCliInput>;

/** `cocho evaluate`'s input: an object with optional `trials` (read by the engine) and `checkBounds`. */
export const ZEvaluateCliInput = z.looseObject(
  {
    trials: z.unknown().optional(),
    /** false reports without checking the bounds. */
    checkBounds: z.boolean({ error: 'expectedBoolean' }).optional(),
  },
  { error: 'expectedObject' },
);

/**
 * `cocho finance`'s scenario multipliers (`multiplicadores`, a list of numbers); the rest of the input is read
 * by the engine's finance reader, which also answers an input that is not an object.
 */
export const ZFinanceCliOptions = z.looseObject({
  multiplicadores: z.array(z.number({ error: 'NOT_A_NUMBER' }), { error: 'NOT_AN_ARRAY' }).nullish(),
});

/**
 * `cocho supplement`'s input: an object whose `objetivo` is "ndt" (the default: most TDN at a fixed crude
 * protein) or "custo" (least cost); the feeds and the other fields are read by the objective's own reader.
 */
export const ZSupplementCliInput = z.looseObject(
  { objetivo: z.enum(['ndt', 'custo'], { error: 'INVALID_OBJECTIVE' }).nullish() },
  { error: 'INVALID_INPUT' },
);

/** The crude protein target of the most-TDN supplement: a number above 0 (% of DM). */
export const ZSupplementCliProtein = z.number({ error: 'REQUIRED' }).positive({ error: 'REQUIRED' });

/** A command's input as an object of fields (`INVALID_INPUT` otherwise: `cocho formulate`). */
export const ZCliObject = z.record(z.string(), z.unknown(), { error: 'INVALID_INPUT' });

/** `cocho formulate`'s `proporcaoVC`: the roughage share of the diet's dry matter, 0 to 100 %, or null. */
export const ZFormulateCliRoughagePercent = z
  .number({ error: 'INVALID_PERCENT' })
  .min(0, { error: 'INVALID_PERCENT' })
  .max(100, { error: 'INVALID_PERCENT' })
  .nullish();

/** `cocho formulate`'s `objetivo`: one of the engine's diet objectives; absent or null is least cost. */
export const ZFormulateCliObjective = z.enum(DIET_OBJECTIVES, { error: 'INVALID_OBJECTIVE' }).nullish();

/** A number field of `cocho supplement`'s least-cost and gain inputs: a number, at least 0. */
export const ZCliNonNegativeNumber = z.number().min(0);

/**
 * `cocho requirements` reads the animal itself, or one wrapped as `{"animal": {...}}` (an object with an
 * `animal` and no `tipo` of its own).
 */
export const ZRequirementsCliWrapped = z.looseObject({ animal: z.unknown(), tipo: z.never().optional() });

/**
 * The feed list that `cocho formulate` and `cocho supplement` read on standard input ("alimentos", and
 * `cocho supplement`'s "pasto"), as zod schemas. Each issue's message is a key of the CLI's message table
 * (`INPUT_TEXTS`, packages/cli/src/commands/formulate.ts): the error code the commands have always
 * written, except where one code has several texts (`REQUIRED_LIST`, `REQUIRED_TEXT`, `REQUIRED_OBJECT`
 * are written as `REQUIRED`). Feed rules: docs/product/calculation.md#validation; choices:
 * docs/decisions/cli-input-schemas.md.
 */
import {
  canonicalNutrientKey,
  isPriceBasis,
  isPurchaseUnit,
  NUTRIENT_KEYS,
  parseDecimal,
} from '@cocho/engine';
import type { PurchaseUnit } from '@cocho/engine';
import { z } from 'zod';

/**
 * A decimal as the commands read it: a JSON number, or a text in either decimal style (`parseDecimal`:
 * "12,5", "1.234,5"); absent or null is `REQUIRED`, anything else `NOT_A_NUMBER`.
 */
const ZCliDecimal = z
  .union([z.number(), z.string()], {
    error: (issue) => (issue.input === undefined || issue.input === null ? 'REQUIRED' : 'NOT_A_NUMBER'),
  })
  .transform(parseDecimal)
  .pipe(z.number({ error: 'NOT_A_NUMBER' }));

/** A decimal of at least `min` (`OUT_OF_RANGE` below it, with the issue's `minimum`). */
export function cliDecimalAtLeast(min: number) {
  return ZCliDecimal.pipe(z.number().min(min, { error: 'OUT_OF_RANGE' }));
}

/** A decimal that may be absent or null (read as null). */
export function cliOptionalDecimal(schema: z.ZodType<number, unknown> = ZCliDecimal) {
  return schema.nullish().transform((value) => value ?? null);
}

export { ZCliDecimal };

const ZCliNonNegative = cliDecimalAtLeast(0);

/** A feed's first check: an object with a non-empty text id (nothing else of a feed is read without one). */
export const ZCliFeedHead = z.looseObject(
  { id: z.string({ error: 'REQUIRED_TEXT' }).min(1, { error: 'REQUIRED_TEXT' }) },
  { error: 'INVALID_FEED' },
);

const KNOWN_NUTRIENTS = new Set<string>(NUTRIENT_KEYS);

/**
 * "nutrientes": nutrient key (or one of its names, `canonicalNutrientKey`) → value; an empty value (absent or
 * null) is 0. The dry matter "MS" (% as fed) must be above 0 and at most 100.
 */
const ZCliNutrients = z
  .record(
    z.string().refine((key) => KNOWN_NUTRIENTS.has(canonicalNutrientKey(key))),
    cliOptionalDecimal().transform((value) => value ?? 0),
    { error: (issue) => (issue.code === 'invalid_key' ? 'UNKNOWN_NUTRIENT' : 'REQUIRED_OBJECT') },
  )
  .refine(
    (values) => {
      const ms = values.MS;
      return typeof ms === 'number' && ms > 0 && ms <= 100;
    },
    // Checked even when another nutrient is wrong, as the commands always have (not when "nutrientes" is
    // no object: that issue has the record's own, empty path).
    {
      error: 'FEED_DRY_MATTER_REQUIRED',
      path: ['MS'],
      when: (payload) => payload.issues.every((issue) => (issue.path?.length ?? 0) > 0),
    },
  );

/**
 * "preco_compra": { "valor" (≥ 0), "unidade" ("kg", "t", "saca60", "arroba"), "base" ("MN", the default, or
 * "MS") }; absent or null: none (the feed's "custo" applies).
 */
const ZCliPurchasePrice = z
  .looseObject(
    {
      valor: ZCliNonNegative,
      unidade: z.custom<PurchaseUnit>(isPurchaseUnit, {
        error: 'INVALID_PURCHASE_UNIT',
      }),
      base: z
        .unknown()
        .optional()
        .transform((base) => base ?? 'MN')
        .refine(isPriceBasis, { error: 'INVALID_PRICE_BASIS' }),
    },
    { error: 'INVALID_PURCHASE_PRICE' },
  )
  .nullish()
  .transform((price) => price ?? null);

/** The feed fields in the order their errors are written (`sortCliFeedIssues`). */
export const CLI_FEED_FIELDS = [
  'id',
  'nutrientes',
  'preco_compra',
  'custo',
  'minimo',
  'maximo',
  'quantidade',
  'tipo',
  'volumoso',
] as const;

/**
 * One feed of the list (after `ZCliFeedHead`): "custo" per kg as fed (≥ 0; required with `requireCost` unless
 * a purchase price is given), "minimo" / "maximo" (% of DM), "quantidade" (≥ 0), "tipo", "volumoso" (true or
 * false), "nome". Every field is checked, so one parse lists every error of the feed.
 */
export function cliFeedSchema(options: { readonly requireCost: boolean }) {
  const feed = z.looseObject({
    id: z.string(),
    nutrientes: ZCliNutrients,
    preco_compra: ZCliPurchasePrice,
    custo: cliOptionalDecimal(ZCliNonNegative),
    minimo: cliOptionalDecimal(),
    maximo: cliOptionalDecimal(),
    quantidade: cliOptionalDecimal(ZCliNonNegative),
    tipo: cliOptionalDecimal(),
    volumoso: z.boolean({ error: 'NOT_A_BOOLEAN' }).nullish(),
    /** The feed's name; anything but a text is ignored. */
    nome: z
      .string()
      .optional()
      .catch(() => undefined),
  });
  if (!options.requireCost) return feed;
  // Checked even when another field is wrong, but not when the cost or the purchase price has an error of
  // its own (given, so not left out).
  return feed.refine((value) => value.custo != null || value.preco_compra != null, {
    error: 'REQUIRED',
    path: ['custo'],
    when: (payload) =>
      payload.issues.every((issue) => issue.path?.[0] !== 'custo' && issue.path?.[0] !== 'preco_compra'),
  });
}
export type TCliFeed = z.output<ReturnType<typeof cliFeedSchema>>;

/** The list itself: at least one item (`REQUIRED_LIST`). */
export const ZCliFeedList = z
  .array(z.unknown(), { error: 'REQUIRED_LIST' })
  .min(1, { error: 'REQUIRED_LIST' });

/**
 * A feed's issues in the order the commands write them: by field (`CLI_FEED_FIELDS`), in the schema's order
 * within a field (a cost left out is found after the other fields are read).
 */
export function sortCliFeedIssues(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  const rank = (issue: z.core.$ZodIssue): number => {
    const field = issue.path[0];
    const at = CLI_FEED_FIELDS.indexOf(field as (typeof CLI_FEED_FIELDS)[number]);
    return at < 0 ? CLI_FEED_FIELDS.length : at;
  };
  return issues
    .map((issue, order) => ({ issue, order }))
    .sort((a, b) => rank(a.issue) - rank(b.issue) || a.order - b.order)
    .map((entry) => entry.issue);
}

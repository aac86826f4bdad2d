/**
 * Values the seed adds to starter-file rows that leave them blank (docs/decisions/mineral-salt-dry-matter.md).
 * The copied CSV files are never edited: each amendment names the row by `source_id`, the key and the value,
 * and marks it with an `ASSUMED_VALUE` flag, which the UI shows in the user's language ("value not in the
 * source, assumed for a product made of inorganic mineral sources"). The row's source text stays the file's
 * clean citation: the reason below is for maintainers, never shown. `nutrientes_originais` keeps the file's
 * numbers only.
 */
import type { NutrientKey } from '@cocho/engine';
import type { CatalogueRow } from './catalogue-rows';

/** One value for a blank cell of a starter-file row. */
export type CatalogueAmendment = {
  readonly sourceId: string;
  readonly key: NutrientKey;
  readonly value: number;
  /** Why the value holds, with its public source (maintainers only; not shown to users). */
  readonly reason: string;
};

/**
 * The NASEM (2021) Nutrient Requirements of Dairy Cattle feed library lists the inorganic sources mineral salts
 * are made of at 100 % DM with no protein, fibre or energy (catalogue rows NASEM2021:191 dicalcium phosphate,
 * NASEM2021:201 sodium chloride, the sulfates, oxides, iodate and selenite). The Globo Rural (2019) page behind
 * the row gives Embrapa Gado de Leite's formulas for such a salt, all of inorganic sources.
 */
const INORGANIC_MINERAL_SALT =
  'mineral salt of inorganic sources (NASEM 2021 feed library; Globo Rural 2019)';

const DAIRY_MINIMUMS_SALT = 'BR:sal_mineral_minimos_leite_globorural';

/** The amendments applied by the seed, one per (row, key). */
export const CATALOGUE_AMENDMENTS: readonly CatalogueAmendment[] = [
  { sourceId: DAIRY_MINIMUMS_SALT, key: 'MS', value: 100, reason: INORGANIC_MINERAL_SALT },
  { sourceId: DAIRY_MINIMUMS_SALT, key: 'PB', value: 0, reason: INORGANIC_MINERAL_SALT },
  { sourceId: DAIRY_MINIMUMS_SALT, key: 'NDT', value: 0, reason: INORGANIC_MINERAL_SALT },
  { sourceId: DAIRY_MINIMUMS_SALT, key: 'FDN', value: 0, reason: INORGANIC_MINERAL_SALT },
];

/**
 * The row with its amendments applied: each amended key that the file left blank gets the value and an
 * `ASSUMED_VALUE` flag. A value the file gives is never replaced; the source text is left as the file's.
 */
export function amendCatalogueRow(
  row: CatalogueRow,
  amendments: readonly CatalogueAmendment[] = CATALOGUE_AMENDMENTS,
): CatalogueRow {
  const applicable = amendments.filter(
    (amendment) => amendment.sourceId === row.sourceId && row.nutrients[amendment.key] === undefined,
  );
  if (applicable.length === 0) return row;
  return {
    ...row,
    nutrients: {
      ...row.nutrients,
      ...Object.fromEntries(applicable.map((amendment) => [amendment.key, amendment.value])),
    },
    flags: [
      ...row.flags,
      ...applicable.map((amendment) => ({
        code: 'ASSUMED_VALUE' as const,
        key: amendment.key,
        value: amendment.value,
        reason: `value not in the source; assumed: ${amendment.reason}`,
      })),
    ],
  };
}

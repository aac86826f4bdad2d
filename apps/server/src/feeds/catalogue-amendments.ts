/**
 * Cited values the seed adds to starter-file rows that leave them blank (docs/decisions/mineral-salt-dry-matter.md).
 * The copied CSV files are never edited: each amendment names the row by `source_id`, the key, the value and
 * the citation, which is appended to the row's source text and marked with an `ASSUMED_VALUE` flag so the
 * UI shows the value as assumed. `nutrientes_originais` keeps the file's numbers only.
 */
import type { NutrientKey } from '@cocho/engine';
import type { CatalogueRow } from './catalogue-rows';

/** One cited value for a blank cell of a starter-file row. */
export type CatalogueAmendment = {
  readonly sourceId: string;
  readonly key: NutrientKey;
  readonly value: number;
  /** Why the value holds, with its public source; appended to the row's `fonte`. */
  readonly citation: string;
};

/** Why 100 % DM fits a product made of inorganic mineral sources, and what it means for label values. */
const INORGANIC_SOURCES_AT_100_DM =
  'the NASEM (2021) Nutrient Requirements of Dairy Cattle feed library lists the inorganic sources mineral ' +
  'salts are made of at 100 % DM (this catalogue rows NASEM2021:197 limestone, NASEM2021:191 dicalcium ' +
  'phosphate, NASEM2021:201 sodium chloride); with DM = 100 % the guarantee levels per kg of product are, ' +
  'unchanged, per kg of DM, which is how this row gives them';

const dryMatterNote = (detail: string) =>
  `Cocho seed amendment: MS (as fed) = 100 % ASSUMED, not in the source above. Reason: ${INORGANIC_SOURCES_AT_100_DM}. ${detail}`;

/** The amendments applied by the seed, one per (row, key). */
export const CATALOGUE_AMENDMENTS: readonly CatalogueAmendment[] = [
  {
    sourceId: 'BR:sal_mineral_hgm60',
    key: 'MS',
    value: 100,
    citation: dryMatterNote(
      'The label (Ca 12 %, P 6 %, Na 13.4 %) matches a mix of dicalcium phosphate (P 19.3 %) and common salt ' +
        '(Na 39.3 %) with trace-mineral sources.',
    ),
  },
  {
    sourceId: 'BR:sal_mineral_minimos_leite_globorural',
    key: 'MS',
    value: 100,
    citation: dryMatterNote(
      "The same Globo Rural page gives Embrapa Gado de Leite's formulas for such a salt: dicalcium phosphate " +
        '(55.5 %) or calcined bone meal, common salt (43.43 %), copper sulfate, zinc oxide, calcium iodate, ' +
        'cobalt sulfate and sodium selenite (all inorganic).',
    ),
  },
  {
    sourceId: 'BR:sal_proteinado_campo40',
    key: 'MS',
    value: 100,
    citation: dryMatterNote(
      'Besides mineral sources it holds urea (NASEM2021:165, 99 % DM; the label allows up to 32 of its 40 % ' +
        'CP as NPN), so its true DM is at most about 1 % lower.',
    ),
  },
  {
    sourceId: 'BR:proteico_energetico_hgm_pac400',
    key: 'MS',
    value: 100,
    citation: dryMatterNote(
      'This product also holds grain or meal (NDT 70 %), whose own DM is about 87–91 % (NASEM2021:44 corn ' +
        'grain, NASEM2021:141 soybean meal), so its true DM is lower; 100 % is the as-sold basis of the ' +
        "label, which keeps every nutrient per kg fed exactly the label's (a lower DM without converting " +
        'the values would understate them); the water it holds is counted as DM intake.',
    ),
  },
];

/**
 * The row with its amendments applied: each amended key that the file left blank gets the value, an
 * `ASSUMED_VALUE` flag and the citation in the source text. A value the file gives is never replaced.
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
        reason: 'value not in the source; assumed by a cited seed amendment (see the source text)',
      })),
    ],
    source: [row.source, ...applicable.map((amendment) => amendment.citation)].join(' | '),
  };
}

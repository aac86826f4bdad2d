/**
 * Converts catalogue CSV records (the layout of apps/server/src/feeds/seed-data/*.csv) to the product's units and
 * derivations (apps/server/src/feeds/seed-data/README.md "Units and caveats"):
 * - PNDR, PBA, PBB given as % of CP (NASEM file) become % of DM: value × PB / 100;
 * - PDR = PB − PNDR; MO = 100 − MM (or MM = 100 − MO); CNF = 100 − (PB + FDN + EE + MM) when blank;
 * - NDT from composition (summative model, BR-CORTE parameters) when blank, then ED = NDT × 0.04409 and
 *   ME = 0.9455 × ED − 0.3032, each marked as computed;
 * - in the NASEM file a 0 for Co or I on plant feeds means "not analysed" and is read as unknown;
 * - impossible values reject the row (row and column named); unusual ones are flagged.
 */
import {
  calculateDeFromTdn,
  calculateMeFromDe,
  calculateTdnFromComposition,
  NUTRIENT_KEYS,
} from '@cocho/engine';
import type { NutrientKey } from '@cocho/engine';
import { CATALOGUE_COLUMNS, OPTIONAL_IMPORT_COLUMNS, parseCsv } from './catalogue-csv';
import type { CsvProblem, CsvSeparator } from './catalogue-csv';
import {
  categoryFromHint,
  groupOfCategory,
  hintOfCategory,
  isCatalogueCategory,
  isRoughageCategory,
} from './feed-categories';
import type { FeedGroup } from './feed-categories';
import { findPlausibilityFlags, HARD_MAXIMUM, isOrganicGroup } from './plausibility';
import type { PlausibilityFlag } from './plausibility';

/** How a file gives the protein fractions PNDR, PBA and PBB. */
export type ProteinFractionsBasis = 'percent-of-cp' | 'percent-dm';

/** Reading conventions of one file. */
export type ImportProfile = {
  readonly proteinFractionsBasis: ProteinFractionsBasis;
  /** Keys whose 0 on plant feeds means "not analysed". */
  readonly zeroMeansUnknown: readonly NutrientKey[];
};

/** The product's own layout (what the export writes): every value in the product's units. */
export const PRODUCT_PROFILE: ImportProfile = { proteinFractionsBasis: 'percent-dm', zeroMeansUnknown: [] };
/** apps/server/src/feeds/seed-data/nasem-2021-starter.csv: fractions in % of CP; Co and I zeros not analysed. */
export const NASEM_PROFILE: ImportProfile = {
  proteinFractionsBasis: 'percent-of-cp',
  zeroMeansUnknown: ['Co', 'I'],
};

const PROTEIN_FRACTION_KEYS: readonly NutrientKey[] = ['PNDR', 'PBA', 'PBB'];
/** Keys a pure inorganic source holds none of when the file leaves them blank (see ZERO_BY_FORMULA). */
const PURE_INORGANIC_ZERO_KEYS: readonly NutrientKey[] = ['PB', 'NDT', 'FDN', 'EE', 'Ca', 'P'];
/** Computed values keep 4 decimals. */
const DECIMALS = 4;

/** One catalogue feed read from a file, in the product's units. */
export type CatalogueRow = {
  /** 1-based line of the record in the file. */
  readonly line: number;
  readonly sourceId: string;
  readonly namePt: string;
  readonly nameEn: string | null;
  readonly nameEs: string | null;
  readonly nameSci: string | null;
  readonly categoryHint: string;
  readonly category: number;
  readonly group: FeedGroup;
  readonly isRoughage: boolean;
  /** Category 5 rows are additives: they go to the additive list, not to the feeds. */
  readonly isAdditive: boolean;
  /** Composition in the product's units, derived values included. */
  readonly nutrients: Partial<Record<NutrientKey, number>>;
  /** The numbers exactly as the file gave them (before unit conversion and derivation). */
  readonly originalNutrients: Partial<Record<NutrientKey, number>>;
  /** Keys whose value was derived rather than given. */
  readonly computedKeys: readonly NutrientKey[];
  readonly flags: readonly PlausibilityFlag[];
  readonly source: string;
};

export type RowResult = { ok: true; value: CatalogueRow } | { ok: false; problems: CsvProblem[] };

const NUMBER_WITH_DOT = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const NUMBER_WITH_COMMA = /^[+-]?(\d+(,\d*)?|,\d+)$/;

/** Reads one cell: blank or "-" is unknown; a comma decimal is accepted in semicolon files. */
function readNumber(
  text: string,
  separator: CsvSeparator,
): { ok: true; value: number | undefined } | { ok: false } {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '-') return { ok: true, value: undefined };
  if (NUMBER_WITH_DOT.test(trimmed)) return { ok: true, value: Number(trimmed) };
  if (separator === ';' && NUMBER_WITH_COMMA.test(trimmed))
    return { ok: true, value: Number(trimmed.replace(',', '.')) };
  return { ok: false };
}

function round(value: number): number {
  const factor = 10 ** DECIMALS;
  return Math.round(value * factor) / factor;
}

function textOrNull(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * Converts one record (column name → cell text) of a catalogue file. Returns every problem of the row,
 * each with the row and column, or the converted feed.
 */
export function convertCatalogueRecord(
  record: Readonly<Record<string, string>>,
  line: number,
  profile: ImportProfile,
  separator: CsvSeparator = ',',
): RowResult {
  const problems: CsvProblem[] = [];
  const problem = (column: string, code: string, detail?: string) =>
    problems.push({ row: line, column, code, ...(detail === undefined ? {} : { detail }) });

  const sourceId = textOrNull(record.source_id);
  if (sourceId === null) problem('source_id', 'MISSING_SOURCE_ID');
  const namePtCell = textOrNull(record.name_pt);
  const nameEn = textOrNull(record.name_en);
  if (namePtCell === null && nameEn === null) problem('name_pt', 'MISSING_NAME');
  const source = textOrNull(record.source);
  if (source === null) problem('source', 'MISSING_SOURCE');

  // Category: an explicit `tipo` wins; otherwise the hint.
  const hint = textOrNull(record.category_hint);
  const tipoCell = textOrNull(record.tipo);
  let category: number | null = null;
  let group: FeedGroup | null = null;
  if (tipoCell !== null) {
    const tipo = Number(tipoCell);
    if (!isCatalogueCategory(tipo)) {
      problem('tipo', 'UNKNOWN_CATEGORY', tipoCell);
    } else {
      category = tipo;
      group = (hint !== null ? categoryFromHint(hint)?.group : null) ?? groupOfCategory(tipo);
    }
  } else if (hint === null) {
    problem('category_hint', 'MISSING_CATEGORY');
  } else {
    const mapped = categoryFromHint(hint);
    if (mapped === null) problem('category_hint', 'UNKNOWN_CATEGORY', hint);
    else ({ category, group } = mapped);
  }

  // Numbers: parse, then hard limits on what the file says.
  const original: Partial<Record<NutrientKey, number>> = {};
  for (const key of NUTRIENT_KEYS) {
    const cell = record[key];
    if (cell === undefined) continue;
    const parsed = readNumber(cell, separator);
    if (!parsed.ok) {
      problem(key, 'NOT_A_NUMBER', cell.trim().slice(0, 40));
      continue;
    }
    if (parsed.value === undefined) continue;
    const value = parsed.value;
    const isPercentOfCp =
      profile.proteinFractionsBasis === 'percent-of-cp' && PROTEIN_FRACTION_KEYS.includes(key);
    const max = isPercentOfCp ? 100 : HARD_MAXIMUM[key].max;
    if (!Number.isFinite(value)) problem(key, 'NOT_A_NUMBER', cell.trim().slice(0, 40));
    else if (value < 0) problem(key, 'NEGATIVE_VALUE', String(value));
    else if (value > max)
      problem(key, max === 100 ? 'PERCENT_ABOVE_100' : 'ABOVE_MAXIMUM', `${value} > ${max}`);
    else original[key] = value;
  }
  if (profile.proteinFractionsBasis === 'percent-of-cp' && original.PB === undefined) {
    for (const key of PROTEIN_FRACTION_KEYS) {
      if (original[key] !== undefined) problem(key, 'PROTEIN_FRACTION_NEEDS_PB');
    }
  }

  if (problems.length > 0 || sourceId === null || source === null || category === null || group === null) {
    return { ok: false, problems };
  }

  const nutrients: Partial<Record<NutrientKey, number>> = { ...original };
  const flags: PlausibilityFlag[] = [];
  const computed: NutrientKey[] = [];
  const isOrganic = isOrganicGroup(group);

  for (const key of profile.zeroMeansUnknown) {
    if (isOrganic && nutrients[key] === 0) {
      delete nutrients[key];
      flags.push({ code: 'ZERO_READ_AS_UNKNOWN', key, value: 0, reason: 'a 0 here means "not analysed"' });
    }
  }
  if (profile.proteinFractionsBasis === 'percent-of-cp' && nutrients.PB !== undefined) {
    const cp = nutrients.PB;
    for (const key of PROTEIN_FRACTION_KEYS) {
      const share = nutrients[key];
      if (share !== undefined) nutrients[key] = round((cp * share) / 100);
    }
  }
  const derive = (key: NutrientKey, value: number) => {
    nutrients[key] = round(value);
    computed.push(key);
  };
  const { PB, PNDR, FDN, EE } = nutrients;
  const MM = nutrients.MM;
  if (nutrients.PDR === undefined && PB !== undefined && PNDR !== undefined && PNDR <= PB) {
    derive('PDR', PB - PNDR);
  }
  if (nutrients.MO === undefined && MM !== undefined) derive('MO', 100 - MM);
  // Ash by difference when the source gives organic matter only (MM = 100 − MO), so CNF and TDN can follow.
  if (nutrients.MM === undefined && nutrients.MO !== undefined) derive('MM', 100 - nutrients.MO);
  const ash = nutrients.MM;
  if (
    nutrients.CNF === undefined &&
    PB !== undefined &&
    FDN !== undefined &&
    EE !== undefined &&
    ash !== undefined
  ) {
    const cnf = 100 - (PB + FDN + EE + ash);
    if (cnf < 0 && isOrganic) {
      flags.push({
        code: 'CNF_NEGATIVE_SET_TO_0',
        key: 'CNF',
        value: round(cnf),
        reason: '100 − (PB + FDN + EE + MM) < 0',
      });
    }
    derive('CNF', Math.max(0, cnf));
  }
  // Non-protein nitrogen supplies no energy: TDN, DE and ME 0 (BR-CORTE and NRC 2000 feed tables list urea with
  // TDN 0). NASEM (2021) gives urea a DE from its dairy energy model; it is kept in nutrientes_originais.
  if (group === 'npn' && nutrients.NDT === undefined) {
    const fileDe = nutrients.ED;
    nutrients.NDT = 0;
    nutrients.ED = 0;
    nutrients.EM = 0;
    flags.push({
      code: 'NON_ENERGY_SOURCE',
      key: 'NDT',
      value: 0,
      reason: `non-protein nitrogen: no energy${fileDe === undefined ? '' : ` (file ED ${fileDe} not used)`}`,
    });
  }
  // Pure chemical sources (ash ≥ 99 % of DM: salt, limestone, phosphates, oxides, sulfates) hold by their
  // formula no protein, fibre, energy and none of Ca or P that the file leaves blank: read those blanks as 0.
  // Non-protein nitrogen sources (urea, ammonium sulfate) are pure chemicals too.
  if (((group === 'mineral' || group === 'buffer') && (nutrients.MM ?? 0) >= 99) || group === 'npn') {
    const zeroed = PURE_INORGANIC_ZERO_KEYS.filter((key) => nutrients[key] === undefined);
    for (const key of zeroed) nutrients[key] = 0;
    if (zeroed.length > 0) {
      flags.push({
        code: 'ZERO_BY_FORMULA',
        key: null,
        reason: `pure inorganic source: ${zeroed.join(', ')} = 0`,
      });
    }
  }
  if (nutrients.NDT === undefined && (isOrganic || group === 'mineral')) {
    const tdn = calculateTdnFromComposition(
      {
        PB: nutrients.PB,
        FDN: nutrients.FDN,
        EE: nutrients.EE,
        MM: nutrients.MM,
        CNF: nutrients.CNF,
        lignina: nutrients.lignina,
      },
      { cattleClass: 'growing-finishing', proteinKind: group === 'roughage' ? 'forage' : 'concentrate' },
    );
    if (tdn.ok) derive('NDT', tdn.value.tdnPercentDm);
    else if (isOrganic) {
      flags.push({ code: 'ENERGY_NOT_COMPUTED', key: 'NDT', reason: `missing ${tdn.missing.join(', ')}` });
    }
  }
  if (nutrients.ED === undefined && nutrients.NDT !== undefined)
    derive('ED', calculateDeFromTdn(nutrients.NDT));
  if (nutrients.EM === undefined && nutrients.ED !== undefined) derive('EM', calculateMeFromDe(nutrients.ED));

  const given = new Set(Object.keys(original) as NutrientKey[]);
  flags.push(...findPlausibilityFlags(nutrients, group, given));

  return {
    ok: true,
    value: {
      line,
      sourceId,
      namePt: namePtCell ?? (nameEn as string),
      nameEn,
      nameEs: textOrNull(record.name_es),
      nameSci: textOrNull(record.name_sci),
      categoryHint: hint ?? hintOfCategory(category),
      category,
      group,
      isRoughage: isRoughageCategory(category),
      isAdditive: category === 5,
      nutrients,
      originalNutrients: original,
      computedKeys: computed,
      flags,
      source,
    },
  };
}

/** Result of reading a whole file: the good rows, every problem, and notes that do not block. */
export type CatalogueReadResult = {
  readonly rows: readonly CatalogueRow[];
  readonly problems: readonly CsvProblem[];
  readonly warnings: readonly CsvProblem[];
  readonly recordCount: number;
};

const REQUIRED_COLUMNS = ['source_id', 'name_pt', 'source'] as const;
const KNOWN_COLUMNS = new Set<string>([...CATALOGUE_COLUMNS, ...OPTIONAL_IMPORT_COLUMNS]);

/**
 * Reads a catalogue CSV: parses it, checks the header, converts every record and reports duplicate
 * source ids. Nothing is written; the caller decides (dry run or all-or-nothing import).
 */
export function readCatalogueCsv(text: string, profile: ImportProfile): CatalogueReadResult {
  const { csv, problems: parseProblems } = parseCsv(text);
  const problems: CsvProblem[] = [...parseProblems];
  const warnings: CsvProblem[] = [];
  const header = csv.header.map((name) => name.replace(/^\uFEFF/, ''));
  for (const column of REQUIRED_COLUMNS) {
    if (!header.includes(column)) problems.push({ row: 1, column, code: 'MISSING_COLUMN' });
  }
  if (!header.includes('category_hint') && !header.includes('tipo')) {
    problems.push({ row: 1, column: 'category_hint', code: 'MISSING_COLUMN' });
  }
  const seenColumns = new Set<string>();
  for (const column of header) {
    if (seenColumns.has(column)) problems.push({ row: 1, column, code: 'DUPLICATE_COLUMN' });
    seenColumns.add(column);
    if (!KNOWN_COLUMNS.has(column)) warnings.push({ row: 1, column, code: 'UNKNOWN_COLUMN_IGNORED' });
  }
  if (problems.some((item) => item.row === 1)) {
    return { rows: [], problems, warnings, recordCount: csv.records.length };
  }

  const rows: CatalogueRow[] = [];
  const firstLineOf = new Map<string, number>();
  for (const { line, cells } of csv.records) {
    const record: Record<string, string> = {};
    header.forEach((column, index) => {
      if (KNOWN_COLUMNS.has(column)) record[column] = cells[index] ?? '';
    });
    const result = convertCatalogueRecord(record, line, profile, csv.separator);
    if (!result.ok) {
      problems.push(...result.problems);
      continue;
    }
    const previous = firstLineOf.get(result.value.sourceId);
    if (previous !== undefined) {
      problems.push({
        row: line,
        column: 'source_id',
        code: 'DUPLICATE_SOURCE_ID',
        detail: `line ${previous}`,
      });
      continue;
    }
    firstLineOf.set(result.value.sourceId, line);
    rows.push(result.value);
  }
  problems.sort((a, b) => a.row - b.row);
  return { rows, problems, warnings, recordCount: csv.records.length };
}

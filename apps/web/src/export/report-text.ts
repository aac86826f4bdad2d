/**
 * Text helpers shared by the report builders: the translate function they receive, numbers and money in
 * the report's language (through format/), requirement and nutrient names, and units.
 */
import { requirementCodeText, requirementNameText, unitText } from '@cocho/contracts';
import { NUTRIENT_UNITS, REQUIREMENT_UNIT_KEYS } from '@cocho/engine';
import type {
  ConstraintRef,
  Currency,
  FormulationWarning,
  Language,
  NutrientKey,
  RequirementKey,
} from '@cocho/engine';
import {
  formatDate,
  formatMoney,
  formatMass,
  formatNumber,
  formatPercent,
  formatTime,
} from '../format/format';

/**
 * Translates a key (with `ns:` prefix for other namespaces) in the report's language. The download side
 * passes `i18n.getFixedT(language, 'export')`; tests pass the same.
 */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Number, money, percent and date writers bound to one language. */
export type ReportFormat = {
  readonly language: Language;
  /** The diet's currency of the money written; absent: the language's sign. */
  readonly currency?: Currency;
  readonly number: (value: number | null | undefined, decimals?: number) => string;
  /**
   * A mass with its own unit (`formatMass`): kg with `decimals` decimals, under 1 kg in g or mg, so the
   * column's header names no unit and every value says its own.
   */
  readonly mass: (value: number | null | undefined, decimals?: number) => string;
  readonly money: (value: number | null | undefined, decimals?: number) => string;
  readonly percent: (value: number | null | undefined, decimals?: number) => string;
  readonly dateTime: (value: Date) => string;
  readonly date: (value: Date) => string;
};

/** Shown for a value that does not exist (a missing price, a figure that cannot be computed). */
export const NO_VALUE = '–';

const finite = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** The writers of a report in `language`; money in `currency` (a diet's `moeda`) when given. */
export function createReportFormat(language: Language, timeZone?: string, currency?: Currency): ReportFormat {
  return {
    language,
    ...(currency === undefined ? {} : { currency }),
    number: (value, decimals = 2) => (finite(value) ? formatNumber(value, language, decimals) : NO_VALUE),
    mass: (value, decimals = 2) => (finite(value) ? formatMass(value, language, decimals) : NO_VALUE),
    money: (value, decimals = 2) =>
      finite(value) ? formatMoney(value, language, decimals, currency) : NO_VALUE,
    percent: (value, decimals = 1) => (finite(value) ? formatPercent(value, language, decimals) : NO_VALUE),
    dateTime: (value) => `${formatDate(value, language, timeZone)} ${formatTime(value, language, timeZone)}`,
    date: (value) => formatDate(value, language, timeZone),
  };
}

/** "Dry matter intake (CMS)" in the language; the name alone when the code only repeats it ("Starch"). */
export function requirementName(key: RequirementKey, language: Language): string {
  const name = requirementNameText(key, language);
  const code = requirementCodeText(key, language);
  return code.toLocaleLowerCase(language) === name.toLocaleLowerCase(language) ? name : `${name} (${code})`;
}

/** The requirement's unit per day in the language (kg/dia, g/day…). */
export function requirementUnit(key: RequirementKey, language: Language): string {
  return unitText(REQUIREMENT_UNIT_KEYS[key], language);
}

/** Decimals shown for a requirement amount: more for small units. */
export function requirementDecimals(key: RequirementKey): number {
  const unit = REQUIREMENT_UNIT_KEYS[key];
  return unit === 'kgPerDay' || unit === 'mcalPerDay' ? 2 : 1;
}

const NUTRIENT_UNIT_KEYS: Readonly<Record<string, string>> = {
  '% as fed': 'pctAsFed',
  '% DM': 'pctDm',
  'Mcal/kg DM': 'mcal',
  '%/h': 'pctPerHour',
  'mg/kg DM': 'mgKg',
};

/** The feed-composition unit of a nutrient key in the language (feeds namespace units). */
export function nutrientUnit(key: NutrientKey, t: Translate): string {
  const unitKey = NUTRIENT_UNIT_KEYS[NUTRIENT_UNITS[key]];
  return unitKey ? t(`feeds:unit.${unitKey}`) : NUTRIENT_UNITS[key];
}

/** A nutrient's short label in the language (feeds namespace: PB, CP; MS, DM), never the stored key. */
export function nutrientAbbreviation(key: NutrientKey, t: Translate): string {
  return t(`feeds:abbr.${key}`);
}

/** The feed-composition name of a nutrient key (feeds namespace). */
export function nutrientName(key: NutrientKey, t: Translate): string {
  return t(`feeds:nutrient.${key}`);
}

/** One conflicting constraint in words. */
export function describeConflict(
  ref: ConstraintRef,
  data: { readonly language: Language; readonly feedNames: Readonly<Record<string, string>> },
  t: Translate,
  format: ReportFormat,
): string {
  switch (ref.kind) {
    case 'requirement':
      return t(`conflict.requirement.${ref.bound}`, {
        name: requirementName(ref.key, data.language),
        value: format.number(ref.value, requirementDecimals(ref.key)),
        unit: requirementUnit(ref.key, data.language),
      });
    case 'feed':
      return t(`conflict.feed.${ref.bound}`, {
        name: data.feedNames[ref.id] ?? ref.id,
        value: format.percent(ref.value),
      });
    case 'roughageShare':
      return t('conflict.roughageShare', { value: format.percent(ref.value) });
    case 'mineralShare':
      return t('conflict.mineralShare', { value: format.number(ref.value, 3) });
    case 'caPRatio':
      return t(`conflict.caPRatio.${ref.bound}`, { value: format.number(ref.value, 2) });
    case 'crudeProteinFloor':
      return t('conflict.crudeProteinFloor', { value: format.percent(ref.value) });
  }
}

/** One formulation warning in words. */
export function describeWarning(
  warning: FormulationWarning,
  data: { readonly language: Language; readonly feedNames: Readonly<Record<string, string>> },
  t: Translate,
  format: ReportFormat,
): string {
  switch (warning.code) {
    case 'PERCENT_ABOVE_100':
      return t('warning.PERCENT_ABOVE_100', {
        name: data.feedNames[warning.id] ?? warning.id,
        // The feed's minimum or maximum restriction, or a nutrient's code (MS, FDN…).
        field:
          warning.field === 'min' || warning.field === 'max'
            ? t(`warning.field.${warning.field}`)
            : warning.field,
      });
    case 'UREA_EXCESS':
      return t('warning.UREA_EXCESS', {
        name: data.feedNames[warning.id] ?? warning.id,
        value: format.percent(warning.percentOfDm, 2),
      });
    case 'MINERALS_ABOVE_4_PERCENT':
      return t('warning.MINERALS_ABOVE_4_PERCENT', { value: format.percent(warning.percentOfDm, 2) });
    case 'EDITED_COMPOSITION':
      return t('warning.EDITED_COMPOSITION', { name: data.feedNames[warning.id] ?? warning.id });
    case 'FEED_EXCLUDED':
      return t('warning.FEED_EXCLUDED', { name: data.feedNames[warning.id] ?? warning.id });
    case 'FEED_WITHOUT_PRICE':
      return t('warning.FEED_WITHOUT_PRICE', { name: data.feedNames[warning.id] ?? warning.id });
    case 'MINIMUM_RESTRICTION_ABOVE_MAXIMUM_REQUIREMENT':
      return t('warning.MINIMUM_RESTRICTION_ABOVE_MAXIMUM_REQUIREMENT', {
        name: data.feedNames[warning.id] ?? warning.id,
        requirement: requirementName(warning.key, data.language),
        forced: format.number(warning.forced, requirementDecimals(warning.key)),
        maximum: format.number(warning.maximum, requirementDecimals(warning.key)),
        unit: requirementUnit(warning.key, data.language),
      });
    case 'EDITED_REQUIREMENT_NOT_SELECTED':
      return t('warning.EDITED_REQUIREMENT_NOT_SELECTED', {
        requirement: requirementName(warning.key, data.language),
      });
    case 'BELOW_MINIMUM_INCLUSION':
      return t('warning.BELOW_MINIMUM_INCLUSION', {
        name: data.feedNames[warning.id] ?? warning.id,
        grams: format.number(warning.grams, 0),
        minimum: format.number(warning.minimumGrams, 0),
      });
    case 'CA_P_RATIO_MISSED':
      return t(`warning.CA_P_RATIO_MISSED_${warning.bound}`, {
        reached: warning.reached === null ? '–' : format.number(warning.reached, 2),
        required: format.number(warning.required, 2),
      });
    case 'CRUDE_PROTEIN_FLOOR_MISSED':
      return t('warning.CRUDE_PROTEIN_FLOOR_MISSED', {
        reached: format.percent(warning.reached),
        required: format.percent(warning.required),
      });
    case 'GRAZING_INTAKE_LIMITS_GAIN':
      return t('warning.GRAZING_INTAKE_LIMITS_GAIN', { intake: format.number(warning.intakeKg, 2) });
    case 'NDF_MAXIMUM_NOT_APPLIED_ON_PASTURE':
      return t('warning.NDF_MAXIMUM_NOT_APPLIED_ON_PASTURE', { maximum: format.number(warning.maximum, 2) });
  }
}

/** A file name for a report: `<kind>-<diet name>-<YYYY-MM-DD>.<extension>`, ASCII only. */
export function reportFileName(stem: string, name: string | null, date: Date, extension: string): string {
  const slug = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase()
      .slice(0, 60);
  const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  return [slug(stem), name ? slug(name) : '', day].filter((part) => part !== '').join('-') + `.${extension}`;
}

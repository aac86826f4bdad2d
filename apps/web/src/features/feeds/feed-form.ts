/**
 * The feed form of /enviar-alimento: feed name required (docs/product/calculation.md#validation), comma or point
 * decimals accepted, values within the physical limits of @cocho/contracts' NUTRIENT_MAXIMUM, and for the
 * public catalogue a lab report (PDF, PNG or JPEG up to LAB_REPORT_MAX_BYTES). Messages are i18n keys of
 * the `feeds` namespace (`form.error.*`) with their values.
 */
import { LAB_REPORT_MAX_BYTES, LAB_REPORT_MIME_TYPES, NUTRIENT_MAXIMUM } from '@cocho/contracts';
import type { TUserFeedInput } from '@cocho/contracts';
import { NUTRIENT_KEYS } from '@cocho/engine';
import type { Language, NutrientKey } from '@cocho/engine';
import { parseTypedNumber, readTypedNumber, typedNumberValue } from '../../ui/read-number';

export type SendMode = 'cqbal' | 'privado' | 'adaptar';

export type FeedFormValues = {
  name: string;
  nameSci: string;
  tipo: number | '';
  cost: string;
  nutrients: Partial<Record<NutrientKey, string>>;
  report: { name: string; type: string; size: number } | null;
};

export type FormMessage = { key: string; values?: Record<string, string | number> };
export type FormErrors = Partial<Record<string, FormMessage>>;

export const EMPTY_FORM: FeedFormValues = {
  name: '',
  nameSci: '',
  tipo: '',
  cost: '',
  nutrients: {},
  report: null,
};

/** Nutrients shown first in the form; the rest sit under "more nutrients". */
export const MAIN_FORM_KEYS: readonly NutrientKey[] = [
  'MS',
  'PB',
  'PDR',
  'PNDR',
  'NDT',
  'EM',
  'FDN',
  'FDNfe',
  'FDA',
  'lignina',
  'EE',
  'CNF',
  'MM',
  'AMIDO',
  'Ca',
  'P',
];
export const OTHER_FORM_KEYS: readonly NutrientKey[] = NUTRIENT_KEYS.filter(
  (key) => !MAIN_FORM_KEYS.includes(key),
);

/** Checks the form; answers the call input or every field's message. */
export function validateFeedForm(
  values: FeedFormValues,
  mode: SendMode,
  language: Language,
): { ok: true; input: TUserFeedInput } | { ok: false; errors: FormErrors } {
  const errors: FormErrors = {};
  if (values.name.trim() === '') errors.name = { key: 'form.error.nameRequired' };
  if (values.tipo === '') errors.tipo = { key: 'form.error.categoryRequired' };

  const nutrientes: Record<string, string> = {};
  for (const key of NUTRIENT_KEYS) {
    const text = values.nutrients[key]?.trim() ?? '';
    if (text === '') continue;
    const value = parseTypedNumber(text, language);
    if (value === null) errors[`nutrientes.${key}`] = { key: 'form.error.notANumber' };
    else if (value < 0) errors[`nutrientes.${key}`] = { key: 'form.error.negative' };
    else if (value > NUTRIENT_MAXIMUM[key]) {
      errors[`nutrientes.${key}`] = {
        key: 'form.error.aboveMaximum',
        values: { max: NUTRIENT_MAXIMUM[key] },
      };
    } else nutrientes[key] = String(value);
  }
  const hasComposition = NUTRIENT_KEYS.some((key) => (values.nutrients[key]?.trim() ?? '') !== '');
  if (!hasComposition) errors.nutrientes = { key: 'form.error.compositionRequired' };

  let cost: number | null = null;
  if (values.cost.trim() !== '') {
    cost = typedNumberValue(readTypedNumber(values.cost, language, { isMoney: true }));
    if (cost === null) errors.custo = { key: 'form.error.notANumber' };
    else if (cost < 0) errors.custo = { key: 'form.error.negative' };
  }

  if (mode === 'cqbal') {
    if (values.report === null) errors.laudo = { key: 'form.error.reportRequired' };
    else if (!(LAB_REPORT_MIME_TYPES as readonly string[]).includes(values.report.type)) {
      errors.laudo = { key: 'form.error.reportType' };
    } else if (values.report.size > LAB_REPORT_MAX_BYTES) {
      errors.laudo = { key: 'form.error.reportTooLarge', values: { maxKb: LAB_REPORT_MAX_BYTES / 1024 } };
    }
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      name: values.name.trim(),
      name_sci: values.nameSci.trim() === '' ? null : values.nameSci.trim(),
      tipo: values.tipo === '' ? 0 : values.tipo,
      nutrientes,
      custo: cost,
    },
  };
}

/** Pre-fills the form from a feed being adapted (values in the language's decimal separator). */
export function formFromFeed(
  feed: {
    name: string;
    name_sci: string | null;
    tipo: number;
    nutrientes: Partial<Record<NutrientKey, number>>;
    nutrientes_calculados?: readonly NutrientKey[];
  },
  decimalSeparator: string,
): FeedFormValues {
  const nutrients: Partial<Record<NutrientKey, string>> = {};
  // Computed values (NDT, ED, EM, CNF …) are left out, so the server derives them again from the edited
  // composition instead of keeping the parent's stale numbers.
  const computed = new Set(feed.nutrientes_calculados ?? []);
  for (const key of NUTRIENT_KEYS) {
    const value = feed.nutrientes[key];
    if (value !== undefined && !computed.has(key))
      nutrients[key] = String(value).replace('.', decimalSeparator);
  }
  return {
    name: feed.name,
    nameSci: feed.name_sci ?? '',
    tipo: feed.tipo,
    cost: '',
    nutrients,
    report: null,
  };
}

/**
 * The one feed form's values and rules (docs/decisions/feed-form.md): a user's feed (/enviar-alimento: to the
 * lab catalogue, private, adapted from a feed, or editing a private one) and a company's feed
 * (/empresa/add-alimento). Typed numbers are read by the one reader (ui/read-number.ts), within the physical
 * limits of NUTRIENT_MAXIMUM; the call input is then checked by the contracts' schemas (`ZUserFeedInput`,
 * `ZCompanyFeedInput`: name required, docs/product/calculation.md#validation; a category; bounds 0–100 with
 * min_100 ≤ max_100, docs/product/calculation.md#records). Messages are i18n keys with their values, keyed
 * by the call's field path (`nutrientes.PB`); `feedFormResolver` hands them to react-hook-form.
 */
import {
  LAB_REPORT_MAX_BYTES,
  LAB_REPORT_MIME_TYPES,
  NUTRIENT_MAXIMUM,
  ZCompanyFeedInput,
  ZUserFeedInput,
} from '@cocho/contracts';
import type { TCompanyFeedInput, TFeed, TFeedVisibility, TUserFeedInput } from '@cocho/contracts';
import { NUTRIENT_KEYS } from '@cocho/engine';
import type { Language, NutrientKey } from '@cocho/engine';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { encodeFieldMessage } from '../../i18n/field-error';
import { nestFieldMessages } from '../../ui/form/schema-form';
import { parseTypedNumber, readTypedNumber, typedNumberValue } from '../../ui/read-number';

export type SendMode = 'cqbal' | 'privado' | 'adaptar';

export type FeedFormValues = {
  name: string;
  nameSci: string;
  tipo: number | '';
  cost: string;
  nutrients: Partial<Record<NutrientKey, string>>;
  /** The lab report chosen (a File) for the catalogue. */
  report: { name: string; type: string; size: number } | null;
  /** The feed an adapted feed starts from. */
  parentId: string | null;
  /** A company feed's visibility, restriction and inclusion bounds (% of dry-matter intake). */
  visibility: TFeedVisibility;
  isRestricted: boolean;
  min100: string;
  max100: string;
};

export type FormMessage = { key: string; values?: Record<string, string | number> };
export type FormErrors = Partial<Record<string, FormMessage>>;
export type FeedFormResult<I> = { ok: true; input: I } | { ok: false; errors: FormErrors };
export type CompanyFeedInput = Omit<TCompanyFeedInput, 'id_empresa'>;

export const EMPTY_FORM: FeedFormValues = {
  name: '',
  nameSci: '',
  tipo: '',
  cost: '',
  nutrients: {},
  report: null,
  parentId: null,
  visibility: 'privado',
  isRestricted: false,
  min100: '',
  max100: '',
};
export const EMPTY_COMPANY_FEED: FeedFormValues = { ...EMPTY_FORM, visibility: 'empresa' };

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

/** The message of a contract issue on the call field `field`. */
function messageOfIssue(field: string, issue: z.core.$ZodIssue): FormMessage {
  if (field === 'name') return { key: 'form.error.nameRequired' };
  if (field === 'tipo') return { key: 'form.error.categoryRequired' };
  if (field === 'min_100' || field === 'max_100')
    return {
      key: issue.code === 'custom' ? 'company:feeds.error.maxBelowMin' : 'company:feeds.error.boundRange',
    };
  return { key: 'form.error.server', values: { code: issue.code } };
}

/** Checks `candidate` with the contract's `schema`, adding each field's first message to `errors`. */
function checkWith<S extends z.ZodType>(
  schema: S,
  candidate: unknown,
  errors: FormErrors,
): z.output<S> | null {
  const parsed = schema.safeParse(candidate);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.');
    errors[field] ??= messageOfIssue(field, issue);
  }
  return null;
}

/** The typed nutrients as the call sends them (point decimals), or their messages. */
function readNutrients(
  values: FeedFormValues,
  language: Language,
  errors: FormErrors,
): Record<string, string> {
  const nutrientes: Record<string, string> = {};
  for (const key of NUTRIENT_KEYS) {
    const text = values.nutrients[key]?.trim() ?? '';
    if (text === '') continue;
    const value = parseTypedNumber(text, language);
    if (value === null) errors[`nutrientes.${key}`] = { key: 'form.error.notANumber' };
    else if (value < 0) errors[`nutrientes.${key}`] = { key: 'form.error.negative' };
    else if (value > NUTRIENT_MAXIMUM[key])
      errors[`nutrientes.${key}`] = {
        key: 'form.error.aboveMaximum',
        values: { max: NUTRIENT_MAXIMUM[key] },
      };
    else nutrientes[key] = String(value);
  }
  if (!NUTRIENT_KEYS.some((key) => (values.nutrients[key]?.trim() ?? '') !== ''))
    errors.nutrientes = { key: 'form.error.compositionRequired' };
  return nutrientes;
}

function readCost(text: string, language: Language, errors: FormErrors): number | null {
  if (text.trim() === '') return null;
  const cost = typedNumberValue(readTypedNumber(text, language, { isMoney: true }));
  if (cost === null) errors.custo = { key: 'form.error.notANumber' };
  else if (cost < 0) errors.custo = { key: 'form.error.negative' };
  return cost;
}

function checkReport(report: FeedFormValues['report'], errors: FormErrors): void {
  if (report === null) errors.laudo = { key: 'form.error.reportRequired' };
  else if (!(LAB_REPORT_MIME_TYPES as readonly string[]).includes(report.type))
    errors.laudo = { key: 'form.error.reportType' };
  else if (report.size > LAB_REPORT_MAX_BYTES)
    errors.laudo = { key: 'form.error.reportTooLarge', values: { maxKb: LAB_REPORT_MAX_BYTES / 1024 } };
}

/** The fields every feed form sends, read from the texts (checked by the contract afterwards). */
function candidateOf(values: FeedFormValues, language: Language, errors: FormErrors) {
  return {
    name: values.name,
    name_sci: values.nameSci.trim() === '' ? null : values.nameSci,
    tipo: values.tipo === '' ? undefined : values.tipo,
    nutrientes: readNutrients(values, language, errors),
    custo: readCost(values.cost, language, errors),
  };
}

/** Checks a user's feed form; answers the call input or every field's message. */
export function validateFeedForm(
  values: FeedFormValues,
  mode: SendMode,
  language: Language,
): FeedFormResult<TUserFeedInput> {
  const errors: FormErrors = {};
  const input = checkWith(ZUserFeedInput, candidateOf(values, language, errors), errors);
  if (mode === 'cqbal') checkReport(values.report, errors);
  return input === null || Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, input };
}

/** A typed bound: null when empty (no bound), undefined when not a number. */
function readBound(text: string, language: Language): number | null | undefined {
  if (text.trim() === '') return null;
  return parseTypedNumber(text.replace('%', ''), language) ?? undefined;
}

/**
 * Checks a company feed form (messages with their namespace, `feeds:` or `company:`); answers the call input
 * without the company id (the page's) or every field's message.
 */
export function validateCompanyFeedForm(
  values: FeedFormValues,
  language: Language,
): FeedFormResult<CompanyFeedInput> {
  const errors: FormErrors = {};
  const min = readBound(values.min100, language);
  const max = readBound(values.max100, language);
  if (min === undefined) errors.min_100 = { key: 'feeds:form.error.notANumber' };
  if (max === undefined) errors.max_100 = { key: 'feeds:form.error.notANumber' };
  const candidate = {
    ...candidateOf(values, language, errors),
    // Checked with the schema's own company id rule by a placeholder; the page adds its company's.
    id_empresa: 1,
    visibilidade: values.visibility,
    restrito: values.isRestricted,
    min_100: min ?? null,
    max_100: max ?? null,
  };
  const checked = checkWith(ZCompanyFeedInput, candidate, errors);
  for (const [field, message] of Object.entries(errors))
    if (message && !message.key.includes(':')) errors[field] = { ...message, key: `feeds:${message.key}` };
  if (checked === null || Object.keys(errors).length > 0) return { ok: false, errors };
  const { id_empresa: _placeholder, ...input } = checked;
  return { ok: true, input };
}

/**
 * Whether the web offers to edit a listed feed: a private user feed (so the user's own; a colleague's feed
 * shared with the company is listed too and is not theirs) not approved into the catalogue (the server
 * refuses that edit).
 */
export const isEditableFeed = (feed: TFeed): boolean =>
  feed.id.startsWith('USR|') && feed.visibilidade === 'privado' && feed.status !== 'aprovado';

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
  return { ...EMPTY_FORM, name: feed.name, nameSci: feed.name_sci ?? '', tipo: feed.tipo, nutrients };
}

/** The form of a saved feed, a user's or a company's (numbers in the language's decimal separator). */
export function formOfSavedFeed(feed: TFeed, decimalSeparator: string): FeedFormValues {
  const number = (value: number | null) =>
    value === null ? '' : String(value).replace('.', decimalSeparator);
  return {
    ...formFromFeed(feed, decimalSeparator),
    cost: number(feed.custo),
    visibility: feed.visibilidade,
    isRestricted: feed.restrito,
    min100: number(feed.min_100),
    max100: number(feed.max_100),
  };
}

/** The form field of a call field path (`custo` → `cost`, `nutrientes.PB` → `nutrients.PB`). */
const FORM_FIELDS: Readonly<Record<string, keyof FeedFormValues>> = {
  name: 'name',
  name_sci: 'nameSci',
  tipo: 'tipo',
  custo: 'cost',
  nutrientes: 'nutrients',
  laudo: 'report',
  visibilidade: 'visibility',
  restrito: 'isRestricted',
  min_100: 'min100',
  max_100: 'max100',
};
export function formFieldOf(callField: string): string {
  const [head = '', ...rest] = callField.split('.');
  const field = FORM_FIELDS[head];
  return field === undefined ? 'root.server' : [field, ...rest].join('.');
}

/**
 * A message as react-hook-form carries it: the form kit's encoded field message, its key in the `feeds`
 * namespace unless it names its own.
 */
export const encodeFormMessage = ({ key, values }: FormMessage): string =>
  encodeFieldMessage({ key: key.includes(':') ? key : `feeds:${key}`, ...(values ? { values } : {}) });

/** A react-hook-form resolver from one of the checks above: the values become the call input. */
export function feedFormResolver<I extends object>(
  validate: (values: FeedFormValues) => FeedFormResult<I>,
): Resolver<FeedFormValues, unknown, I> {
  return (values) => {
    const result = validate(values);
    if (result.ok) return { values: result.input, errors: {} };
    const messages: Record<string, string> = {};
    for (const [field, message] of Object.entries(result.errors))
      if (message) messages[formFieldOf(field)] ??= encodeFormMessage(message);
    return { values: {}, errors: nestFieldMessages<FeedFormValues>(messages) };
  };
}

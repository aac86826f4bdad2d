/**
 * The company feed form of /empresa/add-alimento (also editing): the feed form of /enviar-alimento (name,
 * category, cost, composition; feeds/feed-form.ts) plus visibility, restricted and the inclusion bounds
 * min_100 ≤ max_100 (% of dry-matter intake, 0–100) that bind every diet using the feed (docs/product/calculation.md#records).
 * Messages are i18n keys: `form.error.*` of the `feeds` namespace, `feeds.error.*` of `company`.
 */
import type { TCompanyFeed, TCompanyFeedInput, TFeedVisibility } from '@cocho/contracts';
import type { Language } from '@cocho/engine';
import { parseTypedNumber } from '../../ui/read-number';
import { EMPTY_FORM, formFromFeed, validateFeedForm } from '../feeds/feed-form';
import type { FeedFormValues, FormErrors } from '../feeds/feed-form';

export type CompanyFeedValues = FeedFormValues & {
  visibility: TFeedVisibility;
  isRestricted: boolean;
  min100: string;
  max100: string;
};

export const EMPTY_COMPANY_FEED: CompanyFeedValues = {
  ...EMPTY_FORM,
  visibility: 'empresa',
  isRestricted: false,
  min100: '',
  max100: '',
};

/** A typed bound: null when empty, else a number 0–100 or an error key. */
function readBound(
  text: string,
  language: Language,
): { ok: true; value: number | null } | { ok: false; key: string } {
  if (text.trim() === '') return { ok: true, value: null };
  const value = parseTypedNumber(text.replace('%', ''), language);
  if (value === null) return { ok: false, key: 'feeds:form.error.notANumber' };
  if (value < 0 || value > 100) return { ok: false, key: 'company:feeds.error.boundRange' };
  return { ok: true, value };
}

/** Checks the form; answers the call input (without the company id) or every field's message. */
export function validateCompanyFeedForm(
  values: CompanyFeedValues,
  language: Language,
): { ok: true; input: Omit<TCompanyFeedInput, 'id_empresa'> } | { ok: false; errors: FormErrors } {
  const base = validateFeedForm(values, 'privado', language);
  const errors: FormErrors = {};
  if (!base.ok) {
    for (const [field, message] of Object.entries(base.errors)) {
      if (message) errors[field] = { ...message, key: `feeds:${message.key}` };
    }
  }
  const min = readBound(values.min100, language);
  const max = readBound(values.max100, language);
  if (!min.ok) errors.min_100 = { key: min.key };
  if (!max.ok) errors.max_100 = { key: max.key };
  if (min.ok && max.ok && min.value !== null && max.value !== null && max.value < min.value)
    errors.max_100 = { key: 'company:feeds.error.maxBelowMin' };
  if (!base.ok || !min.ok || !max.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      ...base.input,
      visibilidade: values.visibility,
      restrito: values.isRestricted,
      min_100: min.value,
      max_100: max.value,
    },
  };
}

/** The form of a saved company feed (numbers in the language's decimal separator). */
export function companyFeedFormOf(feed: TCompanyFeed, decimalSeparator: string): CompanyFeedValues {
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

/** Whether the company may ask for this feed to be sponsored now (docs/product/shell.md#states). */
export function canRequestSponsorship(feed: TCompanyFeed): boolean {
  return (
    !feed.restrito &&
    feed.EXCLUIDO === 0 &&
    (feed.patrocinio === null || feed.patrocinio === 'recusado' || feed.patrocinio === 'revogado')
  );
}

/**
 * The ration (mixture) calculator's form (route /calcular-racao): feeds with amounts in kg
 * or %, as fed (MN) or dry matter (MS), the ration to produce and the mixer size. Validation follows
 * docs/product/calculation.md#validation ("Report needs at least one feed and the quantity to produce"); numbers are typed in the
 * interface language. The calculation is @cocho/engine's `calculateMixture`.
 */
import { DEFAULT_TOTAL_RATION_KG } from '@cocho/engine';
import type { Language, MixtureFeed, MixtureFieldError, MixtureInput } from '@cocho/engine';
import type { TFeed } from '@cocho/contracts';
import { readTypedNumber, reformatNumberText, toPlainNumberText } from '../../ui/read-number';

/** Amounts in kg, or shares in percent of the mix. */
export type AmountMode = 'kg' | 'percent';
/** Basis of the amounts: as fed (MN) or dry matter (MS). */
export type MixtureBasis = 'MN' | 'MS';

export type MixtureFormRow = {
  readonly feedId: string;
  readonly amountText: string;
  /** Price per kg as fed, in the language's money format; optional. */
  readonly priceText: string;
};

export type MixtureForm = {
  readonly rows: readonly MixtureFormRow[];
  readonly mode: AmountMode;
  readonly basis: MixtureBasis;
  /** Ration to produce, kg as fed. */
  readonly totalText: string;
  /** Mixer capacity, kg as fed per batch; empty for no batch sheet. */
  readonly mixerText: string;
};

export type MixtureErrorKey =
  | 'noFeeds'
  | 'totalRequired'
  | 'mustBePositive'
  | 'amountRequired'
  | 'notANumber'
  | 'wrongSeparator'
  | 'ambiguous'
  | 'negative'
  | 'sumZero'
  | 'percentOver100'
  | 'noDryMatter';

/** A form problem: the field (`feeds`, `total`, `mixer`, `row.<i>.amount`, `row.<i>.price`) and its message key. */
export type MixtureFormError = { readonly field: string; readonly key: MixtureErrorKey };

export type MixtureFormOutcome =
  | { readonly ok: true; readonly input: MixtureInput }
  | { readonly ok: false; readonly errors: readonly MixtureFormError[] };

/** A fresh form: no feeds, amounts in kg as fed, the default ration of 1000 kg (docs/product/calculation.md#records). */
export function createMixtureForm(language: Language): MixtureForm {
  return {
    rows: [],
    mode: 'kg',
    basis: 'MN',
    totalText: toPlainNumberText(DEFAULT_TOTAL_RATION_KG, language, 0),
    mixerText: '',
  };
}

/** Checks the form and builds the engine input. Every problem is returned, not only the first. */
export function validateMixtureForm(
  form: MixtureForm,
  feeds: ReadonlyMap<string, TFeed>,
  language: Language,
): MixtureFormOutcome {
  const errors: MixtureFormError[] = [];
  if (form.rows.length === 0) errors.push({ field: 'feeds', key: 'noFeeds' });

  const readNumber = (text: string, field: string, isRequired: boolean, isMoney = false): number | null => {
    const typed = readTypedNumber(text, language, { isMoney });
    if (typed.kind === 'empty') {
      if (isRequired) errors.push({ field, key: field === 'total' ? 'totalRequired' : 'amountRequired' });
      return null;
    }
    if (typed.kind === 'invalid') {
      errors.push({ field, key: typed.reason });
      return null;
    }
    if (typed.value < 0) {
      errors.push({ field, key: 'negative' });
      return null;
    }
    return typed.value;
  };

  const amounts: (number | null)[] = [];
  const alimentos = form.rows.map((row, index): MixtureFeed => {
    const amount = readNumber(row.amountText, `row.${index}.amount`, true);
    if (amount !== null && form.mode === 'percent' && amount > 100)
      errors.push({ field: `row.${index}.amount`, key: 'percentOver100' });
    amounts.push(amount);
    const price = readNumber(row.priceText, `row.${index}.price`, false, true);
    const feed = feeds.get(row.feedId);
    return {
      id: row.feedId,
      nutrientes: feed?.nutrientes ?? {},
      ...(form.mode === 'percent' ? { proporcao: amount } : { quantidade: amount }),
      custo: price,
    };
  });
  const amountsOk = errors.every((error) => !error.field.endsWith('.amount'));
  if (form.rows.length > 0 && amountsOk) {
    const sum = amounts.reduce<number>((total, amount) => total + (amount ?? 0), 0);
    if (!(sum > 0)) errors.push({ field: 'feeds', key: 'sumZero' });
  }

  const total = readNumber(form.totalText, 'total', true);
  if (total === 0) errors.push({ field: 'total', key: 'mustBePositive' });
  const mixer = readNumber(form.mixerText, 'mixer', false);
  if (mixer === 0) errors.push({ field: 'mixer', key: 'mustBePositive' });

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      alimentos,
      base: form.basis,
      total_racao_a_produzir: total,
      capacidade_misturador: mixer,
    },
  };
}

/** The form errors of the engine's own checks (a feed without dry matter, a zero total). */
export function fromEngineErrors(errors: readonly MixtureFieldError[]): MixtureFormError[] {
  return errors.map((error) => {
    const row = /^alimentos\.(\d+)\.nutrientes\.MS$/.exec(error.field);
    if (row) return { field: `row.${row[1]}.amount`, key: 'noDryMatter' };
    if (error.code === 'TOTAL_NOT_POSITIVE' || error.code === 'NO_FEEDS')
      return { field: 'feeds', key: error.code === 'NO_FEEDS' ? 'noFeeds' : 'sumZero' };
    if (error.field === 'total_racao_a_produzir') return { field: 'total', key: 'mustBePositive' };
    if (error.field === 'capacidade_misturador') return { field: 'mixer', key: 'mustBePositive' };
    return { field: 'feeds', key: 'notANumber' };
  });
}

/** The whole form re-written for another language. */
export function reformatMixtureForm(form: MixtureForm, from: Language, to: Language): MixtureForm {
  return {
    ...form,
    totalText: reformatNumberText(form.totalText, from, to),
    mixerText: reformatNumberText(form.mixerText, from, to),
    rows: form.rows.map((row) => ({
      ...row,
      amountText: reformatNumberText(row.amountText, from, to),
      priceText: reformatNumberText(row.priceText, from, to, true),
    })),
  };
}

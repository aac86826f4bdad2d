/**
 * Brazilian taxpayer numbers (docs/product/shell.md#validation): CPF (people, 11 digits) and CNPJ (companies, 14 digits), each
 * with two check digits (Receita Federal's modulo-11 rules), never one digit repeated. Input may carry the
 * usual punctuation ("529.982.247-25", "11.222.333/0001-81"); what is stored is the digits only.
 */

/** Punctuation accepted around the digits of a CPF or CNPJ. */
const DOCUMENT_PUNCTUATION = /[\s./-]/g;

/** The digits of a CPF or CNPJ as typed, or null when anything but digits and the usual punctuation is present. */
export function normalizeTaxNumber(text: string): string | null {
  const digits = text.replace(DOCUMENT_PUNCTUATION, '');
  return /^\d+$/.test(digits) ? digits : null;
}

const isOneRepeatedDigit = (digits: string): boolean => /^(\d)\1*$/.test(digits);

/** Modulo-11 check digit of `digits` with `weights` (CPF and CNPJ: remainder < 2 gives 0, else 11 − remainder). */
function checkDigit(digits: string, weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** CPF weights: 10..2 for the first check digit, 11..2 for the second. */
const CPF_WEIGHTS_1 = [10, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CPF_WEIGHTS_2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2] as const;
/** CNPJ weights: 5..2 then 9..2 for the first check digit, 6..2 then 9..2 for the second. */
const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** Whether `text` is a valid CPF: 11 digits (punctuation allowed), not one repeated digit, both check digits right. */
export function isValidCpf(text: string): boolean {
  const digits = normalizeTaxNumber(text);
  if (digits === null || digits.length !== 11 || isOneRepeatedDigit(digits)) return false;
  return (
    checkDigit(digits, CPF_WEIGHTS_1) === Number(digits[9]) &&
    checkDigit(digits, CPF_WEIGHTS_2) === Number(digits[10])
  );
}

/** Whether `text` is a valid CNPJ: 14 digits (punctuation allowed), not one repeated digit, both check digits right. */
export function isValidCnpj(text: string): boolean {
  const digits = normalizeTaxNumber(text);
  if (digits === null || digits.length !== 14 || isOneRepeatedDigit(digits)) return false;
  return (
    checkDigit(digits, CNPJ_WEIGHTS_1) === Number(digits[12]) &&
    checkDigit(digits, CNPJ_WEIGHTS_2) === Number(digits[13])
  );
}

/** Field error code of a Brazilian document, or null when it is a valid CPF or CNPJ. */
export function brazilianDocumentProblem(
  text: string,
): 'cpfInvalid' | 'cnpjInvalid' | 'documentInvalid' | null {
  const digits = normalizeTaxNumber(text);
  if (digits === null) return 'documentInvalid';
  if (digits.length === 11) return isValidCpf(digits) ? null : 'cpfInvalid';
  if (digits.length === 14) return isValidCnpj(digits) ? null : 'cnpjInvalid';
  return 'documentInvalid';
}

/**
 * The stored form of a document number: a Brazilian CPF or CNPJ as its digits; any other country's
 * document trimmed, inner spaces collapsed and upper-cased (so duplicates compare equal).
 */
export function normalizeDocumentNumber(text: string, isBrazil: boolean): string {
  if (isBrazil) return normalizeTaxNumber(text) ?? text.trim();
  return text.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** The valid CPF (11 digits) whose first nine digits are `base` (padded with zeros); for test data. */
export function cpfFromBase(base: number | string): string {
  const digits = String(base).replace(/\D/g, '').padStart(9, '0').slice(-9);
  const first = `${digits}${checkDigit(digits, CPF_WEIGHTS_1)}`;
  return `${first}${checkDigit(first, CPF_WEIGHTS_2)}`;
}

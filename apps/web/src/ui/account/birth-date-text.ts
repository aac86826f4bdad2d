/**
 * A birth date as the user types it: DD/MM/YYYY in Portuguese and Spanish, MM/DD/YYYY in English (
 * docs/product/shell.md#audience); stored YYYY-MM-DD.
 */
import type { Language } from '@cocho/engine';

const isMonthFirst = (language: Language): boolean => language === 'en';

/** The stored date (YYYY-MM-DD) as typed text in `language`; empty for null or a malformed date. */
export function birthDateToText(iso: string | null, language: Language): string {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  if (!match) return '';
  const [, year, month, day] = match;
  return isMonthFirst(language) ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}

/**
 * Typed text as YYYY-MM-DD for the contract's rule, which then says whether it is a real past date; text
 * that is not three slash-separated numbers is returned as typed (the rule refuses it); empty stays empty.
 */
export function birthDateFromText(text: string, language: Language): string {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return text.trim();
  const [first, second, year] = [match[1] ?? '', match[2] ?? '', match[3] ?? ''];
  const [month, day] = isMonthFirst(language) ? [first, second] : [second, first];
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** Typing aid: keeps digits and puts the slashes in (at most 8 digits: __/__/____). */
export function maskBirthDateText(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

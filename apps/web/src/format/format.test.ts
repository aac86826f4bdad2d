import { describe, expect, it } from 'vitest';
import { parseLocaleNumber, parseMoney, parsePercent } from '@cocho/engine';
import type { Language } from '@cocho/engine';
import {
  formatKgAmount,
  formatMass,
  formatDate,
  formatMonth,
  formatCnpj,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPercent,
  formatTime,
  currencySymbolOf,
} from './format';

// Intl separates the currency symbol with a no-break space; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatNumber', () => {
  it('uses dot thousands and comma decimals in pt and es, the reverse in en', () => {
    expect(formatNumber(1234567.891, 'pt', 2)).toBe('1.234.567,89');
    expect(formatNumber(1234567.891, 'es', 2)).toBe('1.234.567,89');
    expect(formatNumber(1234567.891, 'en', 2)).toBe('1,234,567.89');
  });

  it('groups four-digit numbers in Spanish as in Portuguese', () => {
    expect(formatNumber(1234.5, 'es', 1)).toBe('1.234,5');
  });

  it('shows exactly the requested decimals', () => {
    expect(formatNumber(30.42, 'pt', 0)).toBe('30');
    expect(formatNumber(30.42, 'pt', 3)).toBe('30,420');
    expect(formatNumber(0.005, 'en', 2)).toBe('0.01');
    expect(formatNumber(-2.5, 'en', 1)).toBe('-2.5');
  });
});

describe('formatMoney', () => {
  it('shows R$ with decimal comma in pt, $ with decimal comma in es, $ with decimal point in en', () => {
    expect(plain(formatMoney(1234.5, 'pt'))).toBe('R$ 1.234,50');
    expect(plain(formatMoney(1234.5, 'es'))).toBe('$ 1.234,50');
    expect(plain(formatMoney(-8.75, 'es'))).toBe('-$ 8,75');
    expect(formatMoney(1234.5, 'en')).toBe('$1,234.50');
  });
});

describe('formatMoney in a diet currency', () => {
  it('writes the currency’s sign in the language’s number format', () => {
    expect(plain(formatMoney(1234.5, 'pt', 2, 'BRL'))).toBe('R$ 1.234,50');
    expect(plain(formatMoney(1234.5, 'es', 2, 'ARS'))).toBe('$ 1.234,50');
    expect(plain(formatMoney(1234.5, 'es', 2, 'UYU'))).toBe('$U 1.234,50');
    expect(plain(formatMoney(1234.5, 'es', 2, 'BOB'))).toBe('Bs 1.234,50');
    expect(formatMoney(1234.5, 'en', 2, 'USD')).toBe('US$1,234.50');
    expect(formatMoney(1234.5, 'en', 2, 'BRL')).toBe('R$1,234.50');
  });

  it('gives the guaraní no decimals (two fewer than asked for a two-decimal currency)', () => {
    expect(plain(formatMoney(1234567.8, 'es', 2, 'PYG'))).toBe('Gs. 1.234.568');
    expect(plain(formatMoney(1234.5678, 'pt', 4, 'PYG'))).toBe('Gs. 1.234,57');
    expect(formatMoney(1234567.8, 'en', 2, 'PYG')).toBe('Gs.1,234,568');
  });

  it('keeps the language’s sign without a currency, and the currency’s with one', () => {
    expect(currencySymbolOf('en', 'PYG')).toBe('Gs.');
    expect(currencySymbolOf('pt', null)).toBe('R$');
  });
});

describe('currencySymbolOf', () => {
  it('gives R$ in pt and $ in en and es, as formatMoney shows them (docs/product/calculation.md#constants)', () => {
    expect(currencySymbolOf('pt')).toBe('R$');
    expect(currencySymbolOf('es')).toBe('$');
    expect(currencySymbolOf('en')).toBe('$');
    for (const language of ['pt', 'en', 'es'] as const)
      expect(formatMoney(1, language)).toContain(currencySymbolOf(language));
  });
});

describe('formatPercent', () => {
  it('takes percent units', () => {
    expect(formatPercent(12.5, 'pt')).toBe('12,5%');
    expect(formatPercent(12.5, 'en')).toBe('12.5%');
    expect(formatPercent(100, 'es', 0)).toBe('100%');
  });
});

describe('dates', () => {
  const instant = Date.UTC(2026, 10, 5, 15, 4); // 5 November 2026, 15:04 UTC

  it('orders day and month per language', () => {
    expect(formatDate(instant, 'pt', 'UTC')).toBe('05/11/2026');
    expect(formatDate(instant, 'es', 'UTC')).toBe('05/11/2026');
    expect(formatDate(instant, 'en', 'UTC')).toBe('11/05/2026');
  });

  it('uses 24-hour time in pt and es and 12-hour time in en', () => {
    expect(formatTime(instant, 'pt', 'UTC')).toBe('15:04');
    expect(formatTime(instant, 'es', 'UTC')).toBe('15:04');
    expect(plain(formatTime(instant, 'en', 'UTC'))).toBe('3:04 PM');
    expect(plain(formatDateTime(instant, 'en', 'UTC'))).toBe('11/05/2026 3:04 PM');
    expect(formatDateTime(Date.UTC(2026, 0, 2, 0, 7), 'pt', 'UTC')).toBe('02/01/2026 00:07');
  });
});

describe('round trip with the engine parsers', () => {
  const languages: Language[] = ['pt', 'en', 'es'];

  it.each(languages)('parses back what it formats (%s)', (language) => {
    for (const value of [0, 1.5, 1234.56, -98765.43, 1000000]) {
      expect(parseLocaleNumber(formatNumber(value, language, 2), language)).toBeCloseTo(value, 9);
      expect(parseMoney(plain(formatMoney(value, language)), language)).toBeCloseTo(value, 9);
    }
    expect(parsePercent(formatPercent(12.5, language), language)).toBeCloseTo(12.5, 9);
  });
});

describe('formatMass and formatKgAmount: amounts under 1 kg in g, then mg (docs/product/calculation.md#constants)', () => {
  it.each(['pt', 'en', 'es'] as const)(
    'a 0.03 kg trace mineral mix is 30 g, 0.0005 kg is 500 mg (%s)',
    (language) => {
      expect(formatMass(0.03, language)).toBe('30 g');
      expect(formatMass(0.0005, language)).toBe('500 mg');
      expect(formatKgAmount(0.03, language)).toBe('30 g');
      expect(formatKgAmount(0.0005, language, 3)).toBe('500 mg');
    },
  );
  it('keeps kg from 1 kg up, with the language decimal separator', () => {
    expect(formatMass(12.5, 'pt')).toBe('12,50 kg');
    expect(formatMass(12.5, 'en')).toBe('12.50 kg');
    expect(formatMass(0.0125, 'es')).toBe('12,5 g');
    // A table column keeps its decimals in every unit.
    expect(formatMass(0.8352, 'pt', 2, { fixedDecimals: true })).toBe('835,20 g');
    expect(formatMass(0.0005, 'en', 2, { fixedDecimals: true })).toBe('500.00 mg');
    expect(formatKgAmount(1234.5, 'pt', 1)).toBe('1.234,5');
    expect(formatKgAmount(0, 'en')).toBe('0.00');
  });
});

describe('formatMonth', () => {
  it('names a stored month (YYYY-MM) in each language, whatever the time zone', () => {
    expect(formatMonth('2026-11', 'pt')).toBe('nov. de 2026');
    expect(formatMonth('2026-11', 'en')).toBe('Nov 2026');
    expect(formatMonth('2026-01', 'es')).toBe('ene 2026');
    expect(formatMonth('não é mês', 'pt')).toBe('não é mês');
  });
});

describe('formatCnpj', () => {
  it('writes 14 digits with the usual mask and leaves anything else as given', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('11.222.333/0001-81')).toBe('11.222.333/0001-81');
    expect(formatCnpj('123')).toBe('123');
  });
});

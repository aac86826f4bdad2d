import { describe, expect, it } from 'vitest';
import { localeNumberValue, readLocaleNumber } from './read-locale-number';
import type { Language } from './parse-number';

const value = (text: string, language: Language, options = {}) =>
  localeNumberValue(readLocaleNumber(text, language, options));

describe('readLocaleNumber', () => {
  it('reads each language in its own convention', () => {
    expect(value('1.234,5', 'pt')).toBe(1234.5);
    expect(value('1.234,5', 'es')).toBe(1234.5);
    expect(value('1,234.5', 'en')).toBe(1234.5);
    expect(value('12,5', 'pt')).toBe(12.5);
    expect(value('0,125', 'es')).toBe(0.125);
    expect(value('1.800,00', 'es')).toBe(1800);
    expect(value('1.234.567', 'pt')).toBe(1234567);
    expect(value(',5', 'pt')).toBe(0.5);
    expect(value('2100', 'en')).toBe(2100);
  });

  it('accepts the other convention where only it can read the text', () => {
    expect(value('2.5', 'pt')).toBe(2.5);
    expect(value('190.50', 'es')).toBe(190.5);
    expect(value('12,5', 'en')).toBe(12.5);
    expect(value('1,800.00', 'pt')).toBe(1800);
  });

  it('asks when the two conventions read different numbers', () => {
    expect(readLocaleNumber('2.100', 'pt')).toEqual({ kind: 'ambiguous', readings: [2100, 2.1] });
    expect(readLocaleNumber('1.800', 'es')).toEqual({ kind: 'ambiguous', readings: [1800, 1.8] });
    expect(readLocaleNumber('1,050', 'en')).toEqual({ kind: 'ambiguous', readings: [1050, 1.05] });
    expect(readLocaleNumber('2,100', 'pt')).toEqual({ kind: 'ambiguous', readings: [2.1, 2100] });
  });

  it('never drops a character silently', () => {
    expect(readLocaleNumber('3a20', 'pt')).toEqual({ kind: 'invalid', reason: 'notANumber' });
    expect(readLocaleNumber('-380', 'pt')).toEqual({ kind: 'invalid', reason: 'negative' });
    expect(readLocaleNumber('1.2.3,4,5', 'pt')).toEqual({ kind: 'invalid', reason: 'wrongSeparator' });
    expect(readLocaleNumber('1.23', 'pt', {})).toEqual({ kind: 'number', value: 1.23 });
    expect(readLocaleNumber('12.34,5', 'pt')).toEqual({ kind: 'invalid', reason: 'wrongSeparator' });
    expect(value('-2,5', 'pt', { allowNegative: true })).toBe(-2.5);
  });

  it('strips currency and percent signs only where the field says so', () => {
    expect(value('R$ 1.250,00', 'pt', { isMoney: true })).toBe(1250);
    expect(value('Gs. 1.800.000', 'es', { isMoney: true })).toBe(1800000);
    expect(value('US$ 12.50', 'en', { isMoney: true })).toBe(12.5);
    expect(readLocaleNumber('R$ 12', 'pt').kind).toBe('invalid');
    expect(value('12,5 %', 'pt', { isPercent: true })).toBe(12.5);
    expect(readLocaleNumber('', 'pt')).toEqual({ kind: 'empty' });
    expect(readLocaleNumber('  ', 'en')).toEqual({ kind: 'empty' });
  });

  it('reads back every number written in any language with grouping, unambiguously or with it among the readings', () => {
    const formats: Record<Language, Intl.NumberFormat> = {
      pt: new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 4 }),
      es: new Intl.NumberFormat('es-ES', { maximumFractionDigits: 4, useGrouping: true }),
      en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 }),
    };
    for (const language of ['pt', 'es', 'en'] as const) {
      for (const n of [0, 0.5, 1, 2.1, 12.5, 999, 1000, 1050, 1800.25, 2100, 123456.789, 1234567]) {
        const reading = readLocaleNumber(formats[language].format(n), language);
        const own = reading.kind === 'ambiguous' ? reading.readings[0] : localeNumberValue(reading);
        expect(own, `${language} ${n}`).toBeCloseTo(n, 6);
      }
    }
  });
});

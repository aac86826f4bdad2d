import { describe, expect, it } from 'vitest';
import { parseFormNumber, parseLocaleNumber, parseMoney, parsePercent } from './parse-number';

describe('parseLocaleNumber', () => {
  it('reads Portuguese and Spanish with a decimal comma and a thousands dot', () => {
    expect(parseLocaleNumber('1.234,5', 'pt')).toBe(1234.5);
    expect(parseLocaleNumber('0,25', 'es')).toBe(0.25);
    expect(parseLocaleNumber('12.500,0', 'pt')).toBe(12500);
    expect(parseLocaleNumber(',5', 'pt')).toBe(0.5);
  });

  it('accepts the other convention only where it alone reads the text, and never guesses', () => {
    expect(parseLocaleNumber('2.5', 'pt')).toBe(2.5);
    expect(parseLocaleNumber('190.50', 'es')).toBe(190.5);
    expect(parseLocaleNumber('2,5', 'en')).toBe(2.5);
    expect(parseMoney('R$ 190.5', 'pt')).toBe(190.5);
    // Both conventions read these, as different numbers: the screens ask which one was meant.
    expect(parseLocaleNumber('12.500', 'pt')).toBeNull();
    expect(parseLocaleNumber('1,050', 'en')).toBeNull();
    expect(parseFormNumber('1.800', 'es')).toBeNull();
    expect(parseLocaleNumber('1.2345', 'pt')).toBe(1.2345);
  });

  it('reads English with a decimal point and a thousands comma', () => {
    expect(parseLocaleNumber('1,234.5', 'en')).toBe(1234.5);
    expect(parseLocaleNumber('1,234,567.25', 'en')).toBe(1234567.25);
  });

  it('gives null for empty or non-numeric text', () => {
    expect(parseLocaleNumber('', 'pt')).toBeNull();
    expect(parseLocaleNumber('  ', 'en')).toBeNull();
    expect(parseLocaleNumber('abc', 'pt')).toBeNull();
    expect(parseLocaleNumber('1,2,3', 'pt')).toBeNull();
    expect(parseLocaleNumber(null, 'pt')).toBeNull();
    expect(parseLocaleNumber(Number.NaN, 'pt')).toBeNull();
  });

  it('keeps signs', () => {
    expect(parseLocaleNumber('-3,5', 'pt')).toBe(-3.5);
  });
});

describe('money and percent', () => {
  it('strips R$ and U$', () => {
    expect(parseMoney('R$ 1.234,56', 'pt')).toBeCloseTo(1234.56, 9);
    expect(parseMoney('U$0.00', 'en')).toBe(0);
    expect(parseMoney('$12.50', 'en')).toBe(12.5);
  });

  it('strips %', () => {
    expect(parsePercent('53,5%', 'pt')).toBe(53.5);
  });

  it('falls back to money parsing in forms', () => {
    expect(parseFormNumber('R$ 190,00', 'pt')).toBe(190);
    expect(parseFormNumber('400', 'en')).toBe(400);
  });
});

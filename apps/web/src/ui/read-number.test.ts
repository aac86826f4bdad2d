import { describe, expect, it } from 'vitest';
import { parseTypedNumber, readFieldNumber, readTypedNumber, reformatNumberText } from './read-number';

const value = (value: number) => ({ kind: 'number', value });
const wrongSeparator = { kind: 'invalid', reason: 'wrongSeparator' };
const notANumber = { kind: 'invalid', reason: 'notANumber' };

describe('readTypedNumber', () => {
  it('reads comma decimals and dot thousands in Portuguese and Spanish', () => {
    for (const language of ['pt', 'es'] as const) {
      expect(readTypedNumber('4,5', language)).toEqual(value(4.5));
      expect(readTypedNumber('1.000', language)).toEqual(value(1000));
      expect(readTypedNumber('12.500,25', language)).toEqual(value(12500.25));
      expect(readTypedNumber(',5', language)).toEqual(value(0.5));
      expect(readTypedNumber(' 20 ', language)).toEqual(value(20));
    }
  });

  it('reads point decimals and comma thousands in English', () => {
    expect(readTypedNumber('4.5', 'en')).toEqual(value(4.5));
    expect(readTypedNumber('1,000', 'en')).toEqual(value(1000));
    expect(readTypedNumber('12,500.25', 'en')).toEqual(value(12500.25));
  });

  it('refuses a thousands separator that does not group three digits (not read as ten times the amount)', () => {
    expect(readTypedNumber('4.5', 'pt')).toEqual(wrongSeparator);
    expect(readTypedNumber('0.25', 'es')).toEqual(wrongSeparator);
    expect(readTypedNumber('4,5', 'en')).toEqual(wrongSeparator);
    expect(readTypedNumber('1.00', 'pt')).toEqual(wrongSeparator);
    expect(readTypedNumber('1,5,3', 'pt')).toEqual(wrongSeparator);
  });

  it('tells empty text from text that is not a number', () => {
    expect(readTypedNumber('', 'pt')).toEqual({ kind: 'empty' });
    expect(readTypedNumber('   ', 'en')).toEqual({ kind: 'empty' });
    expect(readTypedNumber('abc', 'pt')).toEqual(notANumber);
    expect(readTypedNumber('1e5', 'en')).toEqual(notANumber);
    expect(readTypedNumber('-', 'pt')).toEqual(notANumber);
    expect(readTypedNumber(',', 'pt')).toEqual(notANumber);
  });

  it('keeps the sign, so a negative number can be refused as negative', () => {
    expect(readTypedNumber('-2,5', 'pt')).toEqual(value(-2.5));
  });

  it('strips the currency from money', () => {
    expect(readTypedNumber('R$ 1.234,50', 'pt', { isMoney: true })).toEqual(value(1234.5));
    expect(readTypedNumber('$0.30', 'en', { isMoney: true })).toEqual(value(0.3));
    expect(readTypedNumber('R$ 1.20', 'pt', { isMoney: true })).toEqual(wrongSeparator);
    expect(readTypedNumber('R$ 1,20', 'pt')).toEqual(notANumber);
  });
});

describe('parseTypedNumber', () => {
  it('accepts comma and point decimals and thousands', () => {
    expect(parseTypedNumber('12,5')).toBe(12.5);
    expect(parseTypedNumber(' 12.5 ')).toBe(12.5);
    expect(parseTypedNumber('1.234,5')).toBe(1234.5);
    expect(parseTypedNumber('1,234.5')).toBe(1234.5);
    expect(parseTypedNumber('abc')).toBeNull();
    expect(parseTypedNumber('')).toBeNull();
  });
});

describe('reformatNumberText', () => {
  it('re-writes a typed number for the new language and keeps unreadable text', () => {
    expect(reformatNumberText('1.234,5', 'pt', 'en')).toBe('1,234.5');
    expect(reformatNumberText('0,25', 'pt', 'en', true)).toBe('0.25');
    expect(reformatNumberText('1,000', 'en', 'es')).toBe('1.000');
    expect(reformatNumberText('abc', 'pt', 'en')).toBe('abc');
    expect(reformatNumberText('', 'pt', 'en')).toBe('');
  });
});

describe('readFieldNumber', () => {
  it('reads a field by its kind in the language, empty as null and text as undefined', () => {
    expect(readFieldNumber('  ', 'money', 'pt')).toBeNull();
    expect(readFieldNumber('R$ 1.234,50', 'money', 'pt')).toBe(1234.5);
    expect(readFieldNumber('1,234.50', 'money', 'en')).toBe(1234.5);
    expect(readFieldNumber('12,5', 'percentage', 'pt')).toBe(12.5);
    expect(readFieldNumber('abc', 'float', 'pt')).toBeUndefined();
  });
});

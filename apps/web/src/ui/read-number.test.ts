import { describe, expect, it } from 'vitest';
import { parseTypedNumber, readFieldNumber, readTypedNumber, reformatNumberText } from './read-number';

const value = (value: number) => ({ kind: 'number', value });
const wrongSeparator = { kind: 'invalid', reason: 'wrongSeparator' };
const notANumber = { kind: 'invalid', reason: 'notANumber' };
const ambiguous = { kind: 'invalid', reason: 'ambiguous' };

describe('readTypedNumber', () => {
  it('reads comma decimals and dot thousands in Portuguese and Spanish', () => {
    for (const language of ['pt', 'es'] as const) {
      expect(readTypedNumber('4,5', language)).toEqual(value(4.5));
      expect(readTypedNumber('1000', language)).toEqual(value(1000));
      expect(readTypedNumber('1.000,0', language)).toEqual(value(1000));
      expect(readTypedNumber('12.500,25', language)).toEqual(value(12500.25));
      expect(readTypedNumber(',5', language)).toEqual(value(0.5));
      expect(readTypedNumber(' 20 ', language)).toEqual(value(20));
    }
  });

  it('reads point decimals and comma thousands in English', () => {
    expect(readTypedNumber('4.5', 'en')).toEqual(value(4.5));
    expect(readTypedNumber('1,000.0', 'en')).toEqual(value(1000));
    expect(readTypedNumber('12,500.25', 'en')).toEqual(value(12500.25));
  });

  it('reads the other convention only where it alone reads the text', () => {
    expect(readTypedNumber('4.5', 'pt')).toEqual(value(4.5));
    expect(readTypedNumber('0.25', 'es')).toEqual(value(0.25));
    expect(readTypedNumber('4,5', 'en')).toEqual(value(4.5));
    expect(readTypedNumber('1.00', 'pt')).toEqual(value(1));
    expect(readTypedNumber('1,5,3', 'pt')).toEqual(wrongSeparator);
  });

  it('gives both readings when the two conventions read different numbers, never one of them', () => {
    expect(readTypedNumber('1.000', 'pt')).toEqual({ ...ambiguous, readings: [1000, 1] });
    expect(readTypedNumber('2.100', 'es')).toEqual({ ...ambiguous, readings: [2100, 2.1] });
    expect(readTypedNumber('1,050', 'en')).toEqual({ ...ambiguous, readings: [1050, 1.05] });
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
    expect(readTypedNumber('R$ 1.20', 'pt', { isMoney: true })).toEqual(value(1.2));
    expect(readTypedNumber('R$ 1.200', 'pt', { isMoney: true })).toEqual({
      ...ambiguous,
      readings: [1200, 1.2],
    });
    expect(readTypedNumber('R$ 1,20', 'pt')).toEqual(notANumber);
  });
});

describe('parseTypedNumber', () => {
  it('reads the language convention, the other one where only it reads the text, and never guesses', () => {
    expect(parseTypedNumber('12,5', 'pt')).toBe(12.5);
    expect(parseTypedNumber(' 12.5 ', 'pt')).toBe(12.5);
    expect(parseTypedNumber('1.234,5', 'pt')).toBe(1234.5);
    expect(parseTypedNumber('1,234.5', 'en')).toBe(1234.5);
    expect(parseTypedNumber('1.800', 'es')).toBeNull();
    expect(parseTypedNumber('abc', 'pt')).toBeNull();
    expect(parseTypedNumber('', 'en')).toBeNull();
  });
});

describe('reformatNumberText', () => {
  it('re-writes a typed number for the new language and keeps unreadable text', () => {
    // Written back without grouping, so the new language's reader reads exactly this number.
    expect(reformatNumberText('1.234,5', 'pt', 'en')).toBe('1234.5');
    expect(reformatNumberText('0,25', 'pt', 'en', true)).toBe('0.25');
    expect(reformatNumberText('1,5', 'pt', 'en', true)).toBe('1.50');
    expect(reformatNumberText('1,000.0', 'en', 'es')).toBe('1000');
    expect(reformatNumberText('1,000', 'en', 'es')).toBe('1,000');
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

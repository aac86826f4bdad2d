import { describe, expect, it } from 'vitest';
import {
  brazilianDocumentProblem,
  cpfFromBase,
  isValidCnpj,
  isValidCpf,
  normalizeDocumentNumber,
  normalizeTaxNumber,
} from './documents';

describe('isValidCpf', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', ' 111 444 777 35 '])('accepts %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each([
    ['one repeated digit', '111.111.111-11'],
    ['all zeros', '000.000.000-00'],
    ['wrong first check digit', '529.982.247-35'],
    ['wrong second check digit', '529.982.247-26'],
    ['10 digits', '529.982.247-2'],
    ['12 digits', '529.982.247-250'],
    ['letters', '529.982.24a-25'],
    ['a CNPJ', '11.222.333/0001-81'],
    ['empty', ''],
  ])('refuses %s', (_why, cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });
});

describe('isValidCnpj', () => {
  it.each(['11.222.333/0001-81', '11222333000181', '45.723.174/0001-10'])('accepts %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it.each([
    ['one repeated digit', '11.111.111/1111-11'],
    ['wrong first check digit', '11.222.333/0001-91'],
    ['wrong second check digit', '11.222.333/0001-82'],
    ['13 digits', '11.222.333/0001-8'],
    ['12 digits', '112223330001'],
    ['a CPF', '529.982.247-25'],
    ['other characters', '11.222.333|0001-81'],
  ])('refuses %s', (_why, cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });
});

describe('brazilianDocumentProblem', () => {
  it('names the rule broken by the length of the number', () => {
    expect(brazilianDocumentProblem('529.982.247-25')).toBeNull();
    expect(brazilianDocumentProblem('45.723.174/0001-10')).toBeNull();
    expect(brazilianDocumentProblem('529.982.247-24')).toBe('cpfInvalid');
    expect(brazilianDocumentProblem('45.723.174/0001-11')).toBe('cnpjInvalid');
    expect(brazilianDocumentProblem('12345')).toBe('documentInvalid');
    expect(brazilianDocumentProblem('AB123456')).toBe('documentInvalid');
  });
});

describe('normalizing document numbers', () => {
  it('keeps the digits of a Brazilian number', () => {
    expect(normalizeTaxNumber('11.222.333/0001-81')).toBe('11222333000181');
    expect(normalizeDocumentNumber('529.982.247-25', true)).toBe('52998224725');
  });

  it('keeps other documents as typed, trimmed and upper-cased', () => {
    expect(normalizeDocumentNumber('  ab 12   34 ', false)).toBe('AB 12 34');
  });
});

describe('cpfFromBase', () => {
  it('completes nine digits with their check digits', () => {
    expect(cpfFromBase('529982247')).toBe('52998224725');
    expect(cpfFromBase(111444777)).toBe('11144477735');
    expect(isValidCpf(cpfFromBase(42))).toBe(true);
  });
});

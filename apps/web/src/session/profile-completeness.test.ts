import { describe, expect, it } from 'vitest';
import type { TUser } from '@cocho/contracts';
import { testUser } from '../testing/test-user';
import { checkProfile } from './profile-completeness';

const BRAZIL = 31;
const ARGENTINA = 11;

const brazilian = (address: Partial<TUser['endereco']> = {}, overrides: Partial<TUser> = {}) => {
  const base = testUser();
  return testUser({
    perfil: 'pecuarista',
    data_nascimento: '1980-05-02',
    sexo: 'F',
    endereco: {
      ...base.endereco,
      pais: BRAZIL,
      cidade: 'Viçosa',
      logradouro: 'Rua P. H. Rolfs',
      numero: '100',
      ...address,
    },
    ...overrides,
  });
};

describe('checkProfile (docs/product/shell.md#incomplete-profile)', () => {
  it('accepts a complete Brazilian registration', () => {
    expect(checkProfile(brazilian(), BRAZIL)).toEqual({ isIncomplete: false, lacksPersonalData: false });
  });

  it.each([
    ['name', brazilian({}, { NOME: ' ' })],
    ['profile', brazilian({}, { perfil: null })],
    ['street number', brazilian({ numero: null })],
    ['street', brazilian({ logradouro: '' })],
    ['city', brazilian({ cidade: null })],
    ['country', brazilian({ pais: null })],
  ])('a Brazilian registration without %s is incomplete', (_missing, user) => {
    expect(checkProfile(user, BRAZIL).isIncomplete).toBe(true);
  });

  it('asks the document number, not the street, outside Brazil', () => {
    const abroad = brazilian({ pais: ARGENTINA, numero: null, logradouro: null, cidade: null });
    expect(checkProfile(abroad, BRAZIL).isIncomplete).toBe(true);
    expect(checkProfile({ ...abroad, numero_documento: '20-12345678-3' }, BRAZIL).isIncomplete).toBe(false);
    // A Brazilian without a document is complete: the document is required outside Brazil only.
    expect(checkProfile(brazilian({}, { numero_documento: null }), BRAZIL).isIncomplete).toBe(false);
  });

  it('checks only name and profile while Brazil’s id is unknown', () => {
    expect(checkProfile(brazilian({ numero: null }), null).isIncomplete).toBe(false);
    expect(checkProfile(brazilian({}, { perfil: null }), null).isIncomplete).toBe(true);
  });

  it('reminds about a missing birth date or sex without blocking', () => {
    expect(checkProfile(brazilian({}, { data_nascimento: null }), BRAZIL)).toEqual({
      isIncomplete: false,
      lacksPersonalData: true,
    });
    expect(checkProfile(brazilian({}, { sexo: null }), BRAZIL).lacksPersonalData).toBe(true);
  });
});

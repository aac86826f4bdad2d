import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidPersonName, isValidPhone, normalizeEmail, normalizePhone } from './contact';

describe('isValidPersonName', () => {
  it.each(['Ana', 'José da Silva 2', 'Fazenda Boa Vista', '  Zé Lu  '])('accepts %s', (name) => {
    expect(isValidPersonName(name)).toBe(true);
  });

  it.each(['Al', '  A  ', 'Ana-Maria', 'Ana.', 'x'.repeat(121), ''])('refuses %j', (name) => {
    expect(isValidPersonName(name)).toBe(false);
  });
});

describe('isValidEmail', () => {
  it.each(['ana@example.com', 'Ana.Silva+gado@fazenda.com.br', 'a@b.co', 'nome@domínio.com.br'])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each(['ana', 'ana@', '@example.com', 'ana@example', 'ana @example.com', 'ana@@example.com', ''])(
    'refuses %j',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );

  it('refuses an e-mail longer than 254 characters', () => {
    expect(isValidEmail(`${'a'.repeat(250)}@b.com`)).toBe(false);
  });

  it('stores e-mails trimmed and lower-case', () => {
    expect(normalizeEmail('  Ana@Example.COM ')).toBe('ana@example.com');
  });
});

describe('phones', () => {
  it.each([
    ['(11) 98765-4321', '11987654321'],
    ['+55 11 98765 4321', '+5511987654321'],
    ['3232-1010', '32321010'],
    ['+1.202.555.0143', '+12025550143'],
  ])('accepts %s as %s', (typed, stored) => {
    expect(isValidPhone(typed)).toBe(true);
    expect(normalizePhone(typed)).toBe(stored);
  });

  it.each(['1234567', '1234567890123456', '11 9876x4321', '55+11987654321', '', '+'])(
    'refuses %j',
    (phone) => {
      expect(isValidPhone(phone)).toBe(false);
      expect(normalizePhone(phone)).toBeNull();
    },
  );
});

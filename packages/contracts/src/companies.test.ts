import { describe, expect, it } from 'vitest';
import { ZCnpj, ZCompanyFields } from './companies';

const FIELDS = {
  razao_social: 'Alfa Nutrição Animal Ltda',
  nome_fantasia: 'Alfa',
  cnpj: '11.222.333/0001-81',
  email_dono: 'Dono@Example.com',
};

describe('company fields', () => {
  it('accepts a CNPJ with punctuation and answers its digits', () => {
    expect(ZCnpj.parse(' 11.222.333/0001-81 ')).toBe('11222333000181');
    expect(ZCnpj.parse('11444777000161')).toBe('11444777000161');
  });

  it('refuses wrong check digits, one repeated digit, a wrong length and letters', () => {
    for (const cnpj of [
      '11.222.333/0001-82',
      '11.222.333/0001-91',
      '00000000000000',
      '1122233300018',
      'AB222333000181',
    ]) {
      const result = ZCnpj.safeParse(cnpj);
      expect([cnpj, result.success]).toEqual([cnpj, false]);
      expect(result.error?.issues[0]?.message).toBe('cnpjInvalid');
    }
  });

  it('needs both names, reads empty optional texts as null and checks the support link', () => {
    const parsed = ZCompanyFields.parse({ ...FIELDS, inscricao_estadual: '  ', suporte_link: '' });
    expect(parsed).toMatchObject({
      email_dono: 'dono@example.com',
      inscricao_estadual: null,
      suporte_link: null,
    });
    expect(ZCompanyFields.safeParse({ ...FIELDS, nome_fantasia: ' ' }).success).toBe(false);
    expect(ZCompanyFields.safeParse({ ...FIELDS, suporte_link: 'javascript:alert(1)' }).success).toBe(false);
    expect(
      ZCompanyFields.safeParse({ ...FIELDS, suporte_link: 'https://alfa.example.com/ajuda' }).success,
    ).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { findCountryFieldProblems } from './account-rules';

const BRAZIL = 31;
const address = { pais: BRAZIL, cidade: 'Viçosa', logradouro: 'Rua A', numero: '10' };

describe('findCountryFieldProblems', () => {
  it('accepts a valid CPF or CNPJ with street, number and city in Brazil', () => {
    expect(
      findCountryFieldProblems({ numero_documento: '529.982.247-25', endereco: address }, BRAZIL),
    ).toEqual([]);
    expect(
      findCountryFieldProblems({ numero_documento: '11.222.333/0001-81', endereco: address }, BRAZIL),
    ).toEqual([]);
  });

  it('names the document and the missing address fields in Brazil', () => {
    expect(
      findCountryFieldProblems(
        { numero_documento: '529.982.247-24', endereco: { pais: BRAZIL, cidade: ' ', logradouro: null } },
        BRAZIL,
      ),
    ).toEqual([
      { field: 'numero_documento', code: 'cpfInvalid' },
      { field: 'endereco.logradouro', code: 'required' },
      { field: 'endereco.numero', code: 'required' },
      { field: 'endereco.cidade', code: 'required' },
    ]);
  });

  it('accepts any document and address elsewhere', () => {
    expect(findCountryFieldProblems({ numero_documento: 'X1234', endereco: { pais: 7 } }, BRAZIL)).toEqual(
      [],
    );
  });
});

import { describe, expect, it } from 'vitest';
import { alterarSenha, resetPassword, updateUser } from './account';
import { ALSO_WITH_OTHER_ISSUES, ZRegisterRequest } from './auth';
import { refineForCountry } from './validation/account-rules';

const BRAZIL = 31;

const registration = {
  NOME: 'Maria Teste',
  email: '  Maria@Example.COM ',
  password: 'senha-forte-123',
  confirmacao: 'senha-forte-123',
  codigo: '123456',
  aceite: true,
  perfil: 'pecuarista',
  telefone: '(31) 98765-4321',
  como_conheceu: 'amigo',
  endereco: { pais: BRAZIL, estado: 'MG', cidade: 'Viçosa', logradouro: 'Rua A', numero: '10' },
  numero_documento: '529.982.247-25',
  data_nascimento: '1990-05-01',
  sexo: 'F',
  idioma: 0,
};

/** The field codes of a failed parse, as the server answers them (`message` of a custom issue, else the issue code). */
function fieldCodes(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; code: string; message: string }[] };
}) {
  return (result.error?.issues ?? []).map(
    (issue) => `${issue.path.join('.')}:${issue.code === 'custom' ? issue.message : issue.code}`,
  );
}

describe('ZRegisterRequest', () => {
  it('accepts a complete registration and lower-cases the e-mail', () => {
    const parsed = ZRegisterRequest.parse(registration);
    expect(parsed.email).toBe('maria@example.com');
    expect(parsed.endereco.bairro).toBeNull();
  });

  it('reports a confirmation that does not match on the confirmation field', () => {
    expect(fieldCodes(ZRegisterRequest.safeParse({ ...registration, confirmacao: 'outra-senha' }))).toEqual([
      'confirmacao:passwordMismatch',
    ]);
  });

  it('reports the confirmation while another field is wrong too, as every wrong field at once', () => {
    // A choice outside the list ends zod's checks of the object, unless the refinement says otherwise.
    expect(
      fieldCodes(ZRegisterRequest.safeParse({ ...registration, perfil: 'fazendeiro', confirmacao: 'outra' })),
    ).toEqual(['perfil:invalid_value', 'confirmacao:passwordMismatch']);
  });

  it('needs the terms accepted', () => {
    expect(fieldCodes(ZRegisterRequest.safeParse({ ...registration, aceite: false }))).toEqual([
      'aceite:termsRequired',
    ]);
  });

  it.each([
    ['NOME', 'Al', 'NOME:too_small'],
    ['NOME', 'Ana_Maria', 'NOME:invalid_format'],
    ['email', 'maria@', 'email:invalidEmail'],
    ['password', 'curta', 'password:too_small'],
    ['telefone', '12-34', 'telefone:phoneInvalid'],
    ['numero_documento', '  ', 'numero_documento:too_small'],
    ['data_nascimento', '2999-01-01', 'data_nascimento:birthDateFuture'],
    ['data_nascimento', '01/05/1990', 'data_nascimento:birthDateInvalid'],
    ['sexo', 'X', 'sexo:invalid_value'],
    ['como_conheceu', 'tv', 'como_conheceu:invalid_value'],
    ['codigo', '12345', 'codigo:invalid_format'],
    ['perfil', 'fazendeiro', 'perfil:invalid_value'],
  ])('refuses a bad %s (%j)', (field, value, expected) => {
    expect(fieldCodes(ZRegisterRequest.safeParse({ ...registration, [field]: value }))).toContain(expected);
  });

  it('needs a country', () => {
    const { pais: _pais, ...withoutCountry } = registration.endereco;
    expect(fieldCodes(ZRegisterRequest.safeParse({ ...registration, endereco: withoutCountry }))).toEqual([
      'endereco.pais:invalid_type',
    ]);
  });

  it('checks the CPF in Brazil when the form adds the country rule', () => {
    const form = ZRegisterRequest.superRefine(refineForCountry(BRAZIL));
    expect(form.safeParse(registration).success).toBe(true);
    expect(fieldCodes(form.safeParse({ ...registration, numero_documento: '111.111.111-11' }))).toEqual([
      'numero_documento:cpfInvalid',
    ]);
    const wrongToo = { ...registration, perfil: 'fazendeiro', numero_documento: '111.111.111-11' };
    expect(fieldCodes(form.safeParse(wrongToo))).toEqual(['perfil:invalid_value']);
    const withOtherIssues = ZRegisterRequest.superRefine(refineForCountry(BRAZIL), ALSO_WITH_OTHER_ISSUES);
    expect(fieldCodes(withOtherIssues.safeParse(wrongToo))).toEqual([
      'perfil:invalid_value',
      'numero_documento:cpfInvalid',
    ]);
    expect(
      form.safeParse({
        ...registration,
        numero_documento: 'P123',
        endereco: { ...registration.endereco, pais: 5 },
      }).success,
    ).toBe(true);
  });
});

describe('account calls', () => {
  it('user/update takes the registration fields without e-mail, password or code', () => {
    const { email: _e, password: _p, confirmacao: _c, codigo: _k, aceite: _a, ...profile } = registration;
    expect(updateUser.request.safeParse(profile).success).toBe(true);
    expect(fieldCodes(updateUser.request.safeParse({ ...profile, telefone: 'abc' }))).toEqual([
      'telefone:phoneInvalid',
    ]);
  });

  it('password changes need a matching confirmation', () => {
    expect(
      fieldCodes(
        alterarSenha.request.safeParse({
          senha_atual: 'x',
          password: 'nova-senha-1',
          confirmacao: 'nova-senha-2',
        }),
      ),
    ).toEqual(['confirmacao:passwordMismatch']);
    expect(
      resetPassword.request.safeParse({
        email: 'a@b.co',
        codigo: '000000',
        password: 'nova-senha-1',
        confirmacao: 'nova-senha-1',
      }).success,
    ).toBe(true);
  });
});

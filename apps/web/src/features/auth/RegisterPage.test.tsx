// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { fillBrazilianProfile, pick, typeAndBlur } from '../../testing/account-form-filling';
import { renderAuthScreen } from '../../testing/render-auth-screen';
import { changeLanguage, initI18n } from '../../i18n/i18n';
import { testUser } from '../../testing/test-user';
import { ARGENTINA_ID, BRAZIL_ID, stubCalls } from '../../ui/account/account-test-data';
import type { RecordedCall, StubAnswer } from '../../ui/account/account-test-data';
import { resetReferenceData } from '../../ui/account/use-reference-data';
import { RegisterPage } from './RegisterPage';

let answers: Record<string, StubAnswer>;
let calls: RecordedCall[];

const renderRegister = () => renderAuthScreen(<RegisterPage />, '/signin');

const field = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const helperOf = (testId: string) =>
  field(testId).closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')?.textContent;

async function fillValidBrazilianForm() {
  await typeAndBlur('account-NOME', 'Maria da Silva');
  await typeAndBlur('account-email', 'maria@cocho.test');
  await typeAndBlur('account-password', 'senha-forte-123');
  await typeAndBlur('account-confirmacao', 'senha-forte-123');
  await fillBrazilianProfile();
  await typeAndBlur('account-endereco.cep', '36570000');
  await userEvent.click(screen.getByTestId('account-aceite').querySelector('input') as HTMLElement);
}

beforeAll(() => {
  initI18n('pt');
});

beforeEach(async () => {
  await changeLanguage('pt');
  localStorage.clear();
  resetReferenceData();
  answers = {
    'auth/sendCode': { status: 200, body: { ok: true } },
  };
  calls = stubCalls(answers);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('registration form validation', () => {
  it('preselects Brazil in Portuguese and refuses a CPF with wrong check digits on blur', async () => {
    renderRegister();
    await screen.findByTestId('account-NOME');
    expect(field('account-endereco.pais').value).toBe('Brasil');
    expect(screen.getByLabelText('CPF/CNPJ')).toBeTruthy();
    await typeAndBlur('account-numero_documento', '529.982.247-24');
    await waitFor(() =>
      expect(helperOf('account-numero_documento')).toBe('CPF inválido: confira os 11 dígitos.'),
    );
  });

  it('accepts a valid CNPJ', async () => {
    renderRegister();
    await screen.findByTestId('account-NOME');
    await typeAndBlur('account-numero_documento', '11.222.333/0001-82');
    await waitFor(() =>
      expect(helperOf('account-numero_documento')).toBe('CNPJ inválido: confira os 14 dígitos.'),
    );
    await typeAndBlur('account-numero_documento', '11.222.333/0001-81');
    await waitFor(() =>
      expect(helperOf('account-numero_documento')).toBe('CPF (11 dígitos) ou CNPJ (14 dígitos).'),
    );
  });

  it('requires a document number outside Brazil and names it so', async () => {
    renderRegister();
    await screen.findByTestId('account-NOME');
    await pick('account-endereco.pais', 'Argen', 'Argentina');
    expect(screen.getByLabelText('Número do documento')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(helperOf('account-numero_documento')).toBe('Campo obrigatório.'));
    expect(screen.getByTestId('form-error').textContent).toBe('Confira os campos destacados.');
    // Outside Brazil the street is not required.
    expect(field('account-endereco.logradouro').getAttribute('aria-invalid')).toBe('false');
    expect(calls.some((made) => made.name === 'auth/sendCode')).toBe(false);
    expect(ARGENTINA_ID).not.toBe(BRAZIL_ID);
  });

  it('says the passwords must match, and shows every error on submit at once', async () => {
    renderRegister();
    await screen.findByTestId('account-NOME');
    await typeAndBlur('account-password', 'senha-forte-123');
    await typeAndBlur('account-confirmacao', 'senha-forte-124');
    await waitFor(() => expect(helperOf('account-confirmacao')).toBe('As senhas não conferem.'));
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(helperOf('account-NOME')).toBe('Use pelo menos 3 caracteres.'));
    expect(helperOf('account-confirmacao')).toBe('As senhas não conferem.');
    expect(helperOf('account-endereco.logradouro')).toBe('Campo obrigatório.');
    expect(
      screen.getByText('Aceite os termos de uso e a política de privacidade para continuar.'),
    ).toBeTruthy();
  });

  it('shows the messages in English with the English date order', async () => {
    await changeLanguage('en');
    renderRegister();
    await screen.findByTestId('account-NOME');
    expect(field('account-endereco.pais').value).toBe('');
    await typeAndBlur('account-data_nascimento', '13312000');
    await waitFor(() => expect(helperOf('account-data_nascimento')).toBe('Enter a valid date of birth.'));
    await typeAndBlur('account-data_nascimento', '12312000');
    await waitFor(() => expect(helperOf('account-data_nascimento')).toBe('MM/DD/YYYY'));
    expect(field('account-data_nascimento').value).toBe('12/31/2000');
  });
});

describe('registration code step', () => {
  it('sends the code, refuses a wrong one, then registers with every field and signs in', async () => {
    const router = renderRegister();
    await screen.findByTestId('account-NOME');
    await fillValidBrazilianForm();
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));

    const step = await screen.findByRole('form', { name: 'Confirme seu e-mail' });
    expect(calls.find((made) => made.name === 'auth/sendCode')?.body).toMatchObject({
      email: 'maria@cocho.test',
      finalidade: 'cadastro',
      idioma: 0,
    });
    expect(within(step).getByText(/Se maria@cocho.test puder ser usado em uma nova conta/)).toBeTruthy();
    const resend = screen.getByTestId('resend-code');
    expect(resend.textContent).toMatch(/^Enviar novo código em \d+ s$/);
    expect((resend as HTMLButtonElement).disabled).toBe(true);

    answers['auth/register'] = {
      status: 400,
      body: { code: 'CODE_INVALID', message: 'x' },
    };
    await userEvent.type(screen.getByTestId('verification-code'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar e criar conta' }));
    expect(screen.getByText('Digite os 6 dígitos do código.')).toBeTruthy();
    await userEvent.type(screen.getByTestId('verification-code'), '456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar e criar conta' }));
    expect((await screen.findByTestId('form-error')).textContent).toBe(
      'Código de verificação incorreto ou expirado. Peça um novo código.',
    );

    const user = testUser({ NOME: 'Maria da Silva', email: 'maria@cocho.test', perfil: 'pecuarista' });
    answers['auth/register'] = {
      status: 200,
      body: { liberado: true, token: 'token-abc', user, sessoes: 1 },
    };
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar e criar conta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const registered = calls.filter((made) => made.name === 'auth/register').at(-1)?.body;
    expect(registered).toMatchObject({
      NOME: 'Maria da Silva',
      email: 'maria@cocho.test',
      codigo: '123456',
      perfil: 'pecuarista',
      como_conheceu: 'livros',
      data_nascimento: '1985-03-14',
      sexo: 'F',
      telefone: '(31) 98765-4321',
      numero_documento: '529.982.247-25',
      aceite: true,
      endereco: {
        pais: BRAZIL_ID,
        estado: 'MG',
        cidade: 'Viçosa',
        logradouro: 'Rua A',
        numero: '10',
        cep: '36570-000',
        ddi: '55',
      },
    });
    expect(localStorage.getItem('user-token')).toBe('token-abc');
  }, 30_000);

  it('shows the under-review page when the account awaits release', async () => {
    renderRegister();
    await screen.findByTestId('account-NOME');
    await fillValidBrazilianForm();
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    answers['auth/register'] = { status: 200, body: { liberado: false } };
    await userEvent.type(await screen.findByTestId('verification-code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar e criar conta' }));
    expect(await screen.findByText('Sua conta está em análise')).toBeTruthy();
    expect(localStorage.getItem('user-token')).toBeNull();
  }, 30_000);

  it('goes back to the form with its values when the document is taken', async () => {
    renderRegister();
    await screen.findByTestId('account-NOME');
    await fillValidBrazilianForm();
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    answers['auth/register'] = { status: 409, body: { code: 'DOCUMENT_EXISTS', message: 'x' } };
    await userEvent.type(await screen.findByTestId('verification-code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar e criar conta' }));
    expect((await screen.findByTestId('form-error')).textContent).toBe(
      'Já existe uma conta com este CPF/CNPJ ou documento.',
    );
    expect(field('account-NOME').value).toBe('Maria da Silva');
    expect(field('account-numero_documento').getAttribute('aria-invalid')).toBe('true');
  }, 30_000);
});

// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TUser } from '@cocho/contracts';
import { changeLanguage } from '../../i18n/i18n';
import { STORAGE_KEYS } from '../../storage/storage-keys';
import { testUser } from '../../testing/test-user';
import { ARGENTINA_ID, BRAZIL_ID, stubCalls } from '../../ui/account/account-test-data';
import type { RecordedCall, StubAnswer } from '../../ui/account/account-test-data';
import { resetReferenceData } from '../../ui/account/use-reference-data';
import { UserPage } from './UserPage';
import { renderInSession, storeSignedIn, setUpSessionTests } from '../../testing/session-harness';

/** Keys and clicks one after the other, without a timer between keys (React handles each key at once). */
const user = () => userEvent.setup({ delay: null });

const COMPLETE: TUser = testUser({
  NOME: 'Joana Prado',
  email: 'joana@cocho.test',
  perfil: 'consultor',
  telefone: '31987654321',
  como_conheceu: 'amigo',
  numero_documento: '52998224725',
  data_nascimento: '1985-03-14',
  sexo: 'F',
  endereco: {
    ...testUser().endereco,
    pais: BRAZIL_ID,
    estado: 'MG',
    cidade: 'Viçosa',
    logradouro: 'Rua A',
    numero: '10',
  },
});

let answers: Record<string, StubAnswer>;
let calls: RecordedCall[];

function renderUserPage(user: TUser) {
  storeSignedIn(user);
  renderInSession(<UserPage />, '/user');
}

const field = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const helperOf = (testId: string) =>
  field(testId).closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')?.textContent;

setUpSessionTests();

beforeEach(async () => {
  await changeLanguage('pt');
  localStorage.clear();
  resetReferenceData();
  answers = {};
  calls = stubCalls(answers);
});

describe('/user', () => {
  it("shows a paying producer's real plan with its end, not free access", async () => {
    const plan = (tipo: 0 | 1, data_final: string | null, revogado: 0 | 1 = 0) => ({
      id: tipo + 1,
      id_empresa: null,
      tipo,
      data_final,
      revogado,
    });
    renderUserPage({
      ...COMPLETE,
      planos: [plan(0, '2099-11-28'), plan(1, '2001-01-01')],
    });
    const line = await screen.findByTestId('user-plan');
    expect(line.textContent).toContain('Plano: Pecuarista até 28/11/2099');
    expect(line.textContent).not.toContain('Acesso gratuito');
    expect(line.textContent).not.toContain('Premium');
    cleanup();
    renderUserPage({ ...COMPLETE, planos: [plan(1, null), plan(0, '2099-11-28', 1)] });
    expect((await screen.findByTestId('user-plan')).textContent).toContain('Plano: Premium (permanente)');
    cleanup();
    renderUserPage({ ...COMPLETE, planos: [] });
    expect((await screen.findByTestId('user-plan')).textContent).toContain('Plano: Acesso gratuito');
  });

  it('shows the stored fields, the e-mail read-only, and saves a change with user/update', async () => {
    renderUserPage(COMPLETE);
    await screen.findByTestId('account-NOME');
    expect(field('account-NOME').value).toBe('Joana Prado');
    expect(field('account-email').readOnly).toBe(true);
    expect(field('account-data_nascimento').value).toBe('14/03/1985');
    expect(field('account-endereco.cidade').value).toBe('Viçosa');
    expect(screen.queryByTestId('profile-incomplete')).toBeNull();

    const saved = { ...COMPLETE, endereco: { ...COMPLETE.endereco, logradouro: 'Avenida P. H. Rolfs' } };
    answers['user/update'] = { status: 200, body: { user: saved } };
    await user().clear(field('account-endereco.logradouro'));
    await user().type(field('account-endereco.logradouro'), 'Avenida P. H. Rolfs');
    await user().click(screen.getByTestId('profile-save'));

    expect(await screen.findByText('Dados cadastrais salvos.')).toBeTruthy();
    const body = calls.find((made) => made.name === 'user/update')?.body;
    expect(body).toMatchObject({
      NOME: 'Joana Prado',
      perfil: 'consultor',
      data_nascimento: '1985-03-14',
      endereco: { pais: BRAZIL_ID, estado: 'MG', cidade: 'Viçosa', logradouro: 'Avenida P. H. Rolfs' },
      idioma: 0,
    });
    expect(body).not.toHaveProperty('email');
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}') as TUser;
    expect(stored.endereco.logradouro).toBe('Avenida P. H. Rolfs');
  }, 20_000);

  it('highlights the missing fields of an incomplete profile and does not save until they are filled', async () => {
    renderUserPage({ ...COMPLETE, endereco: { ...COMPLETE.endereco, logradouro: null, numero: null } });
    await screen.findByTestId('account-NOME');
    expect(screen.getByTestId('profile-incomplete')).toBeTruthy();
    await waitFor(() => expect(helperOf('account-endereco.logradouro')).toBe('Campo obrigatório.'));
    expect(helperOf('account-endereco.numero')).toBe('Campo obrigatório.');
    expect(field('account-endereco.cidade').getAttribute('aria-invalid')).toBe('false');
    await user().click(screen.getByTestId('profile-save'));
    expect(calls.some((made) => made.name === 'user/update')).toBe(false);
  }, 20_000);

  it('changes the password and can sign out the other devices', async () => {
    renderUserPage(COMPLETE);
    await screen.findByTestId('account-NOME');
    answers['user/alterarSenha'] = { status: 200, body: { user: COMPLETE, sessoes: 1 } };
    await user().type(field('password-senha_atual'), 'senha-antiga-1');
    await user().type(field('password-password'), 'senha-nova-123');
    await user().type(field('password-confirmacao'), 'senha-nova-124');
    await user().click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(helperOf('password-confirmacao')).toBe('As senhas não conferem.');
    await user().clear(field('password-confirmacao'));
    await user().type(field('password-confirmacao'), 'senha-nova-123');
    // Signing out the other devices is the default (sessions end on a password change).
    expect(screen.getByLabelText('Desconectar meus outros dispositivos')).toHaveProperty('checked', true);
    await user().click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(
      await screen.findByText('Senha alterada. Seus outros dispositivos foram desconectados.'),
    ).toBeTruthy();
    expect(calls.find((made) => made.name === 'user/alterarSenha')?.body).toMatchObject({
      senha_atual: 'senha-antiga-1',
      password: 'senha-nova-123',
      confirmacao: 'senha-nova-123',
      encerrar_outras: true,
    });
  }, 20_000);

  it('offers the account currency, by default the country’s, and saves the one chosen', async () => {
    const argentine = { ...COMPLETE, endereco: { ...COMPLETE.endereco, pais: ARGENTINA_ID, estado: null } };
    renderUserPage(argentine);
    await screen.findByTestId('account-NOME');
    const currency = within(screen.getByTestId('account-currency')).getByRole('combobox');
    expect(currency.textContent).toBe('Peso argentino ($)');
    await user().click(currency);
    await user().click(await screen.findByTestId('account-currency-PYG'));
    await waitFor(() => expect(currency.textContent).toBe('Guarani paraguaio (Gs.)'));

    answers['user/update'] = { status: 200, body: { user: { ...argentine, moeda: 'PYG' } } };
    await user().click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('Dados cadastrais salvos.')).toBeTruthy();
    expect(calls.find((made) => made.name === 'user/update')?.body).toMatchObject({ moeda: 'PYG' });
    expect((JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}') as TUser).moeda).toBe('PYG');
  }, 20_000);

  it('shows the stored account currency over the country’s', async () => {
    renderUserPage({ ...COMPLETE, moeda: 'USD' });
    await screen.findByTestId('account-NOME');
    const currency = within(screen.getByTestId('account-currency')).getByRole('combobox');
    expect(currency.textContent).toBe('Dólar americano (US$)');
  }, 20_000);
});

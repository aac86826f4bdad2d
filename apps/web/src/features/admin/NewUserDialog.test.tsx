// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { todayInBrasilia } from '@cocho/contracts';
import { CallQueryProvider } from '../../api/query';
import { SessionProvider } from '../../session/SessionProvider';
import { AlertProvider } from '../../ui/AlertProvider';
import { BRAZIL_ID, stubCalls } from '../../ui/account/account-test-data';
import { fillBrazilianProfile, typeAndBlur } from '../../testing/account-form-filling';
import type { RecordedCall, StubAnswer } from '../../ui/account/account-test-data';
import { resetReferenceData } from '../../ui/account/use-reference-data';
import { NewUserDialog } from './NewUserDialog';
import { setUpSessionTests } from '../../testing/session-harness';

let answers: Record<string, StubAnswer>;
let calls: RecordedCall[];
let created: unknown[];
const EMAIL_TAKEN = 'Este e-mail já está cadastrado.';

const CREATED = {
  id: 77,
  NOME: 'Maria da Silva',
  email: 'maria@cocho.test',
  perfil: 'pecuarista',
  situacao: 'em_analise',
  liberado: 0,
  EXCLUIDO: 0,
  suspenso: false,
  administrador: false,
  premium: false,
  premiumInfinito: false,
  consultor: false,
  area_universitaria: false,
  plano_premium: true,
  created_at: '2026-11-24T12:00:00.000Z',
};

function renderDialog() {
  const router = createMemoryRouter(
    [
      {
        path: '/adm/user/new',
        element: (
          <AlertProvider>
            <SessionProvider>
              <CallQueryProvider>
                <NewUserDialog onClose={() => undefined} onCreated={(user) => created.push(user)} />
              </CallQueryProvider>
            </SessionProvider>
          </AlertProvider>
        ),
      },
    ],
    { initialEntries: ['/adm/user/new'] },
  );
  render(<RouterProvider router={router} />);
}

const field = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const helperOf = (testId: string) =>
  field(testId).closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')?.textContent;

async function fillValidBrazilianForm(confirmation = 'senha-forte-123') {
  await typeAndBlur('account-NOME', 'Maria da Silva');
  await typeAndBlur('new-user-email', 'maria@cocho.test');
  await typeAndBlur('new-user-password', 'senha-forte-123');
  await typeAndBlur('new-user-confirmacao', confirmation);
  await fillBrazilianProfile();
}

setUpSessionTests();
beforeEach(() => {
  resetReferenceData();
  created = [];
  answers = { 'adm/usuarios/criar': { status: 200, body: { data: CREATED } } };
  calls = stubCalls(answers);
});

const bodiesOf = (name: string) =>
  calls.filter((recorded) => recorded.name === name).map(({ body: { _timestamp: _t, ...body } }) => body);

describe('/adm/user/new', () => {
  it('creates an account under review with premium until a later day, with the registration rules', async () => {
    renderDialog();
    await screen.findByTestId('account-NOME');
    await fillValidBrazilianForm();
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('Liberar a conta agora (sem análise)'));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Tempo de Premium' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Até uma data' }));
    const until = within(dialog).getByLabelText('Premium até');
    fireEvent.change(until, { target: { value: todayInBrasilia(new Date()) } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar conta' }));
    expect(await within(dialog).findByText('A data final deve ser posterior a hoje.')).toBeTruthy();
    expect(bodiesOf('adm/usuarios/criar')).toEqual([]);

    fireEvent.change(until, { target: { value: '2099-12-31' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(created).toEqual([CREATED]));
    expect(bodiesOf('adm/usuarios/criar')).toEqual([
      expect.objectContaining({
        NOME: 'Maria da Silva',
        email: 'maria@cocho.test',
        password: 'senha-forte-123',
        confirmacao: 'senha-forte-123',
        perfil: 'pecuarista',
        numero_documento: '529.982.247-25',
        data_nascimento: '1985-03-14',
        endereco: expect.objectContaining({ pais: BRAZIL_ID, estado: 'MG', cidade: 'Viçosa' }),
        idioma: 0,
        liberado: false,
        senha_temporaria: true,
        premium: { tipo: 'ate', data_final: '2099-12-31' },
      }),
    ]);
    expect(bodiesOf('adm/usuarios/criar')[0]).not.toHaveProperty('aceite');
  }, 30_000);

  it('refuses different passwords and shows the server refusal of a taken e-mail on the field', async () => {
    renderDialog();
    await screen.findByTestId('account-NOME');
    await fillValidBrazilianForm('outra-senha-123');
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(helperOf('new-user-confirmacao')).toBe('As senhas não conferem.'));
    expect(bodiesOf('adm/usuarios/criar')).toEqual([]);

    answers['adm/usuarios/criar'] = { status: 409, body: { code: 'EMAIL_EXISTS', message: 'EMAIL_EXISTS' } };
    await typeAndBlur('new-user-confirmacao', 'senha-forte-123');
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(bodiesOf('adm/usuarios/criar')).toHaveLength(1));
    await waitFor(() => expect(helperOf('new-user-email')).toBe(EMAIL_TAKEN));
    expect(screen.getByTestId('new-user-error')).toBeTruthy();
    expect(created).toEqual([]);
  }, 30_000);
});

// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TAdminUser } from '@cocho/contracts';
import { testUser } from '../../testing/test-user';
import { renderInSession, stubServer, storeSignedIn, setUpSessionTests } from '../../testing/session-harness';
import type { Answer, Request } from '../../testing/session-harness';
import { AdminPage } from './AdminPage';

const ADMIN = testUser({ id: 1, administrador: true });
const adminUser = (id: number, extra: Partial<TAdminUser> = {}): TAdminUser => ({
  id,
  NOME: `Pessoa ${id}`,
  email: `pessoa${id}@example.com`,
  perfil: 'pecuarista',
  situacao: 'ativo',
  liberado: 1,
  EXCLUIDO: 0,
  suspenso: false,
  administrador: false,
  premium: false,
  premiumInfinito: false,
  consultor: false,
  area_universitaria: false,
  plano_premium: false,
  created_at: '2026-11-20T12:00:00.000Z',
  ...extra,
});
const UNDER_REVIEW = adminUser(7, { situacao: 'em_analise', liberado: 0 });
const ME = adminUser(1, { administrador: true, NOME: 'Ana Souza' });

let answers: Record<string, Answer | (() => Answer)>;
let requests: Request[];
const bodiesOf = (path: string) =>
  requests
    .filter((request) => request.path === path)
    .map(({ body: { _timestamp: _ignored, ...body } }) => body);

/** The harness routes one path; the query comes by navigating there. */
async function openAt(address: string) {
  const router = renderInSession(<AdminPage />, '/adm');
  await router.navigate(address);
  return router;
}

setUpSessionTests();
beforeEach(() => {
  answers = {
    'adm/usuarios/list': {
      status: 200,
      body: { data: [UNDER_REVIEW, ME], total: 45, pagina: 1, por_pagina: 20 },
    },
    'adm/usuarios/get': () => {
      const id = requests.at(-1)?.body.id;
      const row = id === 1 ? ME : UNDER_REVIEW;
      return { status: 200, body: { data: row, user: testUser({ id: row.id, NOME: row.NOME }) } };
    },
    'adm/usuarios/atualizar': {
      status: 200,
      body: { data: { ...UNDER_REVIEW, situacao: 'ativo', liberado: 1 } },
    },
  };
  requests = stubServer(answers);
  storeSignedIn(ADMIN);
});

describe('/adm users tab', () => {
  it('lists accounts with their state and pages through them', async () => {
    renderInSession(<AdminPage />, '/adm');
    expect(await screen.findByTestId('user-row-7')).toBeTruthy();
    expect(screen.getByTestId('user-state-7').textContent).toBe('Em análise');
    expect(screen.getByTestId('users-page').textContent).toBe('Página 1 de 3 (45 registros)');
    fireEvent.click(screen.getByTestId('users-next'));
    await waitFor(() => expect(bodiesOf('adm/usuarios/list').at(-1)).toMatchObject({ pagina: 2 }));
  });

  it('sends the text and state filters, back on the first page', async () => {
    await openAt('/adm?tab=users');
    await screen.findByTestId('user-row-7');
    fireEvent.click(screen.getByTestId('users-next'));
    fireEvent.change(screen.getByTestId('users-text'), { target: { value: ' pessoa ' } });
    fireEvent.click(screen.getByTestId('users-search'));
    await waitFor(() =>
      expect(bodiesOf('adm/usuarios/list').at(-1)).toEqual({ texto: 'pessoa', pagina: 1, por_pagina: 20 }),
    );
    fireEvent.mouseDown(screen.getByTestId('users-state'));
    fireEvent.click(await screen.findByRole('option', { name: 'Suspenso' }));
    await waitFor(() =>
      expect(bodiesOf('adm/usuarios/list').at(-1)).toEqual({
        texto: 'pessoa',
        situacao: 'suspenso',
        pagina: 1,
        por_pagina: 20,
      }),
    );
  });

  it('shows only the accounts of ?ids= until "show all"', async () => {
    await openAt('/adm?tab=users&ids=7,9');
    await screen.findByTestId('user-row-7');
    await waitFor(() => expect(bodiesOf('adm/usuarios/list').at(-1)).toMatchObject({ ids: [7, 9] }));
    fireEvent.click(screen.getByTestId('users-show-all'));
    await waitFor(() => expect(bodiesOf('adm/usuarios/list').at(-1)).not.toHaveProperty('ids'));
  });

  it('releases an account from the edit dialog and reloads the list', async () => {
    renderInSession(<AdminPage />, '/adm');
    fireEvent.click(await screen.findByTestId('user-edit-7'));
    const dialog = await screen.findByRole('dialog');
    const released = await within(dialog).findByTestId('user-flag-liberado');
    expect((released as HTMLInputElement).checked).toBe(false);
    fireEvent.click(released);
    fireEvent.click(within(dialog).getByTestId('user-save'));
    await waitFor(() => expect(bodiesOf('adm/usuarios/atualizar')).toEqual([{ id: 7, liberado: true }]));
    await waitFor(() => expect(bodiesOf('adm/usuarios/list').length).toBe(2));
  });

  it('asks before suspending or excluding an account, saying how to undo it, and sends nothing on no', async () => {
    renderInSession(<AdminPage />, '/adm');
    fireEvent.click(await screen.findByTestId('user-edit-7'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByTestId('user-flag-suspenso'));
    fireEvent.click(within(dialog).getByTestId('user-save'));
    const question = await screen.findByText(/Suspender Pessoa 7 \(pessoa7@example.com\)\?/);
    expect(question.textContent).toContain('desmarque "Suspenso"');
    fireEvent.click(
      within(question.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Não' }),
    );
    await waitFor(() => expect(screen.queryByText(/Suspender Pessoa 7/)).toBeNull());
    expect(bodiesOf('adm/usuarios/atualizar')).toEqual([]);

    fireEvent.click(await within(dialog).findByTestId('user-flag-EXCLUIDO'));
    fireEvent.click(await within(dialog).findByTestId('user-save'));
    const exclude = await screen.findByText(/Excluir Pessoa 7/);
    fireEvent.click(
      within(exclude.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Sim' }),
    );
    await waitFor(() =>
      expect(bodiesOf('adm/usuarios/atualizar')).toEqual([{ id: 7, suspenso: true, EXCLUIDO: true }]),
    );
  });

  it('keeps the edit column pinned to the right edge when the table scrolls on a phone', async () => {
    renderInSession(<AdminPage />, '/adm');
    const cell = await screen.findByTestId('user-actions-7');
    const style = getComputedStyle(cell);
    expect(style.position).toBe('sticky');
    expect(style.right).toBe('0px');
  });

  it('does not let administrators lock themselves out from their own dialog', async () => {
    renderInSession(<AdminPage />, '/adm');
    fireEvent.click(await screen.findByTestId('user-edit-1'));
    const dialog = await screen.findByRole('dialog');
    const admin = (await within(dialog).findByTestId('user-flag-administrador')) as HTMLInputElement;
    expect([admin.checked, admin.disabled]).toEqual([true, true]);
    for (const key of ['liberado', 'suspenso', 'EXCLUIDO'])
      expect((within(dialog).getByTestId(`user-flag-${key}`) as HTMLInputElement).disabled).toBe(true);
    expect((within(dialog).getByTestId('user-flag-consultor') as HTMLInputElement).disabled).toBe(false);
  });

  it('asks before granting premium until a day that is not after today, then grants until tomorrow', async () => {
    answers['adm/usuarios/premium'] = { status: 200, body: { data: {} } };
    renderInSession(<AdminPage />, '/adm');
    fireEvent.click(await screen.findByTestId('user-edit-7'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(await within(dialog).findByTestId('user-premium-end'), {
      target: { value: '2020-01-01' },
    });
    fireEvent.click(within(dialog).getByTestId('user-premium-grant'));
    const question = await screen.findByText(/deve ser posterior a hoje/);
    expect(bodiesOf('adm/usuarios/premium')).toEqual([]);
    const modal = question.closest('[role="dialog"]') as HTMLElement;
    fireEvent.click(within(modal).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(bodiesOf('adm/usuarios/premium')).toHaveLength(1));
    const day = bodiesOf('adm/usuarios/premium')[0]?.data_final as string;
    expect(day > new Date(Date.now() - 86_400_000 * 2).toISOString().slice(0, 10)).toBe(true);
  });
});

describe('/adm/user/edit', () => {
  it('opens the account of ?id= and goes back to the list on close', async () => {
    const router = renderInSession(<AdminPage />, '/adm/user/edit');
    await screen.findByTestId('user-row-7');
    await router.navigate('/adm/user/edit?id=7');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/pessoa7@example.com/)).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('user-dialog-close'));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/adm?tab=users'),
    );
  });
});

// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { TClient } from '@cocho/contracts';
import { initI18n } from '../i18n/i18n';
import { AlertProvider } from '../ui/AlertProvider';
import { ClientDialog, validateClientValues } from './ClientDialog';

type Sent = { path: string; body: Record<string, unknown> };

const SAVED: TClient = {
  id: 11,
  nome: 'Carlos Mendes',
  email: 'carlos@example.com',
  telefone: '(31) 99876-5432',
  nome_fazenda: 'Boa Vista',
  obs: null,
  id_consultor: 1,
  vinculado_em: '2026-11-01T12:00:00.000Z',
  atualizado_em: null,
  desvinculado_em: null,
  situacao: 'vinculado',
};

let sent: Sent[];
let answer: { status: number; body: unknown };

beforeAll(() => {
  initI18n('pt');
});
beforeEach(() => {
  localStorage.clear();
  sent = [];
  answer = { status: 200, body: { data: SAVED } };
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    sent.push({
      path: new URL(url, 'http://localhost').pathname.slice(1),
      body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>,
    });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const type = (field: string, value: string) =>
  fireEvent.change(screen.getByTestId(`client-${field}`), { target: { value } });

function renderDialog(client: TClient | null = null) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  render(
    <AlertProvider>
      <ClientDialog client={client} onSaved={onSaved} onClose={onClose} />
    </AlertProvider>,
  );
  return { onSaved, onClose };
}

it('validates name (letters, numbers, spaces, 3 or more), e-mail and phone with the contract rules', () => {
  expect(
    Object.keys(
      validateClientValues({ nome: 'Ab', email: 'x', telefone: '12', nome_fazenda: '', obs: '' }),
    ).sort(),
  ).toEqual(['email', 'nome', 'telefone']);
  expect(
    validateClientValues({ nome: 'Ana <b>', email: 'a@b.co', telefone: '', nome_fazenda: '', obs: '' }),
  ).toHaveProperty('nome');
  expect(
    validateClientValues({ nome: 'Ana Lúcia 2', email: 'a@b.co', telefone: '', nome_fazenda: '', obs: '' }),
  ).toEqual({});
});

it('shows each wrong field and sends nothing', async () => {
  const { onSaved } = renderDialog();
  type('nome', 'Ab');
  type('email', 'not-an-email');
  type('telefone', '12');
  fireEvent.click(screen.getByTestId('client-save'));
  expect(await screen.findByText('Use pelo menos 3 caracteres.')).toBeTruthy();
  expect(screen.getByText('Informe um e-mail válido.')).toBeTruthy();
  expect(screen.getByText(/telefone válido/)).toBeTruthy();
  expect(sent).toEqual([]);
  expect(onSaved).not.toHaveBeenCalled();
});

it('creates the client, says it was saved and hands the saved client back', async () => {
  const { onSaved } = renderDialog();
  type('nome', 'Carlos Mendes');
  type('email', 'Carlos@Example.com');
  type('telefone', '(31) 99876-5432');
  type('nome_fazenda', 'Boa Vista');
  fireEvent.click(screen.getByTestId('client-save'));
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith(SAVED));
  expect(sent.map((request) => request.path)).toEqual(['consultoria/clientes/create']);
  // The contract's schema trims and lower-cases the e-mail before sending.
  expect(sent[0]?.body).toMatchObject({
    nome: 'Carlos Mendes',
    email: 'carlos@example.com',
    nome_fazenda: 'Boa Vista',
  });
  expect((await screen.findByTestId('alert-bar')).textContent).toBe('Salvo com sucesso.');
});

it('edits through the update call and explains a refusal at the client limit', async () => {
  answer = { status: 409, body: { code: 'CLIENT_LIMIT_REACHED', message: 'limit' } };
  renderDialog();
  type('nome', 'Denise Prado');
  type('email', 'denise@example.com');
  fireEvent.click(screen.getByTestId('client-save'));
  expect((await screen.findByTestId('client-error')).textContent).toMatch(/número máximo de clientes/);
  cleanup();

  answer = { status: 200, body: { data: { ...SAVED, nome: 'Carlos M', situacao: 'atualizado' } } };
  const { onSaved } = renderDialog(SAVED);
  expect((screen.getByTestId('client-nome') as HTMLInputElement).value).toBe('Carlos Mendes');
  type('nome', 'Carlos M');
  fireEvent.click(screen.getByTestId('client-save'));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(sent.at(-1)).toMatchObject({
    path: 'consultoria/clientes/update',
    body: { id: 11, nome: 'Carlos M' },
  });
});

it('sends the version it edits; when another edit won, offers the saved version or keeping this one', async () => {
  const elsewhere: TClient = {
    ...SAVED,
    nome_fazenda: 'Fazenda Nova',
    atualizado_em: '2026-11-20T10:00:00.000Z',
    situacao: 'atualizado',
  };
  const updates: { status: number; body: unknown }[] = [
    { status: 409, body: { code: 'CONFLICT', message: 'conflict' } },
    { status: 409, body: { code: 'CONFLICT', message: 'conflict' } },
    {
      status: 200,
      body: { data: { ...elsewhere, nome: 'Carlos M', atualizado_em: '2026-11-20T11:00:00.000Z' } },
    },
  ];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname.slice(1);
    sent.push({ path, body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown> });
    const reply =
      path === 'consultoria/clientes'
        ? { status: 200, body: { data: [elsewhere] } }
        : (updates.shift() ?? answer);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  const { onSaved } = renderDialog(SAVED);
  type('nome', 'Carlos M');
  fireEvent.click(screen.getByTestId('client-save'));
  expect((await screen.findByTestId('client-conflict')).textContent).toContain(
    'Este cliente foi alterado em outro lugar enquanto você editava.',
  );
  expect(sent[0]).toMatchObject({
    path: 'consultoria/clientes/update',
    body: { id: 11, nome: 'Carlos M', base_atualizado_em: null },
  });
  // Load the saved version: the form shows it, and the next save is based on it.
  fireEvent.click(screen.getByTestId('client-conflict-reload'));
  expect((screen.getByTestId('client-nome_fazenda') as HTMLInputElement).value).toBe('Fazenda Nova');
  expect((screen.getByTestId('client-nome') as HTMLInputElement).value).toBe('Carlos Mendes');
  type('nome', 'Carlos M');
  fireEvent.click(screen.getByTestId('client-save'));
  await screen.findByTestId('client-conflict');
  expect(sent.at(-2)?.body).toMatchObject({ base_atualizado_em: '2026-11-20T10:00:00.000Z' });
  // Keep mine: this form saved over the saved version.
  fireEvent.click(screen.getByTestId('client-conflict-keep'));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(sent.at(-1)).toMatchObject({
    path: 'consultoria/clientes/update',
    body: { nome: 'Carlos M', nome_fazenda: 'Fazenda Nova', base_atualizado_em: '2026-11-20T10:00:00.000Z' },
  });
  expect(screen.queryByTestId('client-conflict')).toBeNull();
});

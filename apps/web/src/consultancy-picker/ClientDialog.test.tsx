// @vitest-environment happy-dom
import { beforeEach, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { TClient } from '@cocho/contracts';
import { AlertProvider } from '../ui/AlertProvider';
import { ModalProvider } from '../ui/ModalProvider';
import { ClientDialog } from './ClientDialog';
import { setUpSessionTests } from '../testing/session-harness';

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

setUpSessionTests();
beforeEach(() => {
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

const type = (field: string, value: string) =>
  fireEvent.change(screen.getByTestId(`client-${field}`), { target: { value } });

function renderDialog(client: TClient | null = null) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  render(
    <AlertProvider>
      <ModalProvider>
        <ClientDialog client={client} onSaved={onSaved} onClose={onClose} />
      </ModalProvider>
    </AlertProvider>,
  );
  return { onSaved, onClose };
}

it('refuses a name with markup and takes letters, numbers and spaces (the contract rules)', async () => {
  renderDialog();
  type('nome', 'Ana <b>');
  type('email', 'a@b.co');
  fireEvent.click(screen.getByTestId('client-save'));
  await waitFor(() => expect(screen.getByTestId('client-nome').getAttribute('aria-invalid')).toBe('true'));
  expect(screen.getByTestId('client-email').getAttribute('aria-invalid')).toBe('false');
  expect(sent).toEqual([]);
  type('nome', 'Ana Lúcia 2');
  fireEvent.click(screen.getByTestId('client-save'));
  await waitFor(() => expect(sent.map((request) => request.path)).toContain('consultoria/clientes/create'));
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
  // An idempotency key goes with the create (a retry creates one client).
  expect(sent[0]?.body.idempotency_key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
});

it('sends the same create key when the same client is sent again, a new one for another', async () => {
  answer = { status: 500, body: { code: 'INTERNAL', message: 'lost' } };
  renderDialog();
  type('nome', 'Carlos Mendes');
  type('email', 'carlos@example.com');
  fireEvent.click(screen.getByTestId('client-save'));
  await screen.findByTestId('client-error');
  fireEvent.click(screen.getByTestId('client-save'));
  await waitFor(() => expect(sent).toHaveLength(2));
  type('nome', 'Carlos Mendes Filho');
  fireEvent.click(screen.getByTestId('client-save'));
  await waitFor(() => expect(sent).toHaveLength(3));
  const keys = sent.map((request) => request.body.idempotency_key);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[0]);
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

it("sends the version it edits; when another edit won, asks the records' question: reload, or keep both", async () => {
  const elsewhere: TClient = {
    ...SAVED,
    nome_fazenda: 'Fazenda Nova',
    atualizado_em: '2026-11-20T10:00:00.000Z',
    situacao: 'atualizado',
  };
  const copy: TClient = { ...SAVED, id: 12, nome: 'Carlos M', obs: '(minha versão)' };
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname.slice(1);
    sent.push({ path, body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown> });
    const reply =
      path === 'consultoria/clientes'
        ? { status: 200, body: { data: [elsewhere] } }
        : path === 'consultoria/clientes/create'
          ? { status: 200, body: { data: copy } }
          : { status: 409, body: { code: 'CONFLICT', message: 'conflict' } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  const { onSaved } = renderDialog(SAVED);
  type('nome', 'Carlos M');
  fireEvent.click(screen.getByTestId('client-save'));
  // The diet screen's question, with its words.
  expect(await screen.findByText('Este registro foi alterado em outro lugar')).toBeTruthy();
  expect(sent[0]).toMatchObject({
    path: 'consultoria/clientes/update',
    body: { id: 11, nome: 'Carlos M', base_atualizado_em: null },
  });
  // Other options → load the saved version: the form shows it, and the next save is based on it.
  fireEvent.click(screen.getByRole('button', { name: 'Outras opções' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Carregar versão salva' }));
  await waitFor(() =>
    expect((screen.getByTestId('client-nome_fazenda') as HTMLInputElement).value).toBe('Fazenda Nova'),
  );
  expect((screen.getByTestId('client-nome') as HTMLInputElement).value).toBe('Carlos Mendes');
  expect(onSaved).not.toHaveBeenCalled();
  type('nome', 'Carlos M');
  fireEvent.click(screen.getByTestId('client-save'));
  fireEvent.click(await screen.findByRole('button', { name: 'Manter os dois' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith(copy));
  expect(sent.at(-2)).toMatchObject({
    path: 'consultoria/clientes/update',
    body: { base_atualizado_em: '2026-11-20T10:00:00.000Z' },
  });
  // Keep both: this form saved as a new client, its notes marked as my version; the saved one stays.
  const created = sent.at(-1);
  expect(created?.path).toBe('consultoria/clientes/create');
  expect(created?.body).toMatchObject({ nome: 'Carlos M', nome_fazenda: 'Fazenda Nova' });
  expect(String(created?.body.obs)).toMatch(/^\(minha versão .+\)$/);
  expect(created?.body.idempotency_key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
});

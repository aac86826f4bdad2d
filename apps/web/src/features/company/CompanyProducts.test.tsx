// @vitest-environment happy-dom
import { expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TCompanyProduct } from '@cocho/contracts';
import { testUser } from '../../testing/test-user';
import { CallQueryProvider } from '../../api/query';
import { renderInSession, setUpServerTests } from '../../testing/session-harness';
import type { Answer } from '../../testing/session-harness';
import { CompanyProducts } from './CompanyProducts';

const PRODUCT: TCompanyProduct = {
  id: 3,
  id_empresa: 7,
  nome: 'Proteinado',
  tipo: 'Suplemento',
  descricao: null,
  created_at: '2026-11-01T12:00:00.000Z',
  updated_at: '2026-11-01T12:00:00.000Z',
};
const CONFLICT: Answer = { status: 409, body: { code: 'CONFLICT', message: 'conflict' } };

const { answers, requests } = setUpServerTests({
  user: () => testUser({ emp_user: [{ id_empresa: 7, acesso: 0, autorizado: true, ativo: true }] }),
  initialAnswers: () => ({
    'empresa/produtos': { status: 200, body: { data: [PRODUCT] } },
    'empresa/produtos/criar': { status: 200, body: { data: { ...PRODUCT, id: 4 } } },
    'empresa/produtos/editar': CONFLICT,
  }),
});

const sentTo = (path: string) => requests.filter((request) => request.path === path);
const field = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;

it('sends a create key, the same one when the same product is sent again', async () => {
  answers['empresa/produtos/criar'] = { status: 500, body: { code: 'INTERNAL', message: 'lost' } };
  renderInSession(
    <CallQueryProvider>
      <CompanyProducts companyId={7} canManage />
    </CallQueryProvider>,
  );
  await screen.findByText('Proteinado');
  fireEvent.change(field('Nome'), { target: { value: 'Mineral' } });
  fireEvent.change(field('Tipo'), { target: { value: 'Sal' } });
  fireEvent.click(screen.getByRole('button', { name: 'Adicionar produto' }));
  await waitFor(() => expect(sentTo('empresa/produtos/criar')).toHaveLength(1));
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Adicionar produto' }).hasAttribute('disabled')).toBe(false),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Adicionar produto' }));
  await waitFor(() => expect(sentTo('empresa/produtos/criar')).toHaveLength(2));
  const [first, second] = sentTo('empresa/produtos/criar').map((request) => request.body.idempotency_key);
  expect(first).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  expect(second).toBe(first);
});

it("sends the version it edits; when another edit won, asks the records' question: reload, or keep both", async () => {
  const elsewhere = { ...PRODUCT, tipo: 'Proteico', updated_at: '2026-11-20T10:00:00.000Z' };
  renderInSession(
    <CallQueryProvider>
      <CompanyProducts companyId={7} canManage />
    </CallQueryProvider>,
  );
  await screen.findByText('Proteinado');
  fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
  fireEvent.change(field('Nome'), { target: { value: 'Proteinado seca' } });
  answers['empresa/produtos'] = { status: 200, body: { data: [elsewhere] } };
  fireEvent.click(screen.getByRole('button', { name: 'Salvar produto' }));
  expect(await screen.findByText('Este registro foi alterado em outro lugar')).toBeTruthy();
  expect(sentTo('empresa/produtos/editar')[0]?.body).toMatchObject({
    id: 3,
    nome: 'Proteinado seca',
    base_updated_at: PRODUCT.updated_at,
  });
  // Other options → load the saved version into the form; the next save is based on it.
  fireEvent.click(screen.getByRole('button', { name: 'Outras opções' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Carregar versão salva' }));
  await waitFor(() => expect(field('Tipo').value).toBe('Proteico'));
  expect(field('Nome').value).toBe('Proteinado');
  fireEvent.change(field('Nome'), { target: { value: 'Proteinado seca' } });
  fireEvent.click(screen.getByRole('button', { name: 'Salvar produto' }));
  // Keep both: this form saved as a new product named as my version; the saved one stays.
  fireEvent.click(await screen.findByRole('button', { name: 'Manter os dois' }));
  expect(await screen.findByText('Produto salvo.')).toBeTruthy();
  expect(sentTo('empresa/produtos/editar')[1]?.body).toMatchObject({ base_updated_at: elsewhere.updated_at });
  const created = sentTo('empresa/produtos/criar');
  expect(created).toHaveLength(1);
  expect(created[0]?.body).toMatchObject({ id_empresa: 7, tipo: 'Proteico' });
  expect(String(created[0]?.body.nome)).toMatch(/^Proteinado seca \(minha versão .+\)$/);
  expect(created[0]?.body.idempotency_key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
});

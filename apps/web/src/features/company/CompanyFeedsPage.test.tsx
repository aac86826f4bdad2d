// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TCompanyFeed } from '@cocho/contracts';
import { testUser } from '../../testing/test-user';
import { createTestCompanyFeed } from '../../testing/test-feed';
import { CallQueryProvider } from '../../api/query';
import { renderInSession, setUpServerTests } from '../../testing/session-harness';
import { CompanyFeedsPage } from './CompanyFeedsPage';

const feed = (id: number, name: string, extra: Partial<TCompanyFeed> = {}) =>
  createTestCompanyFeed(id, name, { max_100: 30, ...extra });
const FEEDS = [
  feed(1, 'Ração Alfa'),
  feed(2, 'Núcleo Restrito', { restrito: true }),
  feed(3, 'Sal Patrocinado', { patrocinio: 'aceito', patrocinado: true, visibilidade: 'todos' }),
];

const { answers, requests } = setUpServerTests({
  user: () => testUser({ emp_user: [{ id_empresa: 7, acesso: 0, autorizado: true, ativo: true }] }),
  initialAnswers: () => ({
    'empresa/alimentos': { status: 200, body: { data: FEEDS } },
    'empresa/produtos': { status: 200, body: { data: [] } },
  }),
});

const rowOf = async (name: string) =>
  (await screen.findAllByTestId('company-feed-row')).find((row) => row.textContent?.includes(name));

describe('/empresa/alimentos', () => {
  it('shows visibility, bounds, restriction and sponsorship; offers a request only where it can be made', async () => {
    renderInSession(
      <CallQueryProvider>
        <CompanyFeedsPage companyId={7} canManage />
      </CallQueryProvider>,
    );
    const alfa = await rowOf('Ração Alfa');
    expect(alfa?.textContent).toContain('Toda a empresa');
    expect(alfa?.textContent).toContain('30,0 %');
    expect(alfa?.textContent).toContain('Não solicitado');
    expect(within(alfa!).getByRole('button', { name: 'Solicitar patrocínio' })).toBeTruthy();
    const restricted = await rowOf('Núcleo Restrito');
    expect(restricted?.textContent).toContain('Só gestores');
    expect(within(restricted!).queryByRole('button', { name: 'Solicitar patrocínio' })).toBeNull();
    const sponsored = await rowOf('Sal Patrocinado');
    expect(sponsored?.textContent).toContain('Aceito');
    expect(within(sponsored!).queryByRole('button', { name: 'Solicitar patrocínio' })).toBeNull();
  });

  it('requests sponsorship for the company feed and reloads the list', async () => {
    answers['empresa/alimentos/solicitarPatrocinio'] = {
      status: 200,
      body: { data: { ...FEEDS[0], patrocinio: 'solicitado', patrocinio_em: '2026-11-24T12:00:00.000Z' } },
    };
    renderInSession(
      <CallQueryProvider>
        <CompanyFeedsPage companyId={7} canManage />
      </CallQueryProvider>,
    );
    const alfa = await rowOf('Ração Alfa');
    fireEvent.click(within(alfa!).getByRole('button', { name: 'Solicitar patrocínio' }));
    await waitFor(() =>
      expect(requests).toContainEqual({
        path: 'empresa/alimentos/solicitarPatrocinio',
        body: expect.objectContaining({ id_empresa: 7, id: 'EMP|1' }),
      }),
    );
    await waitFor(() =>
      expect(requests.filter((request) => request.path === 'empresa/alimentos')).toHaveLength(2),
    );
  });

  it('is read-only for a sales technician', async () => {
    renderInSession(
      <CallQueryProvider>
        <CompanyFeedsPage companyId={7} canManage={false} />
      </CallQueryProvider>,
    );
    await rowOf('Ração Alfa');
    expect(screen.queryByTestId('company-feed-add')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Excluir' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Adicionar produto' })).toBeNull();
  });
});

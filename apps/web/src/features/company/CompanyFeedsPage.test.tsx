// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TCompanyFeed } from '@cocho/contracts';
import { initI18n } from '../../i18n/i18n';
import { testUser } from '../../testing/test-user';
import { CallQueryProvider } from '../../api/query';
import { renderInSession, stubServer, storeSignedIn } from '../../testing/session-harness';
import type { Answer, Request } from '../../testing/session-harness';
import { CompanyFeedsPage } from './CompanyFeedsPage';

const feed = (id: number, name: string, extra: Partial<TCompanyFeed> = {}): TCompanyFeed => ({
  id: `EMP|${id}`,
  tipo: 2,
  name,
  name_en: null,
  name_es: null,
  name_sci: null,
  nutrientes: { MS: 88 },
  nutrientes_originais: null,
  nutrientes_calculados: [],
  alertas: [],
  fonte: null,
  custo: 1,
  unidade: 'kg',
  volumoso: false,
  EXCLUIDO: 0,
  id_alimento_pai: null,
  id_cliente: null,
  restrito: false,
  visibilidade: 'empresa',
  recomendado: false,
  patrocinado: false,
  empresa: 7,
  min_100: null,
  max_100: 30,
  status: null,
  patrocinio: null,
  patrocinio_em: null,
  ...extra,
});
const FEEDS = [
  feed(1, 'Ração Alfa'),
  feed(2, 'Núcleo Restrito', { restrito: true }),
  feed(3, 'Sal Patrocinado', { patrocinio: 'aceito', patrocinado: true, visibilidade: 'todos' }),
];

let answers: Record<string, Answer>;
let requests: Request[];

beforeAll(() => {
  initI18n('pt');
});
beforeEach(() => {
  localStorage.clear();
  answers = {
    'empresa/alimentos': { status: 200, body: { data: FEEDS } },
    'empresa/produtos': { status: 200, body: { data: [] } },
  };
  requests = stubServer(answers);
  storeSignedIn(testUser({ emp_user: [{ id_empresa: 7, acesso: 0, autorizado: true, ativo: true }] }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
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

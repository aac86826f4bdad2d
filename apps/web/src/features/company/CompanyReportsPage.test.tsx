// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TCompanyReport } from '@cocho/contracts';
import { testUser } from '../../testing/test-user';
import { CallQueryProvider } from '../../api/query';
import { renderInSession, setUpServerTests } from '../../testing/session-harness';
import { CompanyReportsPage } from './CompanyReportsPage';

const MANAGER = testUser({ emp_user: [{ id_empresa: 7, acesso: 0, autorizado: true, ativo: true }] });
const feed = { id: 'EMP|3', nome: 'Proteinado Alfa', kg_mn: 1.5, pct_ms: 12 };
const LINKED: TCompanyReport = {
  dietas: [
    {
      id: 11,
      nome: 'Lote Ana',
      data: '2026-11-20T12:00:00.000Z',
      vinculado: true,
      id_usuario: 5,
      usuario_nome: 'Ana Produtora',
      estado: 'GO',
      custo: 10,
      numero_animais: 50,
      alimentos: [feed],
    },
  ],
  totais_alimento: [{ id: 'EMP|3', nome: 'Proteinado Alfa', dietas: 1, usuarios: 1, kg_mn_medio: 1.5 }],
  totais_regiao: [{ estado: 'GO', dietas: 1, usuarios: 1 }],
  truncado: false,
};
const OUTSIDE: TCompanyReport = {
  ...LINKED,
  dietas: [
    {
      ...LINKED.dietas[0]!,
      id: 12,
      nome: 'Lote de fora',
      vinculado: false,
      id_usuario: null,
      usuario_nome: null,
      estado: 'MG',
    },
  ],
  totais_regiao: [{ estado: 'MG', dietas: 1, usuarios: 1 }],
};

const { requests } = setUpServerTests({
  user: () => MANAGER,
  initialAnswers: () => ({
    'empresa/alimentos': { status: 200, body: { data: [] } },
    'empresa/getVinculados': { status: 200, body: { data: [] } },
    'dieta/getFDEmpresa': { status: 200, body: { data: LINKED } },
    'empresa/getDietasNaoVinculados': { status: 200, body: { data: OUTSIDE } },
  }),
});

const reportCalls = () =>
  requests.filter(
    (request) => request.path === 'dieta/getFDEmpresa' || request.path === 'empresa/getDietasNaoVinculados',
  );

describe('/empresa/relatorios', () => {
  it('asks both reports and shows linked users by name and outsiders unnamed, with merged totals', async () => {
    renderInSession(
      <CallQueryProvider>
        <CompanyReportsPage companyId={7} companyName="Alfa" />
      </CallQueryProvider>,
    );
    fireEvent.change(screen.getByLabelText('Estado'), { target: { value: ' GO ' } });
    fireEvent.click(screen.getByTestId('company-report-run'));
    const rows = await screen.findAllByTestId('company-report-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Usuário não vinculado')).toBeTruthy();
    expect(within(rows[1]!).getByText('Ana Produtora')).toBeTruthy();
    // The amount and the diet's head count are shown.
    const cells = within(rows[1]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(-3)).toEqual(['1,50', '12,0', '50']);
    expect(screen.getByRole('columnheader', { name: 'Animais' })).toBeTruthy();
    expect(screen.getByText('2 dietas')).toBeTruthy();
    const byFeed = screen.getByRole('table', { name: 'Totais por alimento' });
    expect(within(byFeed).getByRole('row', { name: /Proteinado Alfa/ }).textContent).toContain('2');
    expect(
      reportCalls()
        .map((request) => request.path)
        .sort(),
    ).toEqual(['dieta/getFDEmpresa', 'empresa/getDietasNaoVinculados']);
    expect(reportCalls()[0]?.body).toMatchObject({
      id_empresa: 7,
      estado: 'GO',
      de: null,
      id_alimento: null,
    });
  });

  it('asks only the linked report when linked users are chosen', async () => {
    renderInSession(
      <CallQueryProvider>
        <CompanyReportsPage companyId={7} companyName="Alfa" />
      </CallQueryProvider>,
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Usuários' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Vinculados à empresa' }));
    fireEvent.click(screen.getByTestId('company-report-run'));
    await waitFor(() => expect(screen.getAllByTestId('company-report-row')).toHaveLength(1));
    expect(reportCalls().map((request) => request.path)).toEqual(['dieta/getFDEmpresa']);
  });

  it('refuses a period that ends before it starts, without asking the server', async () => {
    renderInSession(
      <CallQueryProvider>
        <CompanyReportsPage companyId={7} companyName="Alfa" />
      </CallQueryProvider>,
    );
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByTestId('company-report-run'));
    expect(await screen.findByText('O fim do período é anterior ao início.')).toBeTruthy();
    expect(reportCalls()).toEqual([]);
  });
});

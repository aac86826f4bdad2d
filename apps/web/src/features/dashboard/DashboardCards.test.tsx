// @vitest-environment happy-dom
import { beforeEach, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { TDietCycle, TDietSummary } from '@cocho/contracts';
import { changeLanguage } from '../../i18n/i18n';
import { CallQueryProvider } from '../../api/query';
import { AlertProvider } from '../../ui/AlertProvider';
import { ActiveDietsCard } from './ActiveDietsCard';
import { PerformanceCard } from './PerformanceCard';
import { StatisticsCard } from './StatisticsCard';
import { utcToday } from './dashboard-days';
import { setUpSessionTests } from '../../testing/session-harness';

type Sent = { path: string; body: Record<string, unknown> };

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const start = addDays(utcToday(), -25);
const CYCLE: TDietCycle = {
  tipo: 'terminacao',
  situacao: 'ativa',
  comentario: null,
  inicio_previsto: start,
  fim_previsto: addDays(start, 100),
  fim_real: null,
  peso_abate: null,
  gmd_esperado: 1.4,
  gmd_real: null,
  gmd_observado: 1.2,
  numero_animais: 50,
};
const DIET: TDietSummary = {
  id: 31,
  modo: 'FD',
  nome: 'Lote Boa Vista',
  time: 0,
  custo: 9,
  status: 2,
  id_cliente: null,
  oculta: false,
  ciclo: CYCLE,
  atrasada: false,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

let sent: Sent[];
let answers: Record<string, unknown>;

setUpSessionTests();
beforeEach(() => {
  sent = [];
  answers = {
    'dieta/getDietasAtivas': { dietas: [DIET], proximo: null, limiteAtingido: false },
    'dieta/finalizar': {
      dieta: {
        ...DIET,
        ciclo: { ...CYCLE, situacao: 'finalizada', fim_real: addDays(start, 20), peso_abate: 545.5 },
      },
    },
  };
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname.slice(1);
    sent.push({ path, body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown> });
    return new Response(JSON.stringify(answers[path] ?? {}), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});

function renderActive(clientId: number | null = null) {
  const onChanged = vi.fn();
  render(
    <MemoryRouter>
      <CallQueryProvider>
        <AlertProvider>
          <ActiveDietsCard clientId={clientId} canFinish onChanged={onChanged} />
        </AlertProvider>
      </CallQueryProvider>
    </MemoryRouter>,
  );
  return onChanged;
}

it('shows each active diet with its progress: days of the plan and expected vs observed gain', async () => {
  renderActive(12);
  const row = await screen.findByTestId('active-diet');
  expect(row.textContent).toContain('Lote Boa Vista');
  // 25 of 100 days; 1.4 × 25 = 35.0 kg expected, 1.2 × 25 = 30.0 kg observed.
  expect(within(row).getByTestId('diet-progress-text').textContent).toContain(
    'Dia 25 de 100 · ganho esperado 35,0 kg/cab · ganho observado 30,0 kg/cab',
  );
  expect(within(row).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
  expect(sent[0]).toEqual({
    path: 'dieta/getDietasAtivas',
    body: expect.objectContaining({ id_cliente: 12 }),
  });
});

it('finishing asks for the weight or a gain, sends dieta/finalizar and reloads the list', async () => {
  const onChanged = renderActive();
  fireEvent.click(await screen.findByTestId('finish-diet'));
  fireEvent.click(screen.getByTestId('finish-confirm'));
  expect(await screen.findByText('Informe o peso de abate ou um ganho médio diário.')).toBeTruthy();
  expect(sent.some((call) => call.path === 'dieta/finalizar')).toBe(false);

  fireEvent.change(screen.getByTestId('finish-fim_real'), { target: { value: addDays(start, 20) } });
  fireEvent.change(screen.getByTestId('finish-peso_abate'), { target: { value: '545,5' } });
  answers['dieta/getDietasAtivas'] = { dietas: [], proximo: null, limiteAtingido: false };
  fireEvent.click(screen.getByTestId('finish-confirm'));
  await waitFor(() => expect(onChanged).toHaveBeenCalled());
  expect(sent.find((call) => call.path === 'dieta/finalizar')?.body).toMatchObject({
    id: 31,
    fim_real: addDays(start, 20),
    peso_abate: 545.5,
    gmd_real: null,
    gmd_observado: null,
  });
  expect(await screen.findByText('Nenhuma dieta ativa.')).toBeTruthy();
});

it('the performance card draws one line per series, and says when the period has no diets', () => {
  const { unmount } = render(
    <PerformanceCard
      chart={{
        status: 'ready',
        data: [
          { mes: '2026-01', dietas: 2, gmd_esperado: 1.4, gmd_observado: 1.25, custo_dia: 8 },
          { mes: '2026-02', dietas: 1, gmd_esperado: 1.2, gmd_observado: null, custo_dia: 9 },
        ],
      }}
    />,
  );
  expect(screen.getByTestId('chart-adg-expected').querySelectorAll('circle')).toHaveLength(2);
  expect(screen.getByTestId('chart-adg-observed').querySelectorAll('circle')).toHaveLength(1);
  expect(screen.getByTestId('chart-cost-cost').querySelector('title')?.textContent).toContain(
    'Custo 01/26: R$',
  );
  // Both charts label the months.
  expect(screen.getAllByText('01/26')).toHaveLength(2);
  unmount();
  render(<PerformanceCard chart={{ status: 'ready', data: [] }} />);
  expect(screen.getByTestId('performance-empty').textContent).toContain('Nenhuma dieta neste período.');
});

it('the performance card draws the cost in the server’s currency and says how many diets were left out', () => {
  render(
    <PerformanceCard
      chart={{
        status: 'ready',
        data: [
          {
            mes: '2026-01',
            dietas: 3,
            gmd_esperado: 1.4,
            gmd_observado: null,
            custo_dia: 13_000,
            moeda: 'PYG',
            outras_moedas: 1,
          },
          {
            mes: '2026-02',
            dietas: 1,
            gmd_esperado: 1.2,
            gmd_observado: null,
            custo_dia: 9_000,
            moeda: 'PYG',
            outras_moedas: 0,
          },
        ],
      }}
    />,
  );
  const title = screen.getByTestId('chart-cost-cost').querySelector('title')?.textContent ?? '';
  expect(title.replace(/\s/g, ' ')).toContain('Gs. 13.000');
  expect(title).not.toContain('R$');
  expect(screen.getByTestId('chart-other-currencies').textContent).toBe(
    'Custos em Gs.; 1 dieta(s) em outra moeda ficaram fora da média.',
  );
});

it('the statistics card lists each group with its count of diets', () => {
  const use = (id: string, tipo: number, name: string, dietas: number) => ({
    id,
    tipo,
    name,
    name_en: null,
    name_es: null,
    dietas,
  });
  render(
    <StatisticsCard
      statistics={{
        status: 'ready',
        data: {
          volumosos: [use('1', 1, 'Silagem de milho', 3)],
          energeticos: [use('2', 3, 'Milho grão', 1)],
          proteicos: [],
          dietas: 3,
          truncado: false,
        },
      }}
    />,
  );
  expect(screen.getByTestId('statistics-counted').textContent).toContain('Em 3 dietas salvas.');
  expect(screen.getByTestId('statistics-volumosos').textContent).toContain('Silagem de milho3 dietas');
  expect(screen.getByTestId('statistics-energeticos').textContent).toContain('Milho grão1 dieta');
  expect(screen.getByTestId('statistics-proteicos').textContent).toContain('Nenhum ainda.');
});

it('the statistics card says no diet is counted instead of "Em 0 dieta salva."', async () => {
  const zero = {
    status: 'ready' as const,
    data: { volumosos: [], energeticos: [], proteicos: [], dietas: 0, truncado: false },
  };
  for (const [language, text] of [
    ['pt', 'Nenhuma dieta salva ainda.'],
    ['en', 'No saved diets yet.'],
    ['es', 'Ninguna dieta guardada todavía.'],
  ] as const) {
    await changeLanguage(language);
    render(<StatisticsCard statistics={zero} />);
    expect(screen.getByTestId('statistics-counted').textContent).toBe(text);
    cleanup();
  }
  await changeLanguage('pt');
  render(<StatisticsCard statistics={{ ...zero, data: { ...zero.data, dietas: 1 } }} />);
  expect(screen.getByTestId('statistics-counted').textContent).toBe('Em 1 dieta salva.');
});

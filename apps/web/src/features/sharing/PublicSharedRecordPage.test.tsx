// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { TDietRecord, TPublicDietView } from '@cocho/contracts';
import { SAMPLE_ANIMAL } from '@cocho/contracts/testing';
import { renderInSession, stubServer, setUpSessionTests } from '../../testing/session-harness';
import type { Answer } from '../../testing/session-harness';
import { PublicSharedRecordPage } from './PublicSharedRecordPage';
import { blankRecord } from '../records/record-shape';

const animal: TDietRecord['animal'] = {
  ...SAMPLE_ANIMAL,
  numero_animais: 80,
  peso_corporal_final: 500,
  ganho_medio_diario: 1.2,
  custo_extra: null,
  preco_venda_arroba: null,
  preco_arroba_adquirida: null,
  rendimento_carcaca_inicial: null,
  rendimento_carcaca_final: null,
  taxa_juros_mensal: null,
};

const record: TDietRecord = {
  ...blankRecord({ nome: 'Lote do cliente', time: 1_795_000_000_000, idCliente: null, id: 7 }),
  tipoEntrada: '/MS',
  custo: 5.06,
  animal,
  alimentos_selecionados: [
    {
      id: '12',
      tipo: 6,
      name: 'Silagem de milho',
      name_en: 'Corn silage',
      name_es: null,
      volumoso: true,
      nutrientes: { MS: 32.1 },
    },
  ],
  resultado: [{ id: '12', MN: 20.25, MNprop: 100, MS: 6.5, MSprop: 100, CUSTO: 5.06, totalRacao: 1000 }],
  proporcao_volumoso: 60,
  exigencias_selecionadas: ['CMS'],
  status: 2,
};

const view: TPublicDietView = {
  nome: 'Lote do cliente',
  situacao: 'aproximada',
  erro: null,
  animal,
  custo: 5.06,
  consumo_ms: 6.5,
  consumo_mn: 20.25,
  exigencias: [{ exigencia: 'CMS', unidade: 'kg/dia', minimo: 8.1, maximo: 9.4, fornecido: 6.5 }],
  faltas: [{ exigencia: 'CMS', limite: 'minimo', exigido: 8.1, fornecido: 6.5 }],
  avisos: [{ code: 'EDITED_COMPOSITION', id: '12' }, { code: 'SOMETHING_NEW' }],
};

let answers: Record<string, Answer | (() => Answer)>;

setUpSessionTests();
beforeEach(() => {
  answers = {};
  stubServer(answers);
});

/** The page at its link (the harness routes the path; the query comes with the navigation). */
async function openLink(): Promise<void> {
  const router = renderInSession(<PublicSharedRecordPage />, '/formulacao-dieta');
  await router.navigate('/formulacao-dieta?did=7&assinatura=abc');
}

describe('public share link page', () => {
  it('shows the outcome with its misses and warnings, the cost, the animal and the requirements', async () => {
    answers['compartilhar/link/abrir'] = {
      status: 200,
      body: { id: 7, modo: 'FD', dieta: record, somenteLeitura: true, publico: view },
    };
    await openLink();
    const status = await screen.findByTestId('public-status');
    expect(status.textContent).toContain('Dieta aproximada');
    expect(screen.getByTestId('public-misses').textContent).toMatch(/CMS/);
    const warnings = screen.getByTestId('public-warnings').textContent ?? '';
    expect(warnings).toContain('Silagem de milho');
    expect(warnings).not.toContain('SOMETHING_NEW');
    const summary = screen.getByTestId('public-summary').textContent ?? '';
    expect(summary).toMatch(/R\$\s*5,06/);
    expect(summary).toContain('80 animais');
    expect(summary).toContain('400 kg');
    expect(screen.getByRole('table', { name: 'Exigências' }).textContent).toMatch(/8,10.*9,40.*6,50/);
  });

  it("states the cost in the diet's own currency", async () => {
    answers['compartilhar/link/abrir'] = {
      status: 200,
      body: { id: 7, modo: 'FD', dieta: { ...record, moeda: 'USD' }, somenteLeitura: true, publico: view },
    };
    await openLink();
    const summary = (await screen.findByTestId('public-summary')).textContent ?? '';
    expect(summary).toMatch(/US\$\s*5,06/);
    expect(summary).not.toMatch(/R\$/);
  });

  it('shows the feeds alone for an answer without the client view (an older server)', async () => {
    answers['compartilhar/link/abrir'] = {
      status: 200,
      body: { id: 7, modo: 'FD', dieta: record, somenteLeitura: true },
    };
    await openLink();
    expect(await screen.findByText('Silagem de milho')).toBeTruthy();
    expect(screen.queryByTestId('public-outcome')).toBeNull();
  });

  it('a shared requirements table shows its heading, the animal and the requirements, and no feed table', async () => {
    const requirements: TDietRecord = {
      ...record,
      nome: 'Exigências do lote',
      custo: null,
      alimentos_selecionados: [],
      resultado: null,
      status: 1,
    };
    const requirementsView: TPublicDietView = {
      ...view,
      nome: 'Exigências do lote',
      situacao: null,
      custo: null,
      consumo_ms: null,
      consumo_mn: null,
      exigencias: [{ exigencia: 'CMS', unidade: 'kg/dia', minimo: 8.1, maximo: 9.4, fornecido: null }],
      faltas: [],
      avisos: [],
    };
    answers['compartilhar/link/abrir'] = {
      status: 200,
      body: { id: 7, modo: 'E', dieta: requirements, somenteLeitura: true, publico: requirementsView },
    };
    await openLink();
    expect(await screen.findByText('Exigências compartilhadas')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Exigências' }).textContent).toMatch(/8,10.*9,40/);
    expect(screen.getByTestId('public-summary').textContent).toContain('80 animais');
    expect(screen.queryByRole('table', { name: 'Alimentos' })).toBeNull();
    expect(screen.queryByTestId('public-status')).toBeNull();
  });
  it('a shared supplement shows its figures, formula and composition with its PDF, and no animal or requirements', async () => {
    const supplement: TDietRecord = {
      ...record,
      nome: 'Proteinado do cliente',
      custo: null,
      alimentos_selecionados: [
        { ...record.alimentos_selecionados[0]!, id: '7', name: 'Milho grão', volumoso: false },
        { ...record.alimentos_selecionados[0]!, id: '31', name: 'Farelo de soja', volumoso: false },
      ],
      resultado: null,
      exigencias_selecionadas: [],
      status: 1,
      resultado_simplex: {
        feeds: [
          { id: '7', dryMatterPercent: 20.51, asFedPercent: 20.6, quantityKgAsFed: null },
          { id: '31', dryMatterPercent: 79.49, asFedPercent: 79.4, quantityKgAsFed: null },
        ],
        composition: { MS: 88.47, PB: 40, NDT: 82.28 },
        tdnPercent: 82.28,
        costPerKgAsFed: null,
        costPerKgDm: null,
        unpricedFeedIds: ['7', '31'],
      },
      suplemento: { objetivo: 'ndt', id_alimento: null },
    };
    answers['compartilhar/link/abrir'] = {
      status: 200,
      body: { id: 7, modo: 'S', dieta: supplement, somenteLeitura: true, publico: view },
    };
    await openLink();
    expect(await screen.findByText('Suplemento compartilhado')).toBeTruthy();
    const formula = screen.getByRole('table', { name: 'Fórmula do suplemento' }).textContent ?? '';
    expect(formula).toMatch(/Milho grão.*20,51.*Farelo de soja.*79,49/);
    expect(screen.getByTestId('saved-supplement').textContent).toContain('82,28');
    expect(screen.getByTestId('export-saved-supplement-pdf')).toBeTruthy();
    expect(screen.queryByTestId('export-saved-supplement-xlsx')).toBeNull();
    // The server's client view is not shown for a supplement (it has no animal or requirements of its own).
    expect(screen.queryByTestId('public-outcome')).toBeNull();
    expect(screen.queryByRole('table', { name: 'Exigências' })).toBeNull();
    expect(screen.queryByTestId('export-public-pdf')).toBeNull();
  });

  it('a shared diet comparison shows the comparison of its copies with their PDF, and no animal or requirements', async () => {
    const copy = (id: number, nome: string, kg: number): TDietRecord => ({
      ...record,
      id,
      nome,
      resultado: [{ id: '12', MN: kg, MNprop: 100, MS: kg * 0.321, MSprop: 100, CUSTO: 5, totalRacao: 1000 }],
    });
    const comparison: TDietRecord = {
      ...record,
      nome: 'Recria contra engorda',
      custo: null,
      alimentos_selecionados: [],
      resultado: null,
      exigencias_selecionadas: [],
      status: null,
      comparacao: { ids: [3, 4], copias: [copy(3, 'Recria', 18), copy(4, 'Engorda', 24)] },
    };
    answers['compartilhar/link/abrir'] = {
      status: 200,
      body: { id: 7, modo: 'C', dieta: comparison, somenteLeitura: true, publico: view },
    };
    await openLink();
    expect(await screen.findByText('Comparação de dietas compartilhada')).toBeTruthy();
    const table = screen.getByTestId('public-comparison').textContent ?? '';
    expect(table).toContain('Recria');
    expect(table).toContain('Engorda');
    expect(table).toMatch(/18,00.*24,00/);
    expect(screen.getByTestId('export-comparison-pdf')).toBeTruthy();
    expect(screen.queryByTestId('public-outcome')).toBeNull();
    expect(screen.queryByTestId('export-public-pdf')).toBeNull();
  });
});

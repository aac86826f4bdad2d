import { beforeAll, expect, it } from 'vitest';
import type { TDashboardDiet } from '@cocho/contracts';
import { i18n, initI18n } from '../../i18n/i18n';
import { buildDietsTable, buildSessionsTable, tableToCsv, tableToSheet } from './dashboard-reports';

beforeAll(() => {
  initI18n('pt');
});

const DIET: TDashboardDiet = {
  id: 1,
  modo: 'FD',
  nome: 'Lote; norte',
  time: 0,
  custo: 8.456,
  status: 2,
  id_cliente: 4,
  oculta: false,
  ciclo: {
    tipo: 'terminacao',
    situacao: 'finalizada',
    comentario: null,
    inicio_previsto: '2026-01-10',
    fim_previsto: '2026-04-10',
    fim_real: '2026-04-12',
    peso_abate: 545.5,
    gmd_esperado: 1.4,
    gmd_real: 1.3,
    gmd_observado: null,
    numero_animais: 80,
  },
  atrasada: false,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  progresso: null,
};

it('writes the diets report as CSV with ; and the language decimal comma', () => {
  const t = i18n.getFixedT('pt', 'dashboard');
  const tDiet = i18n.getFixedT('pt', 'diet');
  const table = buildDietsTable([DIET], t, tDiet, 'pt');
  const lines = tableToCsv(table, 'pt').replace('\uFEFF', '').split('\r\n');
  expect(lines[0]).toBe(
    'Nome;Cliente;Tipo;Situação;Início previsto;Fim previsto;Fim real;Animais;Custo por animal por dia;GMD esperado (kg/dia);GMD observado (kg/dia);Peso de abate (kg);Atrasada',
  );
  // The name holds the separator: quoted. The observed ADG falls back to the real one (1,30).
  expect(lines[1]).toBe(
    `"Lote; norte";4;${tDiet('cycle.type.terminacao')};${tDiet('cycle.situation.finalizada')};10/01/2026;10/04/2026;12/04/2026;80;8,46;1,40;1,30;545,5;não`,
  );
  const sheet = tableToSheet(table, 'Dietas', ['Dietas']);
  expect(sheet.rows[0]?.[8]).toBe(8.456);
  expect(sheet.columns[8]?.numberFormat).toBe('0.00');
});

it('writes the sessions report with dates in the language', () => {
  const t = i18n.getFixedT('en', 'dashboard');
  const table = buildSessionsTable(
    [{ inicio: '2026-03-02T13:05:00.000Z', ultimo_acesso: null, encerrada: true }],
    t,
    'en',
  );
  const lines = tableToCsv(table, 'en').replace('\uFEFF', '').split('\r\n');
  expect(lines[0]).toBe('Started;Last activity;Ended');
  expect(lines[1]).toMatch(/^03\/02\/2026.*;;yes$/);
});

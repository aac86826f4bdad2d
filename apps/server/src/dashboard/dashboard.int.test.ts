/**
 * The dashboard's calls: data/main with progress, data/chart, data/estatisticas and
 * data/sessoes read the caller's own records only (user B gets nothing of user A), filtered by client and
 * period.
 */
import type {
  TChartPoint,
  TDashboardDiet,
  TDietCycle,
  TDietRecord,
  TDietSummary,
  TFeedUse,
  TSavedFeed,
  TSessionVisit,
} from '@cocho/contracts';
import { beforeAll, expect, it } from 'vitest';
import { setUserColumns, signUpAdministrator, smallDietRecord } from '../access/access-test-helpers';
import { forEachDatabase } from '../testing/for-each-database';
import type { SignedUp, TestEnvironment } from '../testing/for-each-database';

type Main = {
  data: { dietas: { data: TDashboardDiet[] }; predicoes: { data: TDietSummary[] }; truncado: boolean };
};
type Statistics = {
  data: { volumosos: TFeedUse[]; energeticos: TFeedUse[]; proteicos: TFeedUse[]; dietas: number };
};

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const feed = (id: string, tipo: number, name: string, volumoso: boolean): TSavedFeed => ({
  id,
  tipo,
  name,
  name_en: null,
  name_es: null,
  volumoso,
  nutrientes: { MS: 88 },
});
const SILAGE = feed('101', 1, 'Silagem de milho', true);
const CORN = feed('102', 3, 'Milho grão', false);
const SOY = feed('103', 2, 'Farelo de soja', false);

function diet(nome: string, overrides: Partial<TDietRecord>): TDietRecord {
  // Other feeds than the small record's: its restrictions and result rows would name unselected feeds.
  const feeds = overrides.alimentos_selecionados ? { restricoes: {}, resultado: null } : {};
  return { ...smallDietRecord(nome), ...feeds, ...overrides };
}

async function save(t: TestEnvironment, token: string, record: TDietRecord, modo = 'FD'): Promise<number> {
  const res = await t.call(`dieta/save${modo}`, { dieta: JSON.stringify(record) }, { token });
  if (res.status !== 200) throw new Error(`save: ${res.status} ${res.text}`);
  return (res.body as { id: number }).id;
}

async function ok<T>(t: TestEnvironment, name: string, body: unknown, token: string): Promise<T> {
  const res = await t.call(name, body, { token });
  if (res.status !== 200) throw new Error(`${name}: ${res.status} ${res.text}`);
  return res.body as T;
}

forEachDatabase('dashboard', (t) => {
  let owner: SignedUp;
  let stranger: SignedUp;
  let clientId = 0;
  const today = new Date().toISOString().slice(0, 10);
  const start = addDays(today, -50);
  const running: TDietCycle = {
    tipo: 'terminacao',
    situacao: 'ativa',
    comentario: null,
    inicio_previsto: start,
    fim_previsto: addDays(start, 100),
    fim_real: null,
    peso_abate: null,
    gmd_esperado: 1.3,
    gmd_real: null,
    gmd_observado: 1.1,
    numero_animais: 40,
  };
  const old: TDietCycle = {
    ...running,
    situacao: 'finalizada',
    inicio_previsto: '2020-01-05',
    fim_previsto: '2020-04-05',
    fim_real: '2020-04-08',
    peso_abate: 530,
  };

  beforeAll(async () => {
    // An administrator may save for a client (consultancy); another user sees none of it.
    owner = await signUpAdministrator(t);
    stranger = await t.signUp();
    await setUserColumns(t, stranger.user.id, { premium: 1 });
    const client = await ok<{ data: { id: number } }>(
      t,
      'consultoria/clientes/create',
      { nome: 'Cliente Painel', email: 'cliente.painel@example.com' },
      owner.token,
    );
    clientId = client.data.id;
    await save(
      t,
      owner.token,
      diet('Lote em curso', {
        ciclo: running,
        custo: 7.5,
        alimentos_selecionados: [SILAGE, CORN, SOY],
      }),
    );
    await save(
      t,
      owner.token,
      diet('Lote do cliente', {
        ciclo: { ...running, gmd_esperado: 1.5, gmd_observado: null },
        custo: 8.5,
        id_cliente: clientId,
        alimentos_selecionados: [SILAGE, CORN],
      }),
    );
    await save(
      t,
      owner.token,
      diet('Lote de 2020', { ciclo: old, custo: 6, alimentos_selecionados: [SILAGE] }),
    );
    await save(t, owner.token, { ...diet('Predição', {}), tipo_alimento_predicao: 'MN' }, 'PD');
  });

  it('data/main lists the diets with their progress and the predictions', async () => {
    const main = await ok<Main>(t, 'data/main', {}, owner.token);
    const byName = new Map(main.data.dietas.data.map((row) => [row.nome, row]));
    expect([...byName.keys()].sort()).toEqual(['Lote de 2020', 'Lote do cliente', 'Lote em curso']);
    const progress = byName.get('Lote em curso')?.progresso;
    // 50 of 100 days; 1.3 × 50 = 65 kg expected, 1.1 × 50 = 55 kg observed.
    expect(progress).toMatchObject({ dias_decorridos: 50, dias_previstos: 100 });
    expect(progress?.percentual).toBeCloseTo(50, 9);
    expect(progress?.ganho_esperado_kg).toBeCloseTo(65, 9);
    expect(progress?.ganho_observado_kg).toBeCloseTo(55, 9);
    // A finished diet counts to its real end: Jan 5 to Apr 8, 2020 is 94 days.
    expect(byName.get('Lote de 2020')?.progresso?.dias_decorridos).toBe(94);
    expect(main.data.predicoes.data.map((row) => row.nome)).toEqual(['Predição']);
    expect(main.data.truncado).toBe(false);
  });

  it('filters by client and period', async () => {
    const client = await ok<Main>(t, 'data/main', { id_cliente: clientId }, owner.token);
    expect(client.data.dietas.data.map((row) => row.nome)).toEqual(['Lote do cliente']);
    const personal = await ok<Main>(t, 'data/main', { id_cliente: null }, owner.token);
    expect(personal.data.dietas.data.map((row) => row.nome).sort()).toEqual([
      'Lote de 2020',
      'Lote em curso',
    ]);
    const in2020 = await ok<Main>(t, 'data/main', { inicio: '2020-01-01', fim: '2020-12-31' }, owner.token);
    expect(in2020.data.dietas.data.map((row) => row.nome)).toEqual(['Lote de 2020']);
    expect(in2020.data.predicoes.data).toEqual([]);
    const reversed = await t.call(
      'data/main',
      { inicio: '2020-12-31', fim: '2020-01-01' },
      { token: owner.token },
    );
    expect(reversed.status).toBe(400);
  });

  it('data/chart averages each month', async () => {
    const chart = await ok<{ data: TChartPoint[] }>(t, 'data/chart', {}, owner.token);
    expect(chart.data.map((point) => point.mes)).toEqual(['2020-01', start.slice(0, 7)]);
    const current = chart.data[1];
    // Two diets started this month: expected (1.3 + 1.5) / 2, observed 1.1 (one has it), cost (7.5 + 8.5) / 2.
    expect(current?.dietas).toBe(2);
    expect(current?.gmd_esperado).toBeCloseTo(1.4, 9);
    expect(current?.gmd_observado).toBeCloseTo(1.1, 9);
    expect(current?.custo_dia).toBeCloseTo(8, 9);
    const client = await ok<{ data: TChartPoint[] }>(t, 'data/chart', { id_cliente: clientId }, owner.token);
    expect(client.data).toEqual([
      {
        mes: start.slice(0, 7),
        dietas: 1,
        gmd_esperado: 1.5,
        gmd_observado: null,
        custo_dia: 8.5,
        // Diets saved without a currency are in reais; none was left out.
        moeda: 'BRL',
        outras_moedas: 0,
      },
    ]);
  });

  it('data/estatisticas counts roughages, energy and protein concentrates by diet', async () => {
    const stats = await ok<Statistics>(t, 'data/estatisticas', {}, owner.token);
    expect(stats.data.dietas).toBe(3);
    expect(stats.data.volumosos.map((use) => [use.name, use.dietas])).toEqual([['Silagem de milho', 3]]);
    expect(stats.data.energeticos.map((use) => [use.name, use.dietas])).toEqual([['Milho grão', 2]]);
    expect(stats.data.proteicos.map((use) => [use.name, use.dietas])).toEqual([['Farelo de soja', 1]]);
    const in2020 = await ok<Statistics>(t, 'data/estatisticas', { fim: '2020-12-31' }, owner.token);
    expect(in2020.data.dietas).toBe(1);
    expect(in2020.data.energeticos).toEqual([]);
  });

  it("user B gets nothing of user A, even naming A's client", async () => {
    for (const body of [{}, { id_cliente: clientId }]) {
      const main = await ok<Main>(t, 'data/main', body, stranger.token);
      expect(main.data.dietas.data).toEqual([]);
      expect(main.data.predicoes.data).toEqual([]);
      expect((await ok<{ data: TChartPoint[] }>(t, 'data/chart', body, stranger.token)).data).toEqual([]);
      const stats = await ok<Statistics>(t, 'data/estatisticas', body, stranger.token);
      expect(stats.data).toMatchObject({ dietas: 0, volumosos: [], energeticos: [], proteicos: [] });
    }
  });

  it('data/sessoes lists only the caller’s sessions, in the period', async () => {
    const before = await ok<{ data: TSessionVisit[] }>(t, 'data/sessoes', {}, stranger.token);
    const login = await ok<{ token: string }>(
      t,
      'auth/appLogin',
      { email: stranger.email, password: stranger.password },
      stranger.token,
    );
    expect(login.token).toBeTruthy();
    const after = await ok<{ data: TSessionVisit[] }>(t, 'data/sessoes', {}, stranger.token);
    expect(after.data).toHaveLength(before.data.length + 1);
    const owners = await ok<{ data: TSessionVisit[] }>(t, 'data/sessoes', {}, owner.token);
    const rows = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', owner.user.id)
      .execute();
    expect(owners.data).toHaveLength(rows.length);
    expect(after.data[0]?.inicio.slice(0, 10)).toBe(today);
    const past = await ok<{ data: TSessionVisit[] }>(
      t,
      'data/sessoes',
      { fim: '2020-12-31' },
      stranger.token,
    );
    expect(past.data).toEqual([]);
    const todayOnly = await ok<{ data: TSessionVisit[] }>(
      t,
      'data/sessoes',
      { inicio: today, fim: today },
      stranger.token,
    );
    expect(todayOnly.data).toHaveLength(after.data.length);
  });
});

// The everyday Brazilian panel of, run through `cocho formulate` and `cocho supplement` with the
// catalogue's feeds (testing/walk-feeds.ts) and judged as a nutritionist would: feedlot CP 11–15 %, Ca:P at
// least 1.2, no protein meal as fibre, no limestone or salt beyond need, urea at most 1 % of DM, calf CP at
// most 17 %; pasture supplements that reach their gain with urea within its safe amount.
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { EXIT_OK, runCli } from '../run-cli';
import '../commands';
import { NELLORE_BULL, WALK_FEEDS } from './testing/walk-feeds';

type Diet = {
  status: string;
  resultadoMS: Record<string, number>;
  custo: number;
  nutrientes: Record<string, number>;
  relacaoCaP?: { valor: number | null };
  proteinaBruta?: { valor: number; minimo: number; limitante: boolean };
  guardas?: Record<string, unknown>[];
};

async function cocho(command: string, input: unknown): Promise<Record<string, unknown>> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  stdout.on('data', (chunk: Buffer) => out.push(chunk));
  stderr.on('data', (chunk: Buffer) => err.push(chunk));
  const status = await runCli([command], Readable.from([JSON.stringify(input)]), stdout, stderr);
  expect(Buffer.concat(err).toString('utf8')).toBe('');
  expect(status).toBe(EXIT_OK);
  return JSON.parse(Buffer.concat(out).toString('utf8')) as Record<string, unknown>;
}

const feeds = (...ids: string[]) => ids.map((id) => WALK_FEEDS[id]);
const share = (d: Diet, id: string) => ((d.resultadoMS[id] ?? 0) / (d.nutrientes.CMS ?? NaN)) * 100;
const cp = (d: Diet) => (d.nutrientes.PB ?? NaN) / 10 / (d.nutrientes.CMS ?? NaN);
const formulate = async (input: unknown) => (await cocho('formulate', input)) as unknown as Diet;

/** Limestone beyond need: with half of it allowed the diet would be as cheap and still exact. */
async function expectLimestoneNeeded(input: { alimentos: unknown[] }, diet: Diet) {
  const limestone = share(diet, 'limestone');
  if (limestone <= 0) return;
  const halved = await formulate({
    ...input,
    alimentos: input.alimentos.map((f) =>
      (f as { id: string }).id === 'limestone' ? { ...(f as object), minimo: 0, maximo: limestone / 2 } : f,
    ),
  });
  if (halved.status === 'otima') expect(halved.custo).toBeGreaterThan(diet.custo * (1 + 1e-6));
}

describe('everyday panel, catalogue feeds', () => {
  it('by-products at 80:20 (citrus pulp, whole cottonseed, DDGS): exact, CP 11–15 %, Ca:P ≥ 1.2, urea ≤ 1 %', async () => {
    const input = {
      animal: NELLORE_BULL,
      alimentos: feeds(
        'silage',
        'corn',
        'citrusPulp',
        'wholeCottonseed',
        'ddgs',
        'soybeanMeal',
        'urea',
        'mineralMix',
        'limestone',
      ),
      proporcaoVC: 20,
    };
    const diet = await formulate(input);
    expect(diet.status).toBe('otima');
    expect(cp(diet)).toBeGreaterThanOrEqual(11 - 1e-6);
    expect(cp(diet)).toBeLessThanOrEqual(15);
    expect(diet.relacaoCaP?.valor).toBeGreaterThanOrEqual(1.2 - 1e-6);
    expect(share(diet, 'urea')).toBeLessThanOrEqual(1 + 1e-6);
    expect(share(diet, 'soybeanMeal')).toBeLessThan(5);
    await expectLimestoneNeeded(input, diet);
  }, 90_000);

  it('crossbred steer at 80:20: exact, CP 11–15 %, Ca:P 1.2–3.5', async () => {
    const steer = {
      ...NELLORE_BULL,
      raca: 'cruzado_corte',
      peso_corporal_inicial: 350,
      peso_corporal_final: 520,
      ganho_medio_diario: 1.5,
    };
    const input = {
      animal: steer,
      alimentos: feeds('silage', 'corn', 'soybeanMeal', 'urea', 'mineralMix', 'limestone'),
      proporcaoVC: 20,
    };
    const diet = await formulate(input);
    expect(diet.status).toBe('otima');
    expect(cp(diet)).toBeGreaterThanOrEqual(11 - 1e-6);
    expect(cp(diet)).toBeLessThanOrEqual(15);
    expect(diet.relacaoCaP?.valor).toBeGreaterThanOrEqual(1.2 - 1e-6);
    expect(diet.relacaoCaP?.valor).toBeLessThanOrEqual(3.5);
    await expectLimestoneNeeded(input, diet);
  }, 90_000);

  it('weaned calf on Tifton hay at 60:40: exact, CP at most 17 %, urea ≤ 1 %', async () => {
    const calf = {
      ...NELLORE_BULL,
      peso_corporal_inicial: 200,
      peso_corporal_final: 300,
      ganho_medio_diario: 1,
    };
    const diet = await formulate({
      animal: calf,
      alimentos: feeds('bermudaHay', 'corn', 'soybeanMeal', 'urea', 'grazingMineralMix', 'limestone'),
      proporcaoVC: 40,
    });
    expect(diet.status).toBe('otima');
    expect(cp(diet)).toBeLessThanOrEqual(17);
    expect(share(diet, 'urea')).toBeLessThanOrEqual(1 + 1e-6);
    expect(share(diet, 'soybeanMeal')).toBeLessThan(20);
  }, 90_000);

  it('pregnant cow on silage and bagasse: exact, CP at least 7 %, urea ≤ 1 %, salt only as needed', async () => {
    const cow = {
      tipo: 'vaca',
      estado_fisiologico: 'gestante',
      peso_corporal_medio: 450,
      escore_corporal: 5,
      dias_gestacao: 200,
      peso_bezerro_nascimento: 30,
    };
    const diet = await formulate({
      animal: cow,
      alimentos: feeds('silage', 'bagasse', 'corn', 'soybeanMeal', 'urea', 'grazingMineralMix', 'salt'),
    });
    expect(diet.status).toBe('otima');
    // The crude-protein floor (default 7 % of DM): without it the panel's diet had 6.5 % CP, bagasse at 85 %.
    expect(cp(diet)).toBeGreaterThanOrEqual(7 - 1e-6);
    expect(diet.proteinaBruta?.valor).toBeCloseTo(cp(diet), 6);
    expect(diet.proteinaBruta?.minimo).toBe(7);
    const unguarded = await formulate({
      animal: cow,
      alimentos: feeds('silage', 'bagasse', 'corn', 'soybeanMeal', 'urea', 'grazingMineralMix', 'salt'),
      proteinaBrutaMinima: null,
    });
    expect(unguarded.proteinaBruta).toBeUndefined();
    expect(cp(unguarded)).toBeLessThan(7);
    expect(diet.proteinaBruta?.limitante).toBe(true);
    expect(diet.custo).toBeGreaterThan(unguarded.custo);
    expect(share(diet, 'urea')).toBeLessThanOrEqual(1 + 1e-6);
    // Salt and the mix bring sodium: together no more than 1 % of DM for a cow's sodium requirement.
    expect(share(diet, 'salt') + share(diet, 'grazingMineralMix')).toBeLessThan(1);
  }, 90_000);

  it('pregnant cow on bagasse and corn only, floor out of reach: aproximada, the most CP, add a protein source', async () => {
    const cow = {
      tipo: 'vaca',
      estado_fisiologico: 'gestante',
      peso_corporal_medio: 450,
      escore_corporal: 5,
      dias_gestacao: 200,
      peso_bezerro_nascimento: 30,
    };
    const input = {
      animal: cow,
      alimentos: feeds('bagasse', 'corn', 'grazingMineralMix', 'salt'),
      proteinaBrutaMinima: 12,
    };
    const diet = await formulate(input);
    expect(diet.status).toBe('aproximada');
    const reached = cp(diet);
    expect(reached).toBeLessThan(12);
    expect(diet.guardas).toContainEqual({
      tipo: 'proteinaBruta',
      limite: 'minimo',
      exigido: 12,
      alcancado: expect.closeTo(reached, 6) as number,
      adicionar: 'fonte_proteica',
    });
    // With urea on offer the floor is reached.
    const withUrea = await formulate({
      ...input,
      alimentos: feeds('bagasse', 'corn', 'urea', 'grazingMineralMix', 'salt'),
    });
    expect(cp(withUrea)).toBeGreaterThan(reached);
  }, 90_000);

  it('dry-season pasture: the cheapest supplement reaches each gain; a higher gain costs more', async () => {
    const input = {
      objetivo: 'custo',
      alimentos: feeds('corn', 'soybeanMeal', 'urea', 'salt', 'grazingMineralMix'),
      pasto: WALK_FEEDS.maranduDry,
      peso_vivo: 350,
    };
    const low = await cocho('supplement', { ...input, ganho_alvo: 0.2 });
    const high = await cocho('supplement', { ...input, ganho_alvo: 0.4 });
    for (const [answer, target] of [
      [low, 0.2],
      [high, 0.4],
    ] as const) {
      expect(answer.status).toBe('otima');
      expect(answer.ganho_previsto as number).toBeGreaterThanOrEqual(target - 0.05);
      expect(answer.ureia_g_cabeca_dia as number).toBeLessThanOrEqual(
        (answer.ureia_max_g_cabeca_dia as number) + 1e-6,
      );
      expect(answer.ganho_sem_suplemento as number).toBeLessThan(target);
    }
    expect(high.custo_cabeca_dia as number).toBeGreaterThan(low.custo_cabeca_dia as number);
  }, 90_000);

  it('rainy-season pasture already gives the gain: the supplement is the salt and its least carrier', async () => {
    const answer = await cocho('supplement', {
      objetivo: 'custo',
      alimentos: feeds('corn', 'soybeanMeal', 'urea', 'salt', 'grazingMineralMix'),
      pasto: WALK_FEEDS.coastcrossRainy,
      ganho_alvo: 0.6,
      peso_vivo: 300,
    });
    expect(answer.status).toBe('otima');
    expect(answer.ganho_sem_suplemento as number).toBeGreaterThanOrEqual(0.6);
    // Salt at the animal's appetite (0.025 % of 300 kg) is 45 % of it, the most the salt share allows.
    const amounts = answer.quantidade as Record<string, number>;
    expect(amounts.salt).toBeCloseTo(0.075, 9);
    expect(answer.ureia_g_cabeca_dia).toBe(0);
    expect(answer.sal as number).toBeCloseTo(45, 6);
  }, 90_000);
});

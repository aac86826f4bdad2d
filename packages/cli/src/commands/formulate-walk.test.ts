// The everyday Brazilian cases a nutritionist signs (docs/decisions/effective-fibre-floor.md and the other
// diet-guard decisions), run through `cocho formulate` with the starter catalogue's feeds.
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { EXIT_OK, runCli } from '../run-cli';
import '../commands';
import { NELLORE_BULL, WALK_FEEDS } from './testing/walk-feeds';

type Output = {
  status: string;
  resultado: Record<string, number>;
  resultadoMS: Record<string, number>;
  custo: number;
  nutrientes: Record<string, number>;
  violacoes: { chave: string; limite: string }[];
  fibra?: { regra: string; minimo: number | null; aplicada: boolean; fornecido: number };
  relacaoCaP?: { valor: number | null; minimo: number | null; maximo: number | null };
  premix?: {
    gramas_cabeca_dia: number;
    minerais: { chave: string; mg_cabeca_dia: number; mg_kg: number; fonte: string; fonte_g_kg: number }[];
    veiculo: string;
    veiculo_g_kg: number;
  };
  guardas?: { tipo: string; limite: string; exigido: number; alcancado: number | null; adicionar: string }[];
};

async function formulate(input: unknown): Promise<Output> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  stdout.on('data', (chunk: Buffer) => out.push(chunk));
  stderr.on('data', (chunk: Buffer) => err.push(chunk));
  const status = await runCli(['formulate'], Readable.from([JSON.stringify(input)]), stdout, stderr);
  expect(Buffer.concat(err).toString('utf8')).toBe('');
  expect(status).toBe(EXIT_OK);
  return JSON.parse(Buffer.concat(out).toString('utf8')) as Output;
}

const feeds = (...ids: string[]) => ids.map((id) => WALK_FEEDS[id]);
const share = (o: Output, id: string) => ((o.resultadoMS[id] ?? 0) / (o.nutrientes.CMS ?? NaN)) * 100;
const cp = (o: Output) => (o.nutrientes.PB ?? NaN) / 10 / (o.nutrientes.CMS ?? NaN);
const FEEDLOT = ['silage', 'corn', 'soybeanMeal', 'urea', 'mineralMix', 'limestone'];

describe('cocho formulate: diets a nutritionist signs (walk with catalogue feeds)', () => {
  it('85:15 feedlot, Nellore bull 400→540 kg at 1.6 kg/day: otima, CP 11–15 %, Ca:P 1.2–3.5, no meal as fibre', async () => {
    const input = { animal: NELLORE_BULL, alimentos: feeds(...FEEDLOT), proporcaoVC: 15 };
    const diet = await formulate(input);
    expect(diet.status).toBe('otima');
    expect(diet.violacoes).toEqual([]);
    expect(cp(diet)).toBeGreaterThanOrEqual(11);
    expect(cp(diet)).toBeLessThanOrEqual(15);
    expect(diet.relacaoCaP?.valor).toBeGreaterThanOrEqual(1.2 - 1e-6);
    expect(diet.relacaoCaP?.valor).toBeLessThanOrEqual(3.5);
    // Soybean meal only as a protein source (it was 50 % of DM for its NDF under the total-NDF floor).
    expect(share(diet, 'soybeanMeal')).toBeLessThan(5);
    // Effective fibre: 15 % silage × 40.9 % NDF = 6.1 % of DM ≥ the 6 % floor.
    expect(diet.fibra).toEqual(expect.objectContaining({ regra: 'fdnfe', minimo: 6, aplicada: true }));
    expect(diet.fibra?.fornecido).toBeGreaterThanOrEqual(6 - 1e-6);
    // The trace minerals (and S) BR-CORTE asks for come from a computed premix, not from bulk feeds.
    expect(diet.premix?.minerais.map((m) => m.chave)).toEqual(expect.arrayContaining(['Co', 'Se']));
    // No limestone beyond need: with half of it allowed, the diet costs more (or is no longer exact).
    const limestone = share(diet, 'limestone');
    if (limestone > 0) {
      const halved = await formulate({
        ...input,
        alimentos: input.alimentos.map((f) =>
          f?.id === 'limestone' ? { ...f, minimo: 0, maximo: limestone / 2 } : f,
        ),
      });
      if (halved.status === 'otima') expect(halved.custo).toBeGreaterThan(diet.custo * (1 + 1e-6));
    }
    // The product's total-NDF rule stays an option: under it the same feeds cannot make an exact diet without
    // protein meal for its fibre.
    const ndf = await formulate({ ...input, fibra: { regra: 'fdn' } });
    expect(ndf.fibra?.regra).toBe('fdn');
    expect(ndf.status !== 'otima' || share(ndf, 'soybeanMeal') > 20).toBe(true);
  }, 90_000);

  it('weaned calf 200 kg at 60:40: otima with CP at most 17 %', async () => {
    const calf = {
      ...NELLORE_BULL,
      peso_corporal_inicial: 200,
      peso_corporal_final: 300,
      ganho_medio_diario: 1,
    };
    const diet = await formulate({ animal: calf, alimentos: feeds(...FEEDLOT), proporcaoVC: 40 });
    expect(diet.status).toBe('otima');
    expect(cp(diet)).toBeLessThanOrEqual(17);
    expect(share(diet, 'soybeanMeal')).toBeLessThan(20);
  }, 90_000);

  it('whole shelled corn and its pellet, no roughage: otima; the fibre floor says it did not apply', async () => {
    const diet = await formulate({ animal: NELLORE_BULL, alimentos: feeds('wholeCorn', 'pellet', 'urea') });
    expect(diet.status).toBe('otima');
    expect(diet.fibra).toEqual(expect.objectContaining({ regra: 'fdnfe', aplicada: false }));
    expect(share(diet, 'wholeCorn')).toBeGreaterThan(70);
  }, 90_000);

  it('never lists a feed below its minimum inclusion (100 g as fed, 20 g for minerals and urea)', async () => {
    for (const proporcaoVC of [15, 30, 50]) {
      const diet = await formulate({ animal: NELLORE_BULL, alimentos: feeds(...FEEDLOT), proporcaoVC });
      for (const [id, kg] of Object.entries(diet.resultado)) {
        if (kg <= 0) continue;
        const minimum = ['urea', 'mineralMix', 'limestone'].includes(id) ? 0.02 : 0.1;
        expect(kg, `${id} at ${proporcaoVC} % roughage`).toBeGreaterThanOrEqual(minimum * (1 - 1e-6));
      }
    }
  }, 90_000);

  it('the premix is a recipe: sources and carrier make 1 kg, and it closes each gap', async () => {
    const diet = await formulate({ animal: NELLORE_BULL, alimentos: feeds(...FEEDLOT), proporcaoVC: 15 });
    const premix = diet.premix;
    expect(premix).toBeDefined();
    if (!premix) return;
    const sources = premix.minerais.reduce((sum, m) => sum + m.fonte_g_kg, 0);
    expect(sources + premix.veiculo_g_kg).toBeCloseTo(1000, 9);
    for (const m of premix.minerais)
      expect(m.mg_kg * (premix.gramas_cabeca_dia / 1000)).toBeCloseTo(m.mg_cabeca_dia, 9);
    // Without the premix the same trace minimums make the diet inexact.
    const without = await formulate({
      animal: NELLORE_BULL,
      alimentos: feeds(...FEEDLOT),
      proporcaoVC: 15,
      premix: false,
    });
    expect(without.status).not.toBe('otima');
    expect(without.premix).toBeUndefined();
  }, 90_000);

  it('50 % roughage without limestone: aproximada at the nearest Ca:P, the miss named, the premix kept', async () => {
    const noLimestone = FEEDLOT.filter((id) => id !== 'limestone');
    const input = { animal: NELLORE_BULL, alimentos: feeds(...noLimestone), proporcaoVC: 50 };
    const diet = await formulate(input);
    expect(diet.status).toBe('aproximada');
    expect(diet.nutrientes.CMS).toBeGreaterThan(5);
    const reached = diet.relacaoCaP?.valor ?? NaN;
    expect(reached).toBeLessThan(1.2);
    expect(diet.guardas).toEqual([
      { tipo: 'relacaoCaP', limite: 'minimo', exigido: 1.2, alcancado: reached, adicionar: 'fonte_calcio' },
    ]);
    // The mix is the only calcium source: at its cap, as close to 1.2 as these feeds go.
    expect(share(diet, 'mineralMix')).toBeCloseTo(1.2, 3);
    expect(diet.premix?.minerais.length).toBeGreaterThan(0);
    // The nearest ratio: a guard just below it is met exactly; just above it is missed again.
    const below = await formulate({ ...input, relacaoCaP: { minimo: reached * 0.999, maximo: 7 } });
    expect(below.status).toBe('otima');
    expect(below.guardas).toBeUndefined();
    // With limestone on offer the same diet meets the guard, as a nutritionist would fix it.
    const fixed = await formulate({ ...input, alimentos: feeds(...FEEDLOT) });
    expect(fixed.status).toBe('otima');
    expect(fixed.relacaoCaP?.valor).toBeGreaterThanOrEqual(1.2 - 1e-6);
  }, 90_000);
});

// The most-profit (and least cost per arroba) gain against a brute-force scan, and
// the objective agreeing with the financial report to the cent.
import { describe, expect, it } from 'vitest';
import { DEFAULT_ANIMAL } from '../animal/animal';
import type { Animal } from '../animal/animal-fields';
import { applyDefaultInclusionCaps } from '../feeds/feed-class';
import { calculateFinancialReport } from '../finance/calculate-financial-report';
import { loadLpSolver } from '../formulation/lp-solver';
import { createFeedlotWalkFeeds } from '../formulation/testing/feedlot-walk';
import { createRandom } from '../formulation/testing/random-problems';
import {
  animalRequirementsAt,
  evaluateGain,
  objectiveScore,
  searchObjectiveGain,
  validateGainFinance,
} from './optimize-gain';
import type { GainSearchInput } from './optimize-gain';

const solver = await loadLpSolver();

/** The walk's five feeds with the mix allowed up to 4 % of DM, prices × random factors. */
function walkFeeds(random: () => number) {
  return applyDefaultInclusionCaps(
    createFeedlotWalkFeeds().map((feed) => ({
      ...feed,
      costPerKg: (feed.costPerKg ?? 0) * (0.6 + 0.8 * random()),
      ...(feed.id === 'mineralMix' ? { minPercent: 0, maxPercent: 4 } : {}),
    })),
  );
}

function randomCase(seed: number, daysFixed: boolean): { input: GainSearchInput; animal: Animal } {
  const random = createRandom(seed);
  const initial = 280 + Math.round(170 * random());
  const animal: Animal = {
    ...DEFAULT_ANIMAL,
    raca: (['zebuino', 'cruzado_corte', 'cruzado_leite'] as const)[seed % 3] ?? 'zebuino',
    sexo: (['macho', 'macho_castrado', 'femea'] as const)[(seed >> 1) % 3] ?? 'macho',
    peso_corporal_inicial: initial,
    peso_corporal_final: daysFixed ? null : initial + 60 + Math.round(160 * random()),
    custo_total: 20 + 120 * random(),
    custo_extra: null,
    preco_venda_arroba: 250 + 80 * random(),
    preco_arroba_adquirida: 240 + 90 * random(),
    rendimento_carcaca_inicial: 48 + 4 * random(),
    rendimento_carcaca_final: 52 + 5 * random(),
  };
  const roughage = seed % 4 === 0 ? 20 + Math.round(40 * random()) : null;
  return {
    animal,
    input: {
      formulation: { feeds: walkFeeds(random), roughagePercent: roughage },
      requirementsAt: animalRequirementsAt(animal),
      finance: {
        animal,
        extras: daysFixed
          ? { dias_confinamento: 60 + Math.round(60 * random()) }
          : { mortalidade: 2 * random() },
      },
    },
  };
}

/** Every gain of the 0.01 kg/day grid from 0.3 to 2.5: the best score and the gains that reach it. */
function bruteForce(input: GainSearchInput, objective: 'lucro' | 'custo_arroba') {
  let best = -Infinity;
  const scores = new Map<number, number>();
  for (let k = 30; k <= 250; k++) {
    const gain = k / 100;
    const score = objectiveScore(evaluateGain(input, solver, gain).point, objective);
    scores.set(gain, score);
    if (score > best) best = score;
  }
  return { best, scores };
}

describe('searchObjectiveGain against a brute-force scan at 0.01 kg/day', () => {
  // 24 random cases: both objectives, with the sale weight fixed (days follow) and with the days fixed.
  const cases = Array.from({ length: 24 }, (_, i) => ({
    seed: 100 + i,
    daysFixed: i % 4 >= 2,
    objective: i % 2 === 0 ? ('lucro' as const) : ('custo_arroba' as const),
  }));
  for (const { seed, daysFixed, objective } of cases) {
    it(`seed ${seed} (${objective}, ${daysFixed ? 'days fixed' : 'sale weight fixed'})`, () => {
      const { input } = randomCase(seed, daysFixed);
      const search = searchObjectiveGain(input, solver, objective);
      const brute = bruteForce(input, objective);
      if (brute.best === -Infinity) {
        expect(search.best).toBeNull();
        return;
      }
      expect(search.best).not.toBeNull();
      const chosen = search.best?.point;
      if (!chosen) return;
      const score = objectiveScore(chosen, objective);
      // As good as every grid point, to rounding ...
      expect(score).toBeGreaterThanOrEqual(brute.best - 1e-9 * Math.max(1, Math.abs(brute.best)));
      // ... and within 0.01 kg/day of a brute-force best gain (a flat top may hold several).
      const bestGains = [...brute.scores].filter(([, s]) => s >= brute.best - 1e-9).map(([g]) => g);
      expect(Math.min(...bestGains.map((g) => Math.abs(g - chosen.gainKg)))).toBeLessThanOrEqual(0.01 + 1e-9);
      // Far fewer LPs than the scan's 221.
      expect(search.evaluations).toBeLessThan(90);
    }, 60_000);
  }
});

describe('the objective and the financial report agree', () => {
  it('profit, cost per arroba and days at the chosen gain are the report of that diet, to the cent', () => {
    for (const daysFixed of [false, true]) {
      const { input, animal } = randomCase(21, daysFixed);
      const search = searchObjectiveGain(input, solver, 'lucro');
      const best = search.best;
      expect(best).not.toBeNull();
      if (!best) return;
      const report = calculateFinancialReport({
        animal: { ...animal, ganho_medio_diario: best.point.gainKg },
        dieta: { CUSTO: best.diet.costPerDay, CMS: best.diet.dryMatterIntakeKg },
        extras: daysFixed ? input.finance.extras : { ...input.finance.extras, dias_confinamento: null },
      });
      expect(report.ok).toBe(true);
      if (!report.ok) return;
      expect(best.point.profitPerHead).toBe(report.value.indicators.MARGEM_OPERACIONAL_CAB.value);
      expect(best.point.costPerArroba).toBe(report.value.indicators.CAP.value);
      expect(best.point.daysOnFeed).toBe(report.value.indicators.DCONF.value);
      // The chosen diet is the least-cost diet at that gain.
      const direct = evaluateGain(input, solver, best.point.gainKg);
      expect(direct.point.costPerDay).toBeCloseTo(best.point.costPerDay ?? NaN, 9);
    }
  }, 60_000);

  it('with the sale weight fixed, most profit and least cost per arroba choose the same gain', () => {
    // Revenue and purchase do not depend on the gain then (docs/product/finance.md#formulas RB, CAR), so both objectives
    // minimise COCAB = (CDa + CDo) · (PF − PI) / GMD.
    const { input } = randomCase(3, false);
    const profit = searchObjectiveGain(input, solver, 'lucro');
    const perArroba = searchObjectiveGain(input, solver, 'custo_arroba');
    expect(profit.best?.point.gainKg).toBe(perArroba.best?.point.gainKg);
  }, 60_000);

  it('more profit at the chosen gain than at the entered gain (the least-cost diet)', () => {
    const { input, animal } = randomCase(5, false);
    const search = searchObjectiveGain(input, solver, 'lucro');
    const entered = evaluateGain(input, solver, animal.ganho_medio_diario ?? 1.3).point;
    expect(entered.feasible).toBe(true);
    expect(search.best?.point.profitPerHead ?? -Infinity).toBeGreaterThanOrEqual(
      entered.profitPerHead ?? Infinity,
    );
  }, 60_000);
});

describe('edge cases', () => {
  it('no gain with an exact diet: best is null and the curve says so', () => {
    const { input } = randomCase(2, false);
    // Corn silage alone meets no mineral minimum at any gain.
    const silageOnly = {
      ...input,
      formulation: { ...input.formulation, feeds: input.formulation.feeds.filter((f) => f.id === 'silage') },
    };
    const search = searchObjectiveGain(silageOnly, solver, 'lucro');
    expect(search.best).toBeNull();
    expect(search.curve.length).toBeGreaterThan(40);
    expect(search.curve.every((p) => !p.feasible)).toBe(true);
  }, 60_000);

  it('the curve is on the 0.01 grid, increasing in gain, from 0.3 to 2.5', () => {
    const { input } = randomCase(4, false);
    const curve = searchObjectiveGain(input, solver, 'lucro').curve;
    expect(curve[0]?.gainKg).toBe(0.3);
    expect(curve.at(-1)?.gainKg).toBe(2.5);
    for (let i = 1; i < curve.length; i++)
      expect((curve[i]?.gainKg ?? 0) > (curve[i - 1]?.gainKg ?? 0)).toBe(true);
    for (const p of curve) expect(Math.round(p.gainKg * 100) / 100).toBe(p.gainKg);
  }, 60_000);

  it('finance fields the report needs are checked before the search', () => {
    const { animal } = randomCase(1, false);
    expect(validateGainFinance({ animal: { ...animal, preco_venda_arroba: null } })).toEqual([
      { field: 'animal.preco_venda_arroba', code: 'REQUIRED' },
    ]);
    expect(validateGainFinance({ animal })).toEqual([]);
  }, 60_000);
});

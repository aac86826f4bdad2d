// The most-profit (and least cost per arroba) gain against a brute-force scan, and
// the objective agreeing with the financial report to the cent.
import { describe, expect, it } from 'vitest';
import { calculateFinancialReport } from '../finance/calculate-financial-report';
import { loadLpSolver } from '../formulation/lp-solver';
import { randomCase } from '../formulation/testing/gain-cases';
import { evaluateGain, searchObjectiveGain, validateGainFinance } from './optimize-gain';

const solver = await loadLpSolver();

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

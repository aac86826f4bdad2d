// Growing cattle outside the data of the BR-CORTE intake equation
// (docs/decisions/growing-intake-range.md).
import { describe, expect, it } from 'vitest';
import type { Animal } from '../animal/animal';
import { BREEDS, DEFAULT_ANIMAL } from '../animal/animal';
import { calculateRequirements } from './calculate-requirements';

function run(animal: Partial<Animal>) {
  const r = calculateRequirements({ ...DEFAULT_ANIMAL, ...animal });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
}
const growing = (weight: number, gain: number, raca: Animal['raca']) =>
  run({ raca, peso_corporal_inicial: weight, peso_corporal_final: weight, ganho_medio_diario: gain });

describe('growing-cattle intake outside the equation data', () => {
  it('the default animal keeps the BR-CORTE 2016 intake and has no warning', () => {
    const r = run({});
    // BR-CORTE 2016 zebu DMI at BW 470 kg, ADG 1.3: −2.1948 + 0.08388·470^0.75 + 3.9328·1.3 − 0.903·1.3².
    expect(r.numbers.dmiKg).toBeCloseTo(-2.1948 + 0.08388 * 470 ** 0.75 + 3.9328 * 1.3 - 0.903 * 1.69, 9);
    expect(r.warnings).toEqual([]);
  });

  it('a 100 kg dairy crossbred at zero gain eats its maintenance, not 0', () => {
    const r = growing(100, 0, 'cruzado_leite');
    expect(r.numbers.dmiKg).toBeGreaterThan(1);
    // Floor: NEm / km 0.67 on a 70 % TDN diet (0.7 × 4.409 × 0.82 Mcal ME/kg, NRC 2000).
    expect(r.numbers.dmiKg).toBeCloseTo(r.numbers.nemMcal / 0.67 / (0.7 * 4.409 * 0.82), 9);
    const codes = r.warnings.map((w) => w.code);
    expect(codes).toContain('weightBelowEquationData');
    expect(codes).toContain('intakeRaisedToMaintenance');
  });

  it('a 100 kg beef crossbred at 2.5 kg/day is held at 1.3 × the NRC (2000) maximum, not 7 % of BW', () => {
    const r = growing(100, 2.5, 'cruzado_corte');
    expect(r.numbers.dmiKg).toBeCloseTo(1.3 * 0.0985 * r.numbers.shrunkWeightKg ** 0.75, 9);
    expect(r.numbers.dmiKg / 100).toBeLessThan(0.045);
    expect(r.warnings.map((w) => w.code)).toContain('intakeLimited');
  });

  it('every form input from 90 kg gives an intake between 0.8 % and 4.5 % of BW', () => {
    // Lighter animals are calves (the calf type); the ceiling, 1.3 × NRC's maximum, grows as a share of BW.
    for (const raca of BREEDS)
      for (let weight = 90; weight <= 900; weight += 30)
        for (let gain = 0; gain <= 2.5; gain += 0.25) {
          const pct = (growing(weight, gain, raca).numbers.dmiKg / weight) * 100;
          expect(pct, `${raca} ${weight} kg ${gain} kg/day`).toBeGreaterThan(0.8);
          expect(pct, `${raca} ${weight} kg ${gain} kg/day`).toBeLessThan(4.5);
        }
  });

  it('warns when the gain is above the vertex of the breed equation (zebu 2.18 kg/day)', () => {
    const r = growing(450, 2.3, 'zebuino');
    const warning = r.warnings.find((w) => w.code === 'gainAboveIntakeEquation');
    expect(warning?.limit).toBeCloseTo(3.9328 / (2 * 0.903), 9);
  });
});

/**
 * The standard feedlot walk on the catalogue as a user receives it: the default animal with corn silage, ground
 * corn, soybean meal, urea and the feedlot mineral mix, priced as in Brazil, formulated the way
 * `cocho formulate` and the diet wizard do it (the animal's selected requirements, default inclusion caps
 * for mineral and NPN sources). The result must look right to a nutritionist, not only to the LP.
 */
import { describe, expect, it } from 'vitest';
import {
  applyDefaultInclusionCaps,
  calculateRequirements,
  formulateDiet,
  loadLpSolver,
  normalizeFeed,
  parseAnimalJson,
  toRequirementBounds,
} from '@cocho/engine';
import type { FormulationRequirements } from '@cocho/engine';
import { readSeedRows } from './seed-catalogue';

const solver = await loadLpSolver();
const rows = readSeedRows();

const DEFAULT_ANIMAL = {
  tipo: 'crescimento_terminacao',
  raca: 'zebuino',
  regime: 'confinamento',
  sexo: 'macho',
  peso_corporal_inicial: 400,
  peso_corporal_final: 540,
  ganho_medio_diario: 1.3,
};

/** R$ per kg as fed, Brazilian feedlot prices of 2024–2025 (silage at the trench, corn at R$ 66 a 60 kg bag). */
const STANDARD_DIET = [
  { sourceId: 'BR:silagem_milho_hibridos', price: 0.3 }, // corn silage (Brazilian hybrids)
  { sourceId: 'NASEM2021:44', price: 1.1 }, // ground corn
  { sourceId: 'NASEM2021:141', price: 2.3 }, // soybean meal
  { sourceId: 'NASEM2021:165', price: 3.5 }, // urea
  { sourceId: 'COCHO:mistura_mineral_confinamento', price: 4.5 }, // feedlot mineral mix, 100 g/head/day
] as const;

function catalogueFeeds() {
  return STANDARD_DIET.map(({ sourceId, price }) => {
    const row = rows.find((candidate) => candidate.sourceId === sourceId);
    if (!row) throw new Error(`catalogue row missing: ${sourceId}`);
    return normalizeFeed({ id: sourceId, tipo: row.category, nutrientes: row.nutrients, custo: price });
  });
}

function animalRequirements(): FormulationRequirements {
  const animal = parseAnimalJson(DEFAULT_ANIMAL, 'formulation');
  if (!animal.ok) throw new Error('default animal invalid');
  const computed = calculateRequirements(animal.value);
  if (!computed.ok) throw new Error('requirements failed');
  return toRequirementBounds(computed.value.requirements, { onlySelected: true }) as FormulationRequirements;
}

function formulate(roughagePercent: number | null, requirements = animalRequirements()) {
  const result = formulateDiet(
    {
      feeds: applyDefaultInclusionCaps(catalogueFeeds()),
      requirements,
      roughagePercent,
      dailyGainKg: 1.3,
    },
    solver,
  );
  if (!result.ok) throw new Error('formulation refused its input');
  const diet = result.value;
  const dm = (id: string) => diet.feeds.find((feed) => feed.id === id)?.dryMatterKg ?? 0;
  const percentOfDm = (id: string) => (dm(id) / diet.dryMatterIntakeKg) * 100;
  return { diet, dm, percentOfDm };
}

describe('the standard Brazilian feedlot diet on the seeded catalogue', () => {
  it('at the wizard’s 50 % roughage share: otima, the mix at its label intake', () => {
    const { diet, dm, percentOfDm } = formulate(50);
    expect(diet.status).toBe('otima');
    expect(diet.violations).toEqual([]);
    // Soybean meal may leave: with sulfur and the trace minerals in the premix, silage, corn and urea meet
    // the protein of a 1.3 kg/day gain at half roughage (docs/decisions/trace-mineral-premix.md).
    for (const { sourceId } of STANDARD_DIET)
      if (sourceId !== 'NASEM2021:141') expect(dm(sourceId), sourceId).toBeGreaterThan(0);
    // Concentrate 50 %: the most the product's FDN minimum (25 % of CMS) allows with this silage.
    expect(diet.concentratePercent).toBeCloseTo(50, 6);
    // Corn is the energy of the concentrate, soybean meal and urea top up protein.
    expect(dm('NASEM2021:44')).toBeGreaterThan(dm('NASEM2021:141') + dm('NASEM2021:165'));
    // Urea within 1 % of DM (Embrapa Gado de Corte); the mix at 80–120 g/head/day (label 100 g), so its
    // common salt (28 % of the mix) is 22–34 g/day, about 0.3 % of DM.
    expect(percentOfDm('NASEM2021:165')).toBeLessThanOrEqual(1 + 1e-9);
    expect(dm('COCHO:mistura_mineral_confinamento')).toBeGreaterThanOrEqual(0.08);
    expect(dm('COCHO:mistura_mineral_confinamento')).toBeLessThanOrEqual(0.12 + 1e-9);
    // No mineral at its maximum tolerable level.
    for (const key of ['Ca', 'P', 'K', 'Na', 'S', 'Co', 'Cu', 'Se', 'Zn'] as const) {
      const maximum = animalRequirements()[key]?.max;
      if (maximum) expect(diet.nutrients[key], key).toBeLessThan(maximum * 0.9);
    }
  });

  it('with the FDN minimum left out, 80 % concentrate as Brazilian feedlots feed, still otima', () => {
    // Silvestre and Millen (2021, R. Bras. Zootec. 50:e20200189): 83.3 % concentrate on average.
    const requirements = { ...animalRequirements(), FDN: { min: null, max: null } };
    const { diet, dm, percentOfDm } = formulate(20, requirements);
    expect(diet.status).toBe('otima');
    expect(diet.concentratePercent).toBeCloseTo(80, 6);
    expect(dm('NASEM2021:44')).toBeGreaterThan(diet.dryMatterIntakeKg * 0.6);
    expect(percentOfDm('NASEM2021:165')).toBeLessThanOrEqual(1 + 1e-9);
    expect(dm('COCHO:mistura_mineral_confinamento')).toBeLessThanOrEqual(0.12 + 1e-9);
  });

  it('with the roughage share free, no mineral or urea fills dry-matter intake', () => {
    const { diet, percentOfDm } = formulate(null);
    expect(diet.status).toBe('otima');
    expect(percentOfDm('NASEM2021:165')).toBeLessThanOrEqual(1 + 1e-9);
    expect(percentOfDm('COCHO:mistura_mineral_confinamento')).toBeLessThanOrEqual(1.2 + 1e-9);
  });
});

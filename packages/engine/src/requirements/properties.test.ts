// Invariants over many generated animals: finiteness, ordering of bounds, monotonicity in gain and
// weight, PB = PDR + PNDR after any edit, and the product's bound rules (docs/product/calculation.md#states and docs/product/calculation.md#constants).
import { describe, expect, it } from 'vitest';
import type { Animal } from '../animal/animal';
import {
  ANIMAL_TYPES,
  BREEDS,
  DEFAULT_ANIMAL,
  PARITIES,
  PHYSIOLOGICAL_STATES,
  REGIMES,
  SEXES,
} from '../animal/animal';
import type { RequirementEntry } from './calculate-requirements';
import { calculateRequirements, MINERAL_TOLERANCE } from './calculate-requirements';
import { editRequirement } from './edit-requirement';
import type { RequirementKey } from './requirement-keys';
import { REQUIREMENT_KEYS } from './requirement-keys';
import { MICROBIAL_MAX_ITERATIONS, solveMicrobialProtein } from './microbial-protein';
import { MINERAL_KEYS } from './requirement-model';
import { toRequirementBounds } from './requirement-bounds';

/** Small deterministic generator (mulberry32) so failures reproduce. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;

function generateAnimal(rand: () => number): Animal {
  const tipo = pick(rand, ANIMAL_TYPES);
  const weight = tipo === 'bezerro' ? 1 + rand() * 350 : 1 + rand() * 1200;
  const spread = rand() * 200;
  return {
    ...DEFAULT_ANIMAL,
    tipo,
    raca: pick(rand, BREEDS),
    regime: pick(rand, REGIMES),
    sexo: pick(rand, SEXES),
    estado_fisiologico: pick(rand, PHYSIOLOGICAL_STATES),
    estado_parides: pick(rand, PARITIES),
    peso_corporal_inicial: tipo === 'crescimento_terminacao' ? weight : null,
    peso_corporal_final: tipo === 'crescimento_terminacao' ? weight + spread : null,
    peso_corporal_medio: tipo === 'crescimento_terminacao' ? null : weight,
    ganho_medio_diario: rand() < 0.1 ? 0 : rand() * 2.5,
    escore_corporal: rand() * 10,
    producao_de_leite: rand() < 0.3 ? null : rand() * 30,
    semana_lactacao: 1 + Math.floor(rand() * 40),
    peso_bezerro_nascimento: rand() * 60,
    dias_gestacao: Math.floor(rand() * 284),
    gordura_do_leite: rand() * 10,
    proteina_do_leite: rand() * 8,
  };
}

function tableOf(a: Animal): RequirementEntry[] {
  const result = calculateRequirements(a);
  if (!result.ok) throw new Error(JSON.stringify({ a, errors: result.errors }));
  return [...result.value.requirements];
}
const get = (table: readonly RequirementEntry[], key: RequirementKey) => table.find((e) => e.key === key)!;

describe('every generated animal', () => {
  const rand = generator(20261122);
  const animals = Array.from({ length: 1000 }, () => generateAnimal(rand));
  it('gives finite numbers everywhere and minimo ≤ ideal ≤ maximo', () => {
    const failures: string[] = [];
    for (const a of animals) {
      const table = tableOf(a);
      if (table.map((e) => e.key).join() !== REQUIREMENT_KEYS.join()) failures.push('keys');
      for (const e of table) {
        const numbers = [e.ideal, e.min, e.max, ...e.children.map((c) => c.value)].filter(
          (x): x is number => x !== null,
        );
        if (!numbers.every(Number.isFinite)) failures.push(`${e.key} not finite: ${JSON.stringify(a)}`);
        if (e.ideal < 0) failures.push(`${e.key} negative`);
        if (e.min !== null && e.min > e.ideal) failures.push(`${e.key} minimo > ideal`);
        if (e.max !== null && e.max < e.ideal) failures.push(`${e.key} maximo < ideal`);
      }
      const sum = get(table, 'PDR').ideal + get(table, 'PNDR').ideal;
      if (Math.abs(get(table, 'PB').ideal - sum) > 1e-9 * Math.max(1, sum)) failures.push('PB != PDR + PNDR');
    }
    expect(failures.slice(0, 5)).toEqual([]);
  }, 60000);
  it('keeps PB = PDR + PNDR after any sequence of edits', { timeout: 60000 }, () => {
    const editRand = generator(7);
    for (const a of animals.slice(0, 300)) {
      let table = tableOf(a);
      for (let i = 0; i < 6; i += 1) {
        const key = pick(editRand, ['PB', 'PDR', 'PNDR', 'CMS', 'Ca'] as const);
        const field = pick(editRand, ['ideal', 'ideal', 'min', 'max'] as const);
        table = editRequirement(table, key, field, editRand() * 2000);
        const pb = get(table, 'PB').ideal;
        const sum = get(table, 'PDR').ideal + get(table, 'PNDR').ideal;
        expect(Math.abs(pb - sum)).toBeLessThan(1e-9 * Math.max(1, pb));
        for (const e of table) {
          if (e.min !== null) expect(e.min).toBeLessThanOrEqual(e.ideal + 1e-12);
          if (e.max !== null) expect(e.max).toBeGreaterThanOrEqual(e.ideal - 1e-12);
        }
      }
    }
  });
});

describe('hostile input', () => {
  it('either rejects the animal with field errors or returns only finite numbers', () => {
    const rand = generator(99);
    const values = [Number.NaN, Number.POSITIVE_INFINITY, -1, 0, 1e-9, 0.5, 3, 50, 300, 1e6, null];
    const fields = [
      'peso_corporal_inicial',
      'peso_corporal_final',
      'peso_corporal_medio',
      'ganho_medio_diario',
      'escore_corporal',
      'producao_de_leite',
      'semana_lactacao',
      'gordura_do_leite',
      'proteina_do_leite',
      'peso_bezerro_nascimento',
      'dias_gestacao',
    ] as const;
    const failures: string[] = [];
    let rejected = 0;
    for (let i = 0; i < 3000; i += 1) {
      const a: Record<string, unknown> = { ...generateAnimal(rand) };
      for (const field of fields) if (rand() < 0.3) a[field] = pick(rand, values);
      const result = calculateRequirements(a as Animal);
      if (!result.ok) {
        rejected += 1;
        if (result.errors.length === 0) failures.push('empty error list');
        continue;
      }
      for (const e of result.value.requirements)
        for (const x of [e.ideal, e.min, e.max, ...e.children.map((c) => c.value)])
          if (x !== null && !Number.isFinite(x)) failures.push(`${e.key}: ${JSON.stringify(a)}`);
    }
    expect(failures.slice(0, 3)).toEqual([]);
    expect(rejected).toBeGreaterThan(0);
  }, 60000);
});

describe('monotonicity', () => {
  const RISING: RequirementKey[] = ['CMS', 'NDT', 'EL', 'EM', 'PM', 'PB'];
  it('requirements rise with gain (growing cattle, cows and calves, all breeds and regimes)', () => {
    const rand = generator(11);
    const failures: string[] = [];
    for (let i = 0; i < 300; i += 1) {
      const a = generateAnimal(rand);
      let previous = tableOf({ ...a, ganho_medio_diario: 0 });
      for (let step = 1; step <= 25; step += 1) {
        const gain = step / 10;
        const table = tableOf({ ...a, ganho_medio_diario: gain });
        for (const key of [...RISING, 'Ca', 'P'] as RequirementKey[])
          if (get(table, key).ideal < get(previous, key).ideal - 1e-9)
            failures.push(`${key} falls at ${gain}: ${JSON.stringify(a)}`);
        previous = table;
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
  }, 60000);
  it('energy, intake and protein rise with weight (growing cattle, all breeds, sexes, regimes)', () => {
    const failures: string[] = [];
    for (const raca of BREEDS)
      for (const sexo of SEXES)
        for (const regime of REGIMES)
          for (const gain of [0, 0.5, 1.5, 2.5]) {
            let previous: RequirementEntry[] | null = null;
            for (let bw = 150; bw <= 1200; bw += 10) {
              const table = tableOf({
                ...DEFAULT_ANIMAL,
                raca,
                sexo,
                regime,
                peso_corporal_inicial: bw,
                peso_corporal_final: bw,
                ganho_medio_diario: gain,
              });
              if (previous)
                for (const key of RISING)
                  if (get(table, key).ideal < get(previous, key).ideal - 1e-9)
                    failures.push(`${raca} ${sexo} ${regime} ${gain} ${bw} ${key}`);
              previous = table;
            }
          }
    expect(failures.slice(0, 5)).toEqual([]);
  }, 60000);
});

describe('spec rules (docs/product/calculation.md#constants)', () => {
  const table = tableOf(DEFAULT_ANIMAL);
  const cms = get(table, 'CMS');
  it('CMS: minimum = ideal, maximum = ideal × 1.10 for growing and finishing cattle', () => {
    expect(cms.min).toBe(cms.ideal);
    expect(cms.max! / cms.ideal).toBeCloseTo(1.1, 12);
  });
  it('EE ≤ 7 % CMS, CNF ≤ 80 % CMS, FDN ≥ 25 % CMS and ≤ 1.32 % of live weight', () => {
    expect(get(table, 'EE').max! / cms.ideal).toBeCloseTo(0.07, 12);
    expect(get(table, 'CNF').max! / cms.ideal).toBeCloseTo(0.8, 12);
    expect(get(table, 'FDN').min! / cms.ideal).toBeCloseTo(0.25, 12);
    expect(get(table, 'FDN').max!).toBeCloseTo(0.0132 * 470, 9);
  });
  it("mineralUpperBound 'toleranceMultiplier': maximum = ideal × (1 + m) (1 Ca, P; 2 others; 5 Na; 19 Co, I, Se)", () => {
    // The product's multipliers are no longer the default (they gave K 0.77 % DM and Se
    // 11 mg/kg DM); they stay one option away, and passing only `mineralUpperTolerance` still selects them.
    expect(MINERAL_TOLERANCE).toMatchObject({ Ca: 1, P: 1, Mg: 2, Na: 5, Co: 19, I: 19, Se: 19, Zn: 2 });
    const multiplied = calculateRequirements(DEFAULT_ANIMAL, { mineralUpperBound: 'toleranceMultiplier' });
    if (!multiplied.ok) throw new Error('invalid');
    for (const key of MINERAL_KEYS) {
      const e = get(multiplied.value.requirements, key);
      expect(e.max! / e.ideal).toBeCloseTo(1 + MINERAL_TOLERANCE[key], 12);
    }
    const literal = calculateRequirements(DEFAULT_ANIMAL, { mineralUpperTolerance: 'multiplier' });
    if (!literal.ok) throw new Error('invalid');
    const ca = get(literal.value.requirements, 'Ca');
    expect(ca.max! / ca.ideal).toBeCloseTo(1, 12);
  });
  it('MP efficiency: 47.4 % above 340 kg SBW, else 84.665 − 0.1179 × EqEBW', () => {
    const heavy = tableOf(DEFAULT_ANIMAL);
    expect(get(heavy, 'PB').children.find((c) => c.key === 'eficiencia')!.value).toBe(47.4);
    const light = calculateRequirements({
      ...DEFAULT_ANIMAL,
      peso_corporal_inicial: 250,
      peso_corporal_final: 300,
    });
    if (!light.ok) throw new Error('invalid');
    const eq = light.value.numbers.equivalentEmptyWeightKg;
    expect(light.value.numbers.mpEfficiencyPercent).toBeCloseTo(84.665 - 0.1179 * eq, 10);
  });
  it('microbial protein loop stops within 100 iterations at 0.1 g', () => {
    const { iterations, mcpG, rupG, cpG } = solveMicrobialProtein(810.08, 7.79);
    expect(iterations).toBeLessThanOrEqual(MICROBIAL_MAX_ITERATIONS);
    expect(cpG).toBeCloseTo(mcpG + rupG, 10);
    // Fixed point: CPI = CP/1000 reproduces MCP within the tolerance.
    const again = -53.07 + 304.9 * (cpG / 1000) + 90.8 * 7.79 - 3.13 * 7.79 ** 2;
    expect(Math.abs(again - mcpG)).toBeLessThan(0.1);
  });
  it('energy alternatives NDT/EL/EM and protein alternatives PB/PM are exclusive', () => {
    expect(table.filter((e) => e.alternative === 'energy' && e.selected).map((e) => e.key)).toEqual(['NDT']);
    expect(table.filter((e) => e.alternative === 'protein' && e.selected).map((e) => e.key)).toEqual(['PB']);
    const em = calculateRequirements(DEFAULT_ANIMAL, { energyAlternative: 'EM', proteinAlternative: 'PM' });
    if (!em.ok) throw new Error('invalid');
    expect(em.value.requirements.filter((e) => e.selected && e.alternative).map((e) => e.key)).toEqual([
      'EM',
      'PM',
    ]);
  });
  it('identifiers, factors, units and names in three languages (docs/product/calculation.md#records)', () => {
    const ids = Object.fromEntries(table.map((e) => [e.key, e.id]));
    expect(ids).toMatchObject({
      CMS: 'MS',
      NDT: 'NDT_COCHO2016',
      EM: 'EM_COCHO2016',
      Ca: 'CA',
      Mg: 'MG',
      Na: 'NA',
      Co: 'CO',
      Cu: 'CU',
      Mn: 'MN',
      Se: 'SE',
      Zn: 'ZN',
      P: 'P',
      K: 'K',
      S: 'S',
      I: 'I',
      PDR: 'PDR',
    });
    expect(get(table, 'CMS').factor).toBe(0.01);
    expect(get(table, 'Ca').factor).toBe(10);
    expect(get(table, 'Zn').factor).toBe(1);
    expect(get(table, 'EL').factor).toBe(1);
    // Names and codes in pt/en/es: packages/contracts/src/messages.test.ts.
    for (const key of REQUIREMENT_KEYS) expect(get(table, key).sources.length).toBeGreaterThan(0);
  });
  it('plain bounds keep the entries’ numbers', () => {
    const bounds = toRequirementBounds(table);
    expect(bounds.CMS).toEqual({ min: cms.min, max: cms.max, ideal: cms.ideal });
    expect(bounds.NDT?.max).toBeNull();
    expect(Object.keys(bounds)).toEqual([...REQUIREMENT_KEYS]);
    const selected = Object.keys(toRequirementBounds(table, { onlySelected: true }));
    expect(selected).toContain('NDT');
    expect(selected).toContain('PB');
    expect(selected).not.toContain('EM');
    expect(selected).not.toContain('PM');
  });
});

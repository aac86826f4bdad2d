import { describe, expect, it } from 'vitest';
import type { Animal } from '../animal/animal';
import { ANIMAL_TYPES, BREEDS, DEFAULT_ANIMAL, PHYSIOLOGICAL_STATES, REGIMES, SEXES } from '../animal/animal';
import { normalizeAnimal } from '../animal/normalize-animal';
import { createRandom } from '../formulation/testing/random-problems';
import { buildRequirementModel } from './requirement-model';

describe('the gain search numbers', () => {
  it('equal the full numbers at the same gain, bit for bit, for every kind of animal and option', () => {
    const random = createRandom(77);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
    for (let i = 0; i < 300; i += 1) {
      const tipo = pick(ANIMAL_TYPES);
      const weight = tipo === 'bezerro' ? 40 + random() * 200 : 150 + random() * 550;
      const animal: Animal = normalizeAnimal({
        ...DEFAULT_ANIMAL,
        tipo,
        raca: pick(BREEDS),
        regime: pick(REGIMES),
        sexo: pick(SEXES),
        estado_fisiologico: pick(PHYSIOLOGICAL_STATES),
        peso_corporal_inicial: tipo === 'crescimento_terminacao' ? weight : null,
        peso_corporal_final: tipo === 'crescimento_terminacao' ? weight + random() * 150 : null,
        peso_corporal_medio: tipo === 'crescimento_terminacao' ? null : weight,
        dias_gestacao: Math.floor(random() * 283),
        semana_lactacao: 1 + Math.floor(random() * 30),
      });
      const model = buildRequirementModel(animal, {
        kmForm: random() < 0.3 ? 'publishedKg' : 'sheetPRE',
        capDmiAtVertex: random() < 0.8,
      });
      for (const gain of [0, 0.0001, random() * 4.5, 4.5, -1]) {
        const full = model.at(gain);
        expect(model.searchAt(gain)).toStrictEqual({
          tdnKg: full.tdnKg,
          meMcal: full.meMcal,
          nelTotalMcal: full.nelTotalMcal,
          mpG: full.mpG,
          caG: full.minerals.Ca.total,
          pG: full.minerals.P.total,
        });
      }
    }
  });
});

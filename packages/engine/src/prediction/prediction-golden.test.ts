/**
 * Golden predictions: the main outputs of 120 generated predictions (growing cattle in feedlot and on
 * pasture, cows, calves on milk; diets eaten whole, capped at intake or matched to it; every energy and
 * protein basis), compared bit for bit with golden/predictions.json. The searches remember numbers within
 * a call and read only what they compare (docs/decisions/engine-speed.md); a change there must not move any
 * answer. A deliberate model change regenerates the file (`npx vitest run -u` on this file) and the diff
 * shows what moved.
 */
import { describe, expect, it } from 'vitest';
import type { Animal } from '../animal/animal';
import { BREEDS, DEFAULT_ANIMAL, PHYSIOLOGICAL_STATES, REGIMES, SEXES } from '../animal/animal';
import { createRandom } from '../formulation/testing/random-problems';
import type { DietFeed } from './diet-supply';
import type { PredictionOptions } from './predict-performance';
import { predictPerformance } from './predict-performance';

const TYPES = ['crescimento_terminacao', 'crescimento_terminacao', 'vaca', 'bezerro'] as const;

function generateCase(random: () => number): [Animal, DietFeed[], PredictionOptions] {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  const tipo = pick(TYPES);
  const weight = tipo === 'bezerro' ? 60 + random() * 120 : 200 + random() * 450;
  const animal: Animal = {
    ...DEFAULT_ANIMAL,
    tipo,
    raca: pick(BREEDS),
    regime: pick(REGIMES),
    sexo: pick(SEXES),
    estado_fisiologico: pick(PHYSIOLOGICAL_STATES),
    peso_corporal_inicial: tipo === 'crescimento_terminacao' ? weight : null,
    peso_corporal_final: tipo === 'crescimento_terminacao' ? weight + random() * 150 : null,
    peso_corporal_medio: tipo === 'crescimento_terminacao' ? null : weight,
    ganho_medio_diario: null,
    dias_gestacao: Math.floor(random() * 283),
    semana_lactacao: 1 + Math.floor(random() * 30),
  };
  // From a third to three times what a 400 kg animal on this diet eats, so many diets are capped.
  const scale = (weight / 400) * (0.3 + random() * 2.7);
  const feeds: DietFeed[] = [];
  const count = 1 + Math.floor(random() * 5);
  for (let i = 0; i < count; i += 1) {
    const nutrientes: Record<string, number> = { MS: 25 + random() * 70, PB: random() * 45 };
    if (random() < 0.8) nutrientes.NDT = 40 + random() * 50;
    else nutrientes.EM = 1.6 + random() * 1.8;
    if (random() < 0.3) nutrientes.EL = 0.8 + random();
    if (random() < 0.2) nutrientes.PM = random() * 25;
    nutrientes.Ca = random() < 0.2 ? random() * 20 : random();
    nutrientes.P = random() < 0.2 ? random() * 10 : random();
    const milk = tipo === 'bezerro' && i === 0 && random() < 0.5;
    feeds.push({
      id: `feed${i}`,
      quantidade: random() * 8 * scale,
      volumoso: i === 0 ? random() < 0.8 : random() < 0.2,
      ...(milk ? { leite: true } : {}),
      nutrientes,
    });
  }
  const mode = random();
  const options: PredictionOptions = {
    ...(mode < 0.2 ? { matchIntake: true } : mode < 0.3 ? { capAtIntake: false } : {}),
    ...(random() < 0.2 ? { energyBasis: pick(['EM', 'EL'] as const) } : {}),
    ...(random() < 0.2 ? { proteinBasis: 'PM' as const } : {}),
  };
  return [animal, feeds, options];
}

describe('golden predictions', () => {
  it('every generated prediction gives the recorded answer, bit for bit', async () => {
    const random = createRandom(3434);
    const lines: string[] = [];
    for (let i = 0; i < 120; i += 1) {
      const [animal, feeds, options] = generateCase(random);
      const result = predictPerformance(animal, feeds, options);
      if (!result.ok) {
        lines.push(JSON.stringify({ errors: result.errors }));
        continue;
      }
      const p = result.value;
      lines.push(
        JSON.stringify({
          gains: [p.GMDEsperado, p.PGMDEL, p.PGMDPM, p.PGMDCa, p.PGMDP, p.limitante],
          excretion: [p.excNFezes, p.excNUrina, p.excTotalN, p.excTotalP],
          methane: [p.producaoMetano, p.producaoMetanoProduto],
          intake: p.intake,
          eaten: p.eaten ? [p.eaten.factor, p.eaten.dmKg] : null,
          matchedFactor: p.matchedFactor ?? null,
          pasture: p.pasture ?? null,
          atExpectedGain: [p.atExpectedGain.tdnKg, p.atExpectedGain.mpG, p.atExpectedGain.minerals.Zn.total],
        }),
      );
    }
    // Enough of each path to matter.
    expect(lines.filter((line) => line.includes('"eaten":[')).length).toBeGreaterThan(20);
    expect(lines.filter((line) => line.includes('"matchedFactor":0')).length).toBeGreaterThan(10);
    expect(lines.filter((line) => line.includes('"grazing":true')).length).toBeGreaterThan(5);
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('./golden/predictions.jsonl');
  }, 60000);
});

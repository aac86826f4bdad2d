import { DEFAULT_ANIMAL, calculateRequirements, predictPerformance } from '@cocho/engine';
import type { TFeed } from '@cocho/contracts';
import { describe, expect, it } from 'vitest';
import { INITIAL_INPUTS, selectFeed, toFormulationInput } from './diet-state';
import { runFormulation } from './run-formulation';

/** Seeded catalogue compositions (apps/server/src/feeds/seed-data) and the e2e's beef mineral mix. */
const FEEDS: [string, number, TFeed['nutrientes'], number][] = [
  [
    'silage',
    1,
    {
      MS: 31.88,
      PB: 7.52,
      NDT: 64.71,
      FDN: 49.18,
      EE: 2.3,
      CNF: 37.78,
      MO: 96.78,
      FDA: 33.15,
      ED: 2.8531,
      EM: 2.3944,
    },
    0.25,
  ],
  [
    'corn',
    3,
    {
      MS: 86.907,
      PB: 8.514,
      PNDR: 3.6815,
      ED: 3.452,
      NDT: 88.69,
      FDN: 9.761,
      AMIDO: 70.367,
      EE: 3.845,
      MM: 1.504,
      CNF: 76.376,
      EM: 2.9607,
      Ca: 0.035,
      P: 0.309,
      Mg: 0.132,
      K: 0.557,
      Na: 0.018,
      S: 0.104,
      Cu: 2.069,
      Mn: 7.152,
      Se: 0.07,
      Zn: 23.428,
      PDR: 4.8325,
    },
    1.2,
  ],
  [
    'soybean',
    2,
    {
      MS: 89.267,
      PB: 52.644,
      PNDR: 17.2388,
      ED: 3.967,
      NDT: 81.39,
      FDN: 11.065,
      AMIDO: 1.879,
      EE: 1.815,
      MM: 7.237,
      CNF: 27.239,
      EM: 3.4476,
      Ca: 0.4,
      P: 0.739,
      Mg: 0.327,
      K: 2.421,
      Na: 0.019,
      S: 0.413,
      Cu: 16.058,
      Mn: 41.372,
      Se: 0.2,
      Zn: 52.924,
      PDR: 35.4052,
    },
    2.5,
  ],
  [
    'mineral',
    4,
    { MS: 100, Ca: 22, P: 2, Mg: 3, Na: 14, S: 5, Co: 150, Cu: 1200, I: 120, Mn: 2500, Se: 60, Zn: 6000 },
    4,
  ],
];

describe('a formulated diet, predicted', () => {
  it('gives back the daily gain it was formulated for (issue 6 item 8: ±0.02 kg/day)', async () => {
    const requirements = calculateRequirements(DEFAULT_ANIMAL);
    if (!requirements.ok) throw new Error('default animal must be valid');
    const feeds = FEEDS.map(([id, tipo, nutrientes, custo]) =>
      selectFeed({
        id,
        tipo,
        name: id,
        name_en: null,
        name_es: null,
        name_sci: null,
        nutrientes,
        nutrientes_originais: null,
        nutrientes_calculados: [],
        alertas: [],
        fonte: null,
        custo,
        unidade: 'kg',
        volumoso: tipo === 1,
        EXCLUIDO: 0,
        id_alimento_pai: null,
        id_cliente: null,
        restrito: false,
        visibilidade: 'todos',
        recomendado: false,
        patrocinado: false,
        empresa: null,
        min_100: null,
        max_100: null,
        status: null,
      }),
    );
    const outcome = await runFormulation(
      toFormulationInput({ ...INITIAL_INPUTS, feeds }, requirements.value.exigencias),
    );
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    expect(outcome.value.status).toBe('otima');
    const predicted = predictPerformance(
      DEFAULT_ANIMAL,
      outcome.value.feeds.map((row, index) => ({
        id: row.id,
        nutrientes: FEEDS[index]?.[2] ?? {},
        quantidade: row.asFedKg,
        volumoso: FEEDS[index]?.[1] === 1,
      })),
    );
    if (!predicted.ok) throw new Error(JSON.stringify(predicted.errors));
    console.log(
      predicted.value.GMDEsperado,
      predicted.value.PGMDEL,
      predicted.value.PGMDPM,
      predicted.value.limitante,
    );
    expect(
      Math.abs(predicted.value.GMDEsperado - (DEFAULT_ANIMAL.ganho_medio_diario ?? 0)),
    ).toBeLessThanOrEqual(0.02);
  });
});

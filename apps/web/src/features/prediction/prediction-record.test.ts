import { describe, expect, it } from 'vitest';
import { ZDietRecord } from '@cocho/contracts';
import type { TDietRecord, TFeed } from '@cocho/contracts';
import { DEFAULT_ANIMAL, calculateRequirements, predictPerformance } from '@cocho/engine';
import type { Language } from '@cocho/engine';
import { INITIAL_INPUTS, selectFeed, toDietRecord, toFormulationInput } from '../diet/diet-state';
import { runFormulation } from '../diet/run-formulation';
import { supplementFormFromPrediction } from '../supplement/supplement-form';
import { resolveRows, toDietFeeds } from './prediction-model';
import {
  findSaveProblem,
  fromPredictionRecord,
  predictionFromDietRecord,
  toPredictionRecord,
} from './prediction-record';
import type { PredictionInputs, PredictionRecordMeta } from './prediction-record';

function catalogueFeed(
  id: string,
  tipo: number,
  nutrientes: TFeed['nutrientes'],
  custo: number | null,
  unidade: TFeed['unidade'] = 'kg',
): TFeed {
  return {
    id,
    tipo,
    name: `Feed ${id}`,
    name_en: `Feed ${id} (en)`,
    name_es: null,
    name_sci: null,
    nutrientes,
    nutrientes_originais: null,
    nutrientes_calculados: [],
    alertas: [],
    fonte: null,
    custo,
    unidade,
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
  };
}

/** Seeded catalogue compositions (apps/server/src/feeds/seed-data) and a beef mineral mix. */
const SILAGE = catalogueFeed(
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
);
const CORN = catalogueFeed(
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
);
const SOYBEAN = catalogueFeed(
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
  // A price per g in the catalogue: the record keeps it per the row's unit, the reports per kg.
  0.0025,
  'g',
);
const MINERAL = catalogueFeed(
  'mineral',
  4,
  { MS: 100, Ca: 22, P: 2, Mg: 3, Na: 14, S: 5, Co: 150, Cu: 1200, I: 120, Mn: 2500, Se: 60, Zn: 6000 },
  null,
);
const CATALOGUE = new Map([SILAGE, CORN, SOYBEAN, MINERAL].map((feed) => [feed.id, feed] as const));

const META: PredictionRecordMeta = {
  nome: 'Lote 7',
  time: 1_700_000_000_000,
  id: null,
  obs: 'pasto seco',
  idCliente: null,
  oculta: false,
};

function predict(inputs: PredictionInputs, feeds: ReadonlyMap<string, TFeed>, language: Language) {
  const resolved = resolveRows(inputs.rows, feeds, inputs.basis, language);
  const outcome = predictPerformance(inputs.animal, toDietFeeds(resolved, feeds));
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  return outcome.value;
}

/** What the server and the browser do to a record: JSON text, then the contract's parse. */
const throughTheWire = (record: TDietRecord): TDietRecord =>
  ZDietRecord.parse(JSON.parse(JSON.stringify(record)));

describe('toPredictionRecord', () => {
  const inputs: PredictionInputs = {
    animal: DEFAULT_ANIMAL,
    basis: 'asFed',
    rows: [
      { feedId: SILAGE.id, amountText: '20', unit: 'kg' },
      { feedId: CORN.id, amountText: '4,5', unit: 'kg' },
      { feedId: SOYBEAN.id, amountText: '1.000', unit: 'g' },
    ],
  };
  const prediction = predict(inputs, CATALOGUE, 'pt');
  const record = toPredictionRecord(inputs, CATALOGUE, prediction, META, 'pt');

  it('is a valid saved record of a prediction: amounts as typed with their unit, snapshots, status 1', () => {
    expect(() => ZDietRecord.parse(record)).not.toThrow();
    expect(record.tipoEntrada).toBe('');
    expect(record.tipo_alimento_predicao).toBe('MN');
    expect(record.status).toBe(1);
    expect(record.ciclo).toBeNull();
    expect(record.oculta).toBe(false);
    expect(record.alimentos_selecionados.map((feed) => feed.id)).toEqual(['silage', 'corn', 'soybean']);
    expect(record.alimentos_selecionados[1]?.nutrientes).toEqual(CORN.nutrientes);
    // "1.000" g in Portuguese is one thousand grams: fator 0.001 kg per g; R$ 0.0025 per g.
    expect(record.restricoes.soybean).toEqual({
      quantidade: 1000,
      unidade: 'g',
      fator: 0.001,
      custo: 0.0025,
      minimo: null,
      maximo: null,
    });
    expect(record.restricoes.corn?.quantidade).toBe(4.5);
  });

  it('keeps per-feed rows (kg as fed and DM, shares, cost) and the prediction itself', () => {
    const soybean = record.resultado?.find((row) => row.id === 'soybean');
    expect(soybean?.MN).toBeCloseTo(1, 12);
    expect(soybean?.MS).toBeCloseTo(0.89267, 12);
    expect(soybean?.MNprop).toBeCloseTo((1 / 25.5) * 100, 9);
    expect(soybean?.CUSTO).toBeCloseTo(2.5, 12);
    // 20 × 0.25 + 4.5 × 1.2 + 1 × 2.5 per day; every fed feed has a price.
    expect(record.custo).toBeCloseTo(12.9, 9);
    expect(record.resultado?.reduce((sum, row) => sum + row.totalRacao, 0)).toBeCloseTo(1000, 9);
    expect(record.resultado_simplex).toEqual(JSON.parse(JSON.stringify(prediction)));
  });

  it('saves no result and no cost without a prediction of these inputs', () => {
    const unpredicted = toPredictionRecord(inputs, CATALOGUE, null, META, 'pt');
    expect(unpredicted.status).toBeNull();
    expect(unpredicted.resultado).toBeNull();
    expect(unpredicted.resultado_simplex).toBeNull();
    expect(unpredicted.custo).toBeNull();
  });

  it('a hidden auto-save has an empty name (spec 01 §4)', () => {
    const hidden = toPredictionRecord(inputs, CATALOGUE, prediction, { ...META, oculta: true }, 'pt');
    expect(hidden.nome).toBe('');
    expect(hidden.oculta).toBe(true);
  });

  it('names what stops a save: no feed, an amount that is not a number', () => {
    expect(findSaveProblem({ ...inputs, rows: [] }, 'pt')).toBe('noFeeds');
    expect(
      findSaveProblem({ ...inputs, rows: [{ feedId: SILAGE.id, amountText: '2,5,1', unit: 'kg' }] }, 'pt'),
    ).toBe('unreadable');
    expect(findSaveProblem(inputs, 'pt')).toBeNull();
  });

  it('is what the supplement screen reads: the concentrates with kg as fed and price per kg', () => {
    const made = supplementFormFromPrediction(throughTheWire(record), 'pt', 'Suplemento de');
    expect(made.form.rows).toEqual([
      { feedId: 'corn', quantityText: '4,500', priceText: '1,20' },
      { feedId: 'soybean', quantityText: '1,000', priceText: '2,50' },
    ]);
    expect(made.skippedRoughages).toBe(1);
  });
});

describe('reopening a saved prediction', () => {
  const cases: { language: Language; inputs: PredictionInputs }[] = [
    {
      language: 'pt',
      inputs: {
        animal: { ...DEFAULT_ANIMAL, peso_corporal_inicial: 380 },
        basis: 'dryMatter',
        rows: [
          { feedId: SILAGE.id, amountText: '6,4', unit: 'kg' },
          { feedId: CORN.id, amountText: '3500', unit: 'g' },
          { feedId: MINERAL.id, amountText: '90000', unit: 'mg' },
          { feedId: SOYBEAN.id, amountText: '', unit: 'kg' },
        ],
      },
    },
    {
      language: 'en',
      inputs: {
        animal: DEFAULT_ANIMAL,
        basis: 'asFed',
        rows: [
          { feedId: SILAGE.id, amountText: '21.25', unit: 'kg' },
          { feedId: SOYBEAN.id, amountText: '0.8', unit: 'kg' },
        ],
      },
    },
  ];

  for (const { language, inputs } of cases)
    it(`[${language}] inputs → record → JSON → ZDietRecord → inputs: the same, and the same prediction`, () => {
      const prediction = predict(inputs, CATALOGUE, language);
      const record = toPredictionRecord(inputs, CATALOGUE, prediction, META, language);
      const reopened = fromPredictionRecord(throughTheWire(record), language);
      expect(reopened.inputs).toEqual(inputs);
      expect(reopened.prediction).toEqual(prediction);
      // The record's snapshots alone (no catalogue) predict the same result.
      const snapshots = new Map(reopened.feeds.map((feed) => [feed.id, feed] as const));
      expect(predict(reopened.inputs, snapshots, language)).toEqual(prediction);
      // Saved again, the record is the same.
      const again = toPredictionRecord(reopened.inputs, snapshots, reopened.prediction, META, language);
      expect(again).toEqual(record);
    });
});

describe('predicting a saved diet (mode FD)', () => {
  it('prefills the animal and the formulated kg as fed, and predicts the gain it was formulated for', async () => {
    const requirements = calculateRequirements(DEFAULT_ANIMAL);
    if (!requirements.ok) throw new Error('default animal must be valid');
    // The mineral mix needs a price to be formulated.
    const feeds = [
      SILAGE,
      CORN,
      { ...SOYBEAN, custo: 2.5, unidade: 'kg' as const },
      { ...MINERAL, custo: 4 },
    ];
    const inputs = { ...INITIAL_INPUTS, feeds: feeds.map(selectFeed) };
    const outcome = await runFormulation(toFormulationInput(inputs, requirements.value.exigencias));
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    expect(outcome.value.status).toBe('otima');
    const diet = toDietRecord(inputs, requirements.value.exigencias, outcome.value, {
      nome: 'Terminação',
      time: 0,
      id: 5,
      obs: null,
      idCliente: null,
      ciclo: null,
    });

    const prefill = predictionFromDietRecord(throughTheWire(diet), 'pt');
    expect(prefill.prediction).toBeNull();
    expect(prefill.inputs.basis).toBe('asFed');
    expect(prefill.inputs.animal).toEqual(DEFAULT_ANIMAL);
    const fed = outcome.value.feeds.filter((row) => row.asFedKg > 1e-6);
    expect(prefill.inputs.rows.map((row) => row.feedId)).toEqual(fed.map((row) => row.id));
    prefill.inputs.rows.forEach((row, index) => {
      expect(row.unit).toBe('kg');
      expect(Number(row.amountText.replace(',', '.'))).toBeCloseTo(fed[index]?.asFedKg ?? NaN, 3);
    });

    // Only the record's snapshots: the feeds need not be in the catalogue any more.
    const snapshots = new Map(prefill.feeds.map((feed) => [feed.id, feed] as const));
    const predicted = predict(prefill.inputs, snapshots, 'pt');
    expect(Math.abs(predicted.GMDEsperado - 1.3)).toBeLessThanOrEqual(0.02);
  });

  it('uses the composition the diet was formulated with when a feed was edited', () => {
    const edited = { ...SILAGE.nutrientes, PB: 9 };
    const record = {
      ...toDietRecord(
        { ...INITIAL_INPUTS, feeds: [{ ...selectFeed(SILAGE), nutrientesAlterados: edited }] },
        [],
        null,
        { nome: 'x', time: 0, id: 1, obs: null, idCliente: null, ciclo: null },
      ),
      resultado: [
        { id: 'silage', MN: 30.12345, MNprop: 100, MS: 9.6, MSprop: 100, CUSTO: 7.5, totalRacao: 1000 },
      ],
    };
    const prefill = predictionFromDietRecord(throughTheWire(record), 'en');
    expect(prefill.inputs.rows).toEqual([{ feedId: 'silage', amountText: '30.123', unit: 'kg' }]);
    expect(prefill.feeds[0]?.nutrientes).toEqual(edited);
    expect(prefill.feeds[0]?.custo).toBe(0.25);
  });
});

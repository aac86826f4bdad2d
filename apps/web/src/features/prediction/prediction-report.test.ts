import { describe, expect, it } from 'vitest';
import { DEFAULT_ANIMAL, predictPerformance } from '@cocho/engine';
import type { TDietRecord, TFeed } from '@cocho/contracts';
import {
  LOCAL_DIETS_KEY,
  LOCAL_PREDICTIONS_KEY,
  findLocalRecords,
  storeRecordLocally,
} from '../records/local-records';
import { buildDietCsv } from '../../export/diet-csv';
import { translatorFor } from '../../export/testing/translator';
import { fromPredictionRecord, toPredictionRecord } from './prediction-record';
import type { PredictionInputs } from './prediction-record';
import { toPredictionReport } from './prediction-report';

const feed = (
  id: string,
  volumoso: boolean,
  nutrientes: TFeed['nutrientes'],
  custo: number | null,
  unidade: TFeed['unidade'],
) =>
  ({
    id,
    tipo: volumoso ? 1 : 3,
    name: `Alimento ${id}`,
    name_en: `Feed ${id}`,
    name_es: null,
    nutrientes,
    custo,
    unidade,
    volumoso,
  }) as TFeed;

const HAY = feed('hay', true, { MS: 88, PB: 10, NDT: 58, FDN: 65, EE: 2, Ca: 0.4, P: 0.2 }, 0.3, 'kg');
const MEAL = feed(
  'meal',
  false,
  { MS: 89, PB: 48, NDT: 81, FDN: 14, EE: 1.5, Ca: 0.35, P: 0.65 },
  0.0025,
  'g',
);
const FEEDS = new Map([HAY, MEAL].map((item) => [item.id, item] as const));
const INPUTS: PredictionInputs = {
  animal: DEFAULT_ANIMAL,
  basis: 'asFed',
  rows: [
    { feedId: 'hay', amountText: '10', unit: 'kg' },
    { feedId: 'meal', amountText: '800', unit: 'g' },
  ],
};
const outcome = predictPerformance(DEFAULT_ANIMAL, [
  { id: 'hay', nutrientes: HAY.nutrientes, quantidade: 10, volumoso: true },
  { id: 'meal', nutrientes: MEAL.nutrientes, quantidade: 0.8, volumoso: false },
]);
if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
const PREDICTION = outcome.value;
const CONTEXT = { language: 'en' as const, generatedAt: new Date(0), name: 'Lot 2', authorName: null };

describe('toPredictionReport', () => {
  it('reports the amounts in kg as fed with prices per kg, and the prediction', () => {
    const data = toPredictionReport(INPUTS, PREDICTION, FEEDS, CONTEXT);
    expect(data?.mode).toBe('prediction');
    expect(data?.feeds.map((row) => [row.name, row.asFedKg, row.pricePerKgAsFed])).toEqual([
      ['Feed hay', 10, 0.3],
      ['Feed meal', 0.8, 2.5],
    ]);
    // 10 × 0.30 + 0.8 × 2.50 a day.
    expect(data?.totals.costPerDay).toBeCloseTo(5, 12);
    expect(data?.prediction).toBe(PREDICTION);
    // The CSV export reads the same data.
    if (data) expect(buildDietCsv(data, translatorFor('en'))).toContain('Feed meal;2.5000;0.8000');
  });

  it('states money in the prediction’s currency, reais for one saved without', () => {
    expect(toPredictionReport({ ...INPUTS, moeda: 'PYG' }, PREDICTION, FEEDS, CONTEXT)?.currency).toBe('PYG');
    expect(toPredictionReport(INPUTS, PREDICTION, FEEDS, CONTEXT)?.currency).toBe('BRL');
  });

  it('has no data without a prediction (the export says so)', () => {
    expect(toPredictionReport(INPUTS, null, FEEDS, CONTEXT)).toBeNull();
  });

  it('a reopened prediction reports the same from its snapshots alone', () => {
    const record = toPredictionRecord(
      INPUTS,
      FEEDS,
      PREDICTION,
      { nome: 'Lot 2', time: 0, id: 3, obs: null, idCliente: null, oculta: false },
      'en',
    );
    const reopened = fromPredictionRecord(JSON.parse(JSON.stringify(record)) as TDietRecord, 'en');
    const snapshots = new Map(reopened.feeds.map((item) => [item.id, item] as const));
    const again = toPredictionReport(reopened.inputs, reopened.prediction, snapshots, CONTEXT);
    expect(again?.feeds).toEqual(toPredictionReport(INPUTS, PREDICTION, FEEDS, CONTEXT)?.feeds);
  });
});

describe('local copy of saved predictions (predicoes_)', () => {
  it('keeps predictions under their own key, newest first, apart from the diets', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
    const record = (id: number) =>
      toPredictionRecord(
        INPUTS,
        FEEDS,
        PREDICTION,
        { nome: `P${id}`, time: 0, id, obs: null, idCliente: null, oculta: false },
        'en',
      );
    storeRecordLocally(storage, LOCAL_PREDICTIONS_KEY, record(1));
    storeRecordLocally(storage, LOCAL_PREDICTIONS_KEY, record(2));
    storeRecordLocally(storage, LOCAL_PREDICTIONS_KEY, { ...record(1), nome: 'P1 renamed' });
    expect(findLocalRecords(storage, LOCAL_PREDICTIONS_KEY).map((item) => item.nome)).toEqual([
      'P1 renamed',
      'P2',
    ]);
    expect(findLocalRecords(storage, LOCAL_DIETS_KEY)).toEqual([]);
    expect(items.has(LOCAL_DIETS_KEY)).toBe(false);
  });
});

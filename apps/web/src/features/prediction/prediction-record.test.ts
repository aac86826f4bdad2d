import { describe, expect, it } from 'vitest';
import { ZDietRecord } from '@cocho/contracts';
import type { TDietRecord, TFeed } from '@cocho/contracts';
import { DEFAULT_ANIMAL, calculateRequirements, predictPerformance } from '@cocho/engine';
import type { Language } from '@cocho/engine';
import { INITIAL_INPUTS, selectFeed, toFormulationInput } from '../diet/diet-state';
import { toDietRecord } from '../diet/diet-record';
import { runFormulation } from '../../engine-worker/run-formulation';
import {
  DIET_CORN,
  DIET_MINERAL,
  DIET_SILAGE,
  DIET_SOYBEAN,
  selectDefaultDietFeeds,
} from '../diet/testing/default-diet-feeds';
import { supplementFormFromPrediction } from '../supplement/supplement-form';
import { resolveRows, toDietFeeds } from './prediction-model';
import { parseTypedNumber } from '../../ui/read-number';
import {
  findSaveProblem,
  fromPredictionRecord,
  predictionFromDietRecord,
  toPredictionRecord,
} from './prediction-record';
import type { PredictionInputs, PredictionRecordMeta } from './prediction-record';

/** The default diet's feeds with an English name, the soybean meal priced per g and the mineral mix unpriced. */
const withEnglishName = (feed: TFeed): TFeed => ({ ...feed, name_en: `${feed.name} (en)` });
const SILAGE = withEnglishName(DIET_SILAGE);
const CORN = withEnglishName(DIET_CORN);
// A price per g in the catalogue: the record keeps it per the row's unit, the reports per kg.
const SOYBEAN = withEnglishName({ ...DIET_SOYBEAN, custo: 0.0025, unidade: 'g' });
const MINERAL = withEnglishName({ ...DIET_MINERAL, custo: null });
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
      { feedId: SOYBEAN.id, amountText: '1000', unit: 'g' },
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

  it('a hidden auto-save has an empty name (docs/product/shell.md#states)', () => {
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

  it('an amount the two conventions read differently stops a save rather than saving either reading', () => {
    const dotted = { ...inputs, rows: [{ feedId: CORN.id, amountText: '4.500', unit: 'kg' as const }] };
    expect(findSaveProblem(dotted, 'pt')).toBe('unreadable');
    expect(findSaveProblem(dotted, 'en')).toBe('unreadable');
    const onlyOneReading = { ...inputs, rows: [{ feedId: CORN.id, amountText: '4.5', unit: 'kg' as const }] };
    expect(findSaveProblem(onlyOneReading, 'pt')).toBeNull();
  });

  it('reopens a prediction saved before the intake comparison with the intake at its expected gain', () => {
    const { intake: _intake, ...older } = JSON.parse(JSON.stringify(prediction)) as typeof prediction;
    const reopened = fromPredictionRecord(
      throughTheWire({ ...record, resultado_simplex: older as unknown as TDietRecord['resultado_simplex'] }),
      'pt',
    );
    const { dmiKg, dmiMaxFactor } = prediction.atExpectedGain;
    expect(reopened.prediction?.intake).toEqual({
      dailyGainKg: prediction.GMDEsperado,
      dmiKg,
      maxDmiKg: dmiKg * dmiMaxFactor,
    });
    expect(fromPredictionRecord(throughTheWire(record), 'pt').prediction?.intake).toEqual(prediction.intake);
  });

  it('reopens a prediction saved when the daily gain was gainKgPerDay and gainKg under dailyGainKg', () => {
    const { atExpectedGain, intake, ...rest } = JSON.parse(JSON.stringify(prediction)) as typeof prediction;
    const { dailyGainKg: atGain, ...atOthers } = atExpectedGain;
    const { dailyGainKg: intakeGain, ...intakeOthers } = intake;
    const older = {
      ...rest,
      atExpectedGain: { ...atOthers, gainKgPerDay: atGain },
      intake: { ...intakeOthers, gainKg: intakeGain },
    };
    const reopened = fromPredictionRecord(
      throughTheWire({ ...record, resultado_simplex: older as unknown as TDietRecord['resultado_simplex'] }),
      'pt',
    );
    expect(reopened.prediction).toEqual(JSON.parse(JSON.stringify(prediction)));
  });

  it('is what the supplement screen reads: the concentrates with kg as fed and price per kg', () => {
    const made = supplementFormFromPrediction(throughTheWire(record), 'pt', 'Suplemento de');
    expect(made.form.rows).toEqual([
      { feedId: 'corn', quantityText: '4,5', priceText: '1,20' },
      { feedId: 'soybean', quantityText: '1', priceText: '2,50' },
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
        // Priced in guaraníes: the record keeps its currency.
        moeda: 'PYG',
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

describe('the currency of a saved prediction', () => {
  const inputs: PredictionInputs = {
    animal: DEFAULT_ANIMAL,
    basis: 'asFed',
    rows: [{ feedId: SILAGE.id, amountText: '20', unit: 'kg' }],
  };

  it('is saved as the record’s moeda and comes back when reopened', () => {
    const record = toPredictionRecord({ ...inputs, moeda: 'USD' }, CATALOGUE, null, META, 'en');
    expect(throughTheWire(record).moeda).toBe('USD');
    expect(fromPredictionRecord(throughTheWire(record), 'en').inputs.moeda).toBe('USD');
  });

  it('a prediction saved without one (older records) reopens without one and is saved again without', () => {
    const record = toPredictionRecord(inputs, CATALOGUE, null, META, 'pt');
    expect('moeda' in record).toBe(false);
    const reopened = fromPredictionRecord(throughTheWire(record), 'pt');
    expect(reopened.inputs.moeda).toBeUndefined();
    expect(toPredictionRecord(reopened.inputs, CATALOGUE, null, META, 'pt')).toEqual(record);
  });

  it('a saved diet predicted keeps the diet’s currency (its prices are the diet’s)', () => {
    const diet = {
      ...toDietRecord({ ...INITIAL_INPUTS, moeda: 'PYG', feeds: [selectFeed(SILAGE, 'pt')] }, [], null, {
        nome: 'Engorde',
        time: 0,
        id: 1,
        obs: null,
        idCliente: null,
        ciclo: null,
      }),
      resultado: [{ id: 'silage', MN: 30, MNprop: 100, MS: 9.6, MSprop: 100, CUSTO: 7.5, totalRacao: 1000 }],
    };
    expect(predictionFromDietRecord(throughTheWire(diet), 'es').inputs.moeda).toBe('PYG');
  });
});

describe('predicting a saved diet (mode FD)', () => {
  it('prefills the animal and the formulated kg as fed, and predicts the gain it was formulated for', async () => {
    const requirements = calculateRequirements(DEFAULT_ANIMAL);
    if (!requirements.ok) throw new Error('default animal must be valid');
    // Every feed priced per kg: the mineral mix needs a price to be formulated.
    const inputs = { ...INITIAL_INPUTS, feeds: selectDefaultDietFeeds() };
    const outcome = await runFormulation(toFormulationInput(inputs, requirements.value.requirements));
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    expect(outcome.value.status).toBe('otima');
    const diet = toDietRecord(inputs, requirements.value.requirements, outcome.value, {
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
      expect(parseTypedNumber(row.amountText, 'pt')).toBeCloseTo(fed[index]?.asFedKg ?? NaN, 3);
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
        { ...INITIAL_INPUTS, feeds: [{ ...selectFeed(SILAGE, 'pt'), nutrientesAlterados: edited }] },
        [],
        null,
        { nome: 'x', time: 0, id: 1, obs: null, idCliente: null, ciclo: null },
      ),
      resultado: [
        { id: 'silage', MN: 30.12345, MNprop: 100, MS: 9.6, MSprop: 100, CUSTO: 7.5, totalRacao: 1000 },
      ],
    };
    const prefill = predictionFromDietRecord(throughTheWire(record), 'en');
    expect(prefill.inputs.rows).toEqual([{ feedId: 'silage', amountText: '30.1230', unit: 'kg' }]);
    expect(prefill.feeds[0]?.nutrientes).toEqual(edited);
    expect(prefill.feeds[0]?.custo).toBe(0.25);
  });
});

import { ZDietRecord } from '@cocho/contracts';
import type { TConcentratePremixRecord, TFeed, TFeedingPlan } from '@cocho/contracts';
import {
  COW_MILK_FEED_ID,
  DEFAULT_ANIMAL,
  FEED_CLASS_MAX_PERCENT_OF_DM,
  applyDefaultInclusionCaps,
  calculateRequirements,
} from '@cocho/engine';
import type { RequirementEntry } from '@cocho/engine';
import { describe, expect, it } from 'vitest';
import { createTestFeed } from '../../testing/test-feed';
import { COW_MILK_CATALOGUE_FEED } from '../../catalogue/cow-milk-feed';
import {
  INITIAL_INPUTS,
  calculateBatchCost,
  formatDefaultCap,
  orderSelectedFeeds,
  selectFeed,
  toFormulationInput,
  withCowMilkFor,
} from './diet-state';
import { applySavedRequirements, fromDietRecord, toDietRecord } from './diet-record';
import type { DietInputs } from './diet-state';
import { runFormulation } from '../../engine-worker/run-formulation';

function catalogueFeed(
  id: string,
  tipo: number,
  nutrientes: TFeed['nutrientes'],
  custo: number,
  unidade: TFeed['unidade'] = 'kg',
): TFeed {
  return createTestFeed({ id, tipo, nutrientes, custo, unidade });
}

function defaultEntries(): RequirementEntry[] {
  const computed = calculateRequirements(DEFAULT_ANIMAL);
  if (!computed.ok) throw new Error('default animal must be valid');
  return [...computed.value.requirements];
}

/**
 * Hand-solved (same case as the cocho formulate contract test): A (MS 50 %, PB 10 % DM, 0.10 per kg as fed
 * = 0.20 per kg DM), B (MS 90 %, PB 40 % DM, 0.90 per kg as fed = 1.00 per kg DM); CMS exactly 10 kg and
 * PB ≥ 1200 g → B = (1.2 − 1.0) / 0.3 = 0.6667 kg DM, A = 9.3333 kg DM, cost 2.5333 per day.
 */
function handSolvedEntries(): RequirementEntry[] {
  return defaultEntries().map((entry) => {
    if (entry.key === 'CMS') return { ...entry, min: 10, ideal: 10, max: 10, selected: true };
    if (entry.key === 'PB') return { ...entry, min: 1200, ideal: 1200, max: null, selected: true };
    return { ...entry, selected: false };
  });
}

const FEED_A = catalogueFeed('A', 6, { MS: 50, PB: 10 }, 0.1);
// Priced per g (0.0009 per g = 0.90 per kg), to exercise the unit conversion.
const FEED_B = catalogueFeed('USR|2', 2, { MS: 90, PB: 40 }, 0.0009, 'g');

describe('diet state', () => {
  it('passes edited requirements left unselected to the engine, which warns about them (docs/product/calculation.md#validation)', async () => {
    const entries = handSolvedEntries().map((entry) =>
      entry.key === 'PM' || entry.key === 'CMS' ? { ...entry, changed: true } : entry,
    );
    const input = toFormulationInput({ ...INITIAL_INPUTS, feeds: [selectFeed(FEED_A, 'pt')] }, entries);
    // CMS is edited but selected: it constrains the diet, so there is nothing to warn about.
    expect(input.editedUnselectedRequirements).toEqual(['PM']);
    const outcome = await runFormulation(input);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    expect(outcome.value.warnings).toContainEqual({ code: 'EDITED_REQUIREMENT_NOT_SELECTED', key: 'PM' });
  });

  it('formulates the hand-solved diet from the wizard inputs (price per g converted)', async () => {
    const inputs: DietInputs = {
      ...INITIAL_INPUTS,
      feeds: [selectFeed(FEED_A, 'pt'), selectFeed(FEED_B, 'pt')],
    };
    const outcome = await runFormulation(toFormulationInput(inputs, handSolvedEntries()));
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    expect(outcome.value.status).toBe('otima');
    expect(outcome.value.costPerDay).toBeCloseTo(2.5333333, 5);
    expect(outcome.value.feeds[1]?.dryMatterKg).toBeCloseTo(0.6666667, 5);
    expect(outcome.value.feeds[0]?.asFedKg).toBeCloseTo(18.6666667, 5);
    // Ration to produce 1000 kg: cost per kg as fed × 1000.
    expect(calculateBatchCost(outcome.value, 1000)).toBeCloseTo(
      (2.5333333 / (18.6666667 + 0.7407407)) * 1000,
      3,
    );
  });

  it('orders selected feeds by the category order 6, 1, 7, 3, 2, 4, 8', () => {
    const types = [6, 1, 7, 3, 2, 4, 8].map((id, ordem) => ({
      id,
      nome: '',
      nome_ingles: '',
      nome_espanhol: '',
      volumoso: false,
      ordem,
    }));
    const feeds = [
      catalogueFeed('x', 2, {}, 1),
      catalogueFeed('y', 1, {}, 1),
      catalogueFeed('z', 6, {}, 1),
    ].map((feed) => selectFeed(feed, 'pt'));
    expect(orderSelectedFeeds(feeds, types).map((feed) => feed.feed.id)).toEqual(['z', 'y', 'x']);
    // The cow milk feed (category 9, skipped by lists) stays first once chosen.
    const withMilk = [...feeds, selectFeed(COW_MILK_CATALOGUE_FEED, 'pt')];
    expect(orderSelectedFeeds(withMilk, types).map((feed) => feed.feed.id)).toEqual([
      COW_MILK_FEED_ID,
      'z',
      'y',
      'x',
    ]);
  });

  it("starts a calf's feeds with the cow milk feed, once, and leaves other animals' feeds alone", () => {
    const feeds = [selectFeed(FEED_A, 'pt')];
    const calf = withCowMilkFor('bezerro', feeds);
    expect(calf.map((feed) => feed.feed.id)).toEqual([COW_MILK_FEED_ID, 'A']);
    expect(calf[0]?.feed.nutrientes.MS).toBe(13.92);
    expect(withCowMilkFor('bezerro', calf)).toEqual(calf);
    expect(withCowMilkFor('bezerro', [])).toHaveLength(1);
    expect(withCowMilkFor('crescimento_terminacao', feeds)).toEqual(feeds);
    expect(withCowMilkFor('vaca', feeds)).toEqual(feeds);
  });

  it('round-trips every step through the saved record', async () => {
    const entries = handSolvedEntries().map((entry) =>
      entry.key === 'PB' ? { ...entry, changed: true, modifiedAt: 1_795_000_000_000 } : entry,
    );
    const inputs: DietInputs = {
      animal: { ...DEFAULT_ANIMAL, ganho_medio_diario: 1.1, total_racao_a_produzir: 2500 },
      feeds: [
        { ...selectFeed(FEED_A, 'pt'), minimo: '10,5', maximo: '90', quantidade: 18.5 },
        { ...selectFeed(FEED_B, 'pt'), nutrientesAlterados: { MS: 90, PB: 40 } },
      ],
      tipoEntrada: '/MS',
      proporcaoVolumoso: 60,
      fixaProporcaoVc: false,
      financeiro: {
        mortalidade: 1.5,
        quebra: 3,
        frete: 45.5,
        comissao: null,
        peso_corporal_inicial: null,
        peso_corporal_final: null,
        ganho_medio_diario: null,
      },
    };
    const outcome = await runFormulation(toFormulationInput(inputs, entries));
    if (!outcome.ok) throw new Error('formulation failed');
    const meta = {
      nome: 'Lote 1',
      time: 1_795_000_000_123,
      id: null,
      obs: null,
      idCliente: null,
      ciclo: null,
    };
    const record = toDietRecord(inputs, entries, outcome.value, meta);
    const stored = ZDietRecord.parse(JSON.parse(JSON.stringify(record)));
    const reopened = fromDietRecord(stored, 'pt');
    expect(reopened.inputs).toEqual(inputs);
    expect(reopened.result?.costPerDay).toBe(outcome.value.costPerDay);
    const restoredEntries = applySavedRequirements(
      defaultEntries(),
      reopened.selectedRequirements,
      reopened.alteredRequirements,
    );
    const again = toDietRecord(reopened.inputs, restoredEntries, reopened.result, meta);
    expect(JSON.parse(JSON.stringify(again))).toEqual(JSON.parse(JSON.stringify(record)));
    expect(record.status).toBe(1);
    expect(record.alimentos_alterados).toEqual(['USR|2']);
    expect(record.restricoes['USR|2']?.fator).toBe(0.001);
  });

  it('starts a salt, a mineral mix, urea and a fat at their class caps, as the engine caps them', () => {
    const salt = catalogueFeed('sal', 4, { MS: 99, MM: 100, Na: 39 }, 1);
    const mix = catalogueFeed('mix', 4, { MS: 98, MM: 90, Ca: 18, P: 8, Na: 12, Zn: 4000 }, 3);
    const urea = catalogueFeed('ureia', 8, { MS: 99, PB: 281 }, 3.5);
    const fat = catalogueFeed('sebo', 5, { MS: 99, EE: 90, NDT: 180 }, 4);
    const selected = [salt, mix, urea, fat, FEED_A].map((feed) => selectFeed(feed, 'pt'));
    expect(selected.map((feed) => [feed.minimo, feed.maximo])).toEqual([
      ['0', '0,5'],
      ['0', '1,2'],
      ['0', '1'],
      ['0', '7,7'],
      ['', ''],
    ]);
    expect(selectFeed(mix, 'en').maximo).toBe('1.2');
    expect(formatDefaultCap(0.25, 'es')).toBe('0,25');
    // One source of truth: what the step shows is what the engine's own default caps give.
    const input = toFormulationInput({ ...INITIAL_INPUTS, feeds: selected }, handSolvedEntries());
    const uncapped = input.feeds.map((feed) => ({ ...feed, minPercent: null, maxPercent: null }));
    expect(input.feeds).toEqual(applyDefaultInclusionCaps(uncapped));
    expect(input.feeds[0]?.maxPercent).toBe(FEED_CLASS_MAX_PERCENT_OF_DM.salt);
    expect(input.feeds[1]?.maxPercent).toBe(FEED_CLASS_MAX_PERCENT_OF_DM.mineralMix);
    expect(input.feeds[2]?.maxPercent).toBe(FEED_CLASS_MAX_PERCENT_OF_DM.npn);
  });

  it('keeps the treatment plan, the pre-mix and the step-4 guards with the diet, and reopens them', () => {
    const corn = catalogueFeed('corn', 3, { MS: 88, PB: 9, NDT: 85 }, 1);
    const soy = catalogueFeed('soy', 2, { MS: 89, PB: 48, NDT: 80 }, 2);
    const feedingPlan: TFeedingPlan = {
      lotes: [{ id: 'a', nome: 'Curral A', cabecas: 100 }],
      tratos: [
        { id: 'm', horario: '07:00', percentual: 40, dias: [0, 1, 2, 3, 4, 5, 6] },
        { id: 't', horario: '15:00', percentual: 60, dias: [0, 1, 2, 3, 4, 5, 6] },
      ],
      capacidade_misturador: 6000,
      passo_balanca: 5,
    };
    const premix: TConcentratePremixRecord = {
      alimentos: ['corn', 'soy'],
      lote: 1,
      unidade: 't',
      nome: 'Núcleo da casa',
      usar_no_trato: false,
    };
    const guards = {
      fibreRule: 'ndf' as const,
      fibreMinPercent: 20,
      caPMin: 1.5,
      caPMax: 4,
      crudeProteinMinPercent: 8,
    };
    const inputs: DietInputs = {
      ...INITIAL_INPUTS,
      feeds: [selectFeed(corn, 'pt'), selectFeed(soy, 'pt')],
      feedingPlan,
      premix,
      guards,
    };
    const meta = { nome: 'Plano', time: 1, id: null, obs: null, idCliente: null, ciclo: null };
    const stored = ZDietRecord.parse(JSON.parse(JSON.stringify(toDietRecord(inputs, [], null, meta))));
    expect(stored.limites_dieta).toEqual({
      regra_fibra: 'fdn',
      fibra_minima: 20,
      cap_minima: 1.5,
      cap_maxima: 4,
      pb_minima: 8,
    });
    expect(toFormulationInput(inputs, []).crudeProteinMinPercent).toBe(8);
    const reopened = fromDietRecord(stored, 'pt').inputs;
    expect(reopened.feedingPlan).toEqual(feedingPlan);
    expect(reopened.premix).toEqual(premix);
    expect(reopened.guards).toEqual(guards);
    // A diet saved before: no plan, no pre-mix, the animal's default guards.
    const { tratos_diarios: _p, pre_mistura: _m, limites_dieta: _g, ...older } = stored;
    const reopenedOlder = fromDietRecord(ZDietRecord.parse(older), 'pt').inputs;
    expect([reopenedOlder.feedingPlan, reopenedOlder.premix, reopenedOlder.guards]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    // Saved before the crude-protein floor: the default 7 % of DM.
    expect(toFormulationInput(reopenedOlder, []).crudeProteinMinPercent).toBe(7);
    const { pb_minima: _pb, ...limitsBefore } = stored.limites_dieta ?? {};
    const beforeFloor = fromDietRecord(
      ZDietRecord.parse({ ...stored, limites_dieta: limitsBefore }),
      'pt',
    ).inputs;
    expect(beforeFloor.guards?.crudeProteinMinPercent).toBeUndefined();
    expect(toFormulationInput(beforeFloor, []).crudeProteinMinPercent).toBe(7);
  });

  it('reopens a saved diet with the limits the user had: typed, cleared, or saved before the caps', () => {
    const salt = catalogueFeed('sal', 4, { MS: 99, MM: 100, Na: 39 }, 1);
    const mix = catalogueFeed('mix', 4, { MS: 98, MM: 90, Ca: 18, P: 8, Na: 12 }, 3);
    const inputs: DietInputs = {
      ...INITIAL_INPUTS,
      feeds: [
        { ...selectFeed(salt, 'pt'), maximo: '0,8' },
        { ...selectFeed(mix, 'pt'), minimo: '', maximo: '' },
      ],
    };
    const meta = { nome: 'Sal', time: 1, id: null, obs: null, idCliente: null, ciclo: null };
    const record = toDietRecord(inputs, [], null, meta);
    // Saved as numbers (docs/decisions/typed-numbers.md); an empty field stays empty.
    expect(record.restricoes.sal).toMatchObject({ minimo: 0, maximo: 0.8 });
    expect(record.restricoes.mix).toMatchObject({ minimo: '', maximo: '' });
    const reopened = fromDietRecord(ZDietRecord.parse(JSON.parse(JSON.stringify(record))), 'pt');
    expect(reopened.inputs.feeds.map((feed) => [feed.minimo, feed.maximo])).toEqual([
      ['0', '0,8'],
      ['', ''],
    ]);
    // A record saved before the caps (no limits, null) reopens without them: nothing is rewritten.
    const older = {
      ...record,
      restricoes: { ...record.restricoes, sal: { ...record.restricoes.sal!, minimo: null, maximo: null } },
    };
    expect(fromDietRecord(ZDietRecord.parse(older), 'pt').inputs.feeds[0]).toMatchObject({
      minimo: '',
      maximo: '',
    });
  });

  it('reopens a record saved before the financial extras were kept with none', () => {
    const record = toDietRecord(INITIAL_INPUTS, [], null, {
      nome: 'Antiga',
      time: 1,
      id: null,
      obs: null,
      idCliente: null,
      ciclo: null,
    });
    const { financeiro: _dropped, ...older } = record;
    const reopened = fromDietRecord(ZDietRecord.parse(older), 'pt');
    expect(reopened.inputs.financeiro).toEqual(INITIAL_INPUTS.financeiro);
  });
});

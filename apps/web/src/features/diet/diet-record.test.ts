import { ZDietRecord } from '@cocho/contracts';
import { DEFAULT_ANIMAL, calculateRequirements, parseDecimal, readLocaleNumber } from '@cocho/engine';
import { describe, expect, it } from 'vitest';
import { createTestFeed } from '../../testing/test-feed';
import { INITIAL_INPUTS, restrictionValueOf, selectFeed, toFormulationInput } from './diet-state';
import { areRestrictionsRead } from './diet-step-checks';
import type { DietInputs } from './diet-state';
import { applySavedRequirements, fromDietRecord, toDietRecord } from './diet-record';
import { runFormulation } from '../../engine-worker/run-formulation';

const META = { nome: 'Lote antigo', time: 1_790_000_000_000, id: 7, obs: null, idCliente: null, ciclo: null };

function freshEntries() {
  const computed = calculateRequirements(DEFAULT_ANIMAL);
  if (!computed.ok) throw new Error('default animal must be valid');
  return [...computed.value.requirements];
}

/**
 * A diet as the app stored it before the engine's English names: the wire keys of the
 * edited requirement (exigencia, minimo, maximo, modificadoEm) and, in the engine result it keeps
 * (`resultado_simplex`), the bound sides `minimo`/`maximo` and a shadow price's unit as text.
 */
async function oldStoredRecord(): Promise<unknown> {
  const feed = createTestFeed({ id: 'A', tipo: 6, nutrientes: { MS: 50, PB: 10 }, custo: 0.1 });
  const inputs: DietInputs = { ...INITIAL_INPUTS, feeds: [selectFeed(feed, 'pt')] };
  // PB far above what feed A can give within the CMS: a diet that misses it, with a conflict.
  const entries = freshEntries().map((entry) =>
    entry.key === 'PB'
      ? { ...entry, min: 5000, ideal: 5000, changed: true, modifiedAt: 1_789_000_000_000 }
      : entry,
  );
  const outcome = await runFormulation(toFormulationInput(inputs, entries));
  if (!outcome.ok) throw new Error('formulation failed');
  const stored = JSON.parse(JSON.stringify(toDietRecord(inputs, entries, outcome.value, META))) as Record<
    string,
    unknown
  >;
  const result = stored.resultado_simplex as Record<string, unknown>;
  const oldSide = (item: Record<string, unknown>) =>
    item.bound === 'min'
      ? { ...item, bound: 'minimo' }
      : item.bound === 'max'
        ? { ...item, bound: 'maximo' }
        : item;
  stored.resultado_simplex = {
    ...result,
    violations: (result.violations as Record<string, unknown>[]).map(oldSide),
    conflicts: (result.conflicts as Record<string, unknown>[]).map(oldSide),
    economics: { shadowPrices: [{ key: 'PB', bound: 'minimo', value: 0.01, unit: 'g' }], feeds: [] },
  };
  return stored;
}

describe('a diet saved before the engine took English names', () => {
  it('reopens: the edited requirement and the misses, conflicts and shadow prices read in the engine names', async () => {
    const old = await oldStoredRecord();
    expect((old as { exigencias_alteradas: unknown }).exigencias_alteradas).toEqual([
      expect.objectContaining({
        exigencia: 'PB',
        minimo: 5000,
        ideal: 5000,
        modificadoEm: 1_789_000_000_000,
      }),
    ]);
    const reopened = fromDietRecord(ZDietRecord.parse(old), 'pt');
    expect(reopened.alteredRequirements).toEqual([
      expect.objectContaining({ key: 'PB', min: 5000, ideal: 5000, modifiedAt: 1_789_000_000_000 }),
    ]);
    const result = reopened.result;
    expect(result?.status).not.toBe('otima');
    expect(result?.violations.length).toBeGreaterThan(0);
    expect(result?.violations.every((miss) => miss.bound === 'min' || miss.bound === 'max')).toBe(true);
    expect(result?.violations.find((miss) => miss.key === 'PB')?.bound).toBe('min');
    expect(
      result?.conflicts.every((ref) => !('bound' in ref) || ref.bound === 'min' || ref.bound === 'max'),
    ).toBe(true);
    expect(result?.economics?.shadowPrices[0]?.bound).toBe('min');

    const entries = applySavedRequirements(
      freshEntries(),
      reopened.selectedRequirements,
      reopened.alteredRequirements,
    );
    const pb = entries.find((entry) => entry.key === 'PB');
    expect(pb).toMatchObject({ min: 5000, ideal: 5000, changed: true, modifiedAt: 1_789_000_000_000 });
    // Saved again, the record keeps the wire keys it was stored with.
    const again = toDietRecord(reopened.inputs, entries, reopened.result, META);
    expect(again.exigencias_alteradas).toEqual(
      (old as { exigencias_alteradas: unknown }).exigencias_alteradas,
    );
    expect(again.exigencias_selecionadas).toEqual(
      (old as { exigencias_selecionadas: unknown }).exigencias_selecionadas,
    );
  });
});

describe('feed restrictions (minimo, maximo) are read by the one reader, saved as numbers', () => {
  const feed = createTestFeed({ id: 'A', tipo: 6, nutrientes: { MS: 50, PB: 10 }, custo: 0.1 });
  const withRestriction = (minimo: string, maximo: string): DietInputs => ({
    ...INITIAL_INPUTS,
    feeds: [{ ...selectFeed(feed, 'pt'), minimo, maximo }],
  });
  const savedOf = (inputs: DietInputs) =>
    ZDietRecord.parse(JSON.parse(JSON.stringify(toDietRecord(inputs, [], null, META))));

  it('reads a text to the same number in pt, es and en, and no number where the conventions disagree', () => {
    const texts: Record<string, number | null> = {
      '12,5': 12.5,
      '12.5': 12.5,
      '40': 40,
      '2,75%': 2.75,
      '0,125': 0.125,
      // Both conventions read these, differently: no number (the older parser used 1.5 and 12.5).
      '1.500': null,
      '12,500': null,
      '-5': null,
      '3a20': null,
      '': null,
    };
    for (const [text, expected] of Object.entries(texts)) {
      expect(restrictionValueOf(text), text).toBe(expected);
      for (const language of ['pt', 'es', 'en'] as const) {
        const reading = readLocaleNumber(text, language, { isPercent: true });
        expect(reading.kind === 'number' ? reading.value : null, `${text} in ${language}`).toBe(expected);
      }
    }
    expect(parseDecimal('1.500')).toBe(1.5);
    const [input] = toFormulationInput(withRestriction('1.500', '12,5'), []).feeds;
    expect(input?.minPercent).toBeNull();
    expect(input?.maxPercent).toBe(12.5);
  });

  it('saves a readable restriction as its number and reopens it written in the reader’s language', () => {
    const saved = savedOf(withRestriction('12,5', '40'));
    expect(saved.restricoes.A).toMatchObject({ minimo: 12.5, maximo: 40 });
    expect(fromDietRecord(saved, 'pt').inputs.feeds[0]).toMatchObject({ minimo: '12,5', maximo: '40' });
    expect(fromDietRecord(saved, 'en').inputs.feeds[0]).toMatchObject({ minimo: '12.5', maximo: '40' });
    // Written back with three decimals a fourth is added, so that "12,125" is not read as twelve thousand.
    const fine = savedOf(withRestriction('12,1250', ''));
    expect(fine.restricoes.A).toMatchObject({ minimo: 12.125, maximo: '' });
    expect(fromDietRecord(fine, 'es').inputs.feeds[0]?.minimo).toBe('12,1250');
    expect(restrictionValueOf(fromDietRecord(fine, 'es').inputs.feeds[0]?.minimo)).toBe(12.125);
  });

  it('keeps an unreadable or ambiguous text as typed; an older record’s text is read without guessing', () => {
    const saved = savedOf(withRestriction('1.500', '3a20'));
    expect(saved.restricoes.A).toMatchObject({ minimo: '1.500', maximo: '3a20' });
    // An older record saved its text as typed, in a language nobody recorded.
    const older = ZDietRecord.parse({
      ...savedOf(withRestriction('', '')),
      restricoes: {
        A: { ...savedOf(withRestriction('', '')).restricoes.A, minimo: '2,5', maximo: '12.500' },
      },
    });
    const reopened = fromDietRecord(older, 'en').inputs;
    expect(reopened.feeds[0]).toMatchObject({ minimo: '2,5', maximo: '12.500' });
    const [input] = toFormulationInput(reopened, []).feeds;
    expect(input?.minPercent).toBe(2.5);
    // 12.5 or 12500: not used until the restrictions step's question is answered.
    expect(input?.maxPercent).toBeNull();
    expect(areRestrictionsRead(reopened.feeds, 'en')).toBe(false);
    expect(areRestrictionsRead(reopened.feeds, 'pt')).toBe(false);
  });
});

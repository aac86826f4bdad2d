import { DEFAULT_ANIMAL } from '@cocho/engine';
import { describe, expect, it } from 'vitest';
import { createTestFeed } from '../../testing/test-feed';
import { EMPTY_CYCLE, findCycleProblems, isCycleOverdue } from './DietCycleFields';
import { areRestrictionsRead, sumOfMinimums } from './diet-step-checks';
import { INITIAL_INPUTS, selectFeed } from './diet-state';
import { toDietRecord } from './diet-record';
import {
  LOCAL_DIETS_KEY,
  LOCAL_DIETS_MAX,
  findLocalRecords,
  storeRecordLocally,
} from '../records/local-records';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

const FEED = selectFeed(
  createTestFeed({ id: '1', tipo: 1, name: 'Silagem', nutrientes: { MS: 35 }, custo: 0.2 }),
  'pt',
);

describe('lifecycle problems', () => {
  it('needs both dates, at most one year apart, and finishing data', () => {
    expect(findCycleProblems(EMPTY_CYCLE)).toEqual({
      inicio_previsto: 'DATE_REQUIRED',
      fim_previsto: 'DATE_REQUIRED',
    });
    const dated = { ...EMPTY_CYCLE, inicio_previsto: '2026-01-01', fim_previsto: '2027-01-01' };
    expect(findCycleProblems(dated)).toEqual({});
    expect(findCycleProblems({ ...dated, fim_previsto: '2027-01-02' })).toEqual({
      fim_previsto: 'SPAN_OVER_ONE_YEAR',
    });
    expect(findCycleProblems({ ...dated, situacao: 'finalizada' })).toEqual({
      fim_real: 'REAL_END_REQUIRED',
      peso_abate: 'WEIGHT_OR_GAIN_REQUIRED',
    });
    expect(
      findCycleProblems({ ...dated, situacao: 'finalizada', fim_real: '2026-12-20', peso_abate: 540 }),
    ).toEqual({});
  });
});

describe('overdue', () => {
  it('is an active diet past its expected end (UTC date)', () => {
    const active = {
      ...EMPTY_CYCLE,
      situacao: 'ativa' as const,
      inicio_previsto: '2026-01-01',
      fim_previsto: '2026-03-01',
    };
    expect(isCycleOverdue(active, new Date('2026-03-01T23:00:00Z'))).toBe(false);
    expect(isCycleOverdue(active, new Date('2026-03-02T00:00:00Z'))).toBe(true);
    expect(isCycleOverdue({ ...active, situacao: 'finalizada' }, new Date('2027-01-01T00:00:00Z'))).toBe(
      false,
    );
  });
});

describe('restrictions', () => {
  it('adds the minimums that count, read by the one reader in the language: numeric, above 0', () => {
    const feeds = [
      { ...FEED, minimo: '10,5' },
      { ...FEED, minimo: '' },
      { ...FEED, minimo: 'abc' },
      { ...FEED, minimo: '0' },
      { ...FEED, minimo: '90.25' },
    ];
    // "90.25" reads only in the point convention: 90.25 in Portuguese too, as in English.
    expect(sumOfMinimums(feeds, 'pt')).toBeCloseTo(100.75, 10);
    expect(sumOfMinimums(feeds, 'en')).toBeCloseTo(100.75, 10);
    // "1.500" is ambiguous in Portuguese (1500 or 1.5): it does not count until the field's question is answered.
    expect(sumOfMinimums([{ ...FEED, minimo: '1.500' }], 'pt')).toBe(0);
  });

  it('a diet is calculated only when every typed restriction reads as one number', () => {
    expect(areRestrictionsRead([{ ...FEED, minimo: '10,5', maximo: '' }], 'pt')).toBe(true);
    expect(areRestrictionsRead([{ ...FEED, minimo: '10 %', maximo: '20' }], 'es')).toBe(true);
    for (const text of ['abc', '3a20', '-5', '1.500', '1.2.3'])
      expect(areRestrictionsRead([{ ...FEED, minimo: '', maximo: text }], 'pt'), text).toBe(false);
  });
});

describe('local copy of saved diets', () => {
  const record = (id: number, nome: string) =>
    toDietRecord({ ...INITIAL_INPUTS, animal: DEFAULT_ANIMAL, feeds: [FEED] }, [], null, {
      nome,
      time: 1,
      id,
      obs: null,
      idCliente: null,
      ciclo: null,
    });

  it('keeps the newest first, replaces a re-saved diet, and caps the list', () => {
    const storage = memoryStorage();
    storeRecordLocally(storage, LOCAL_DIETS_KEY, record(1, 'A'));
    storeRecordLocally(storage, LOCAL_DIETS_KEY, record(2, 'B'));
    storeRecordLocally(storage, LOCAL_DIETS_KEY, record(1, 'A2'));
    expect(findLocalRecords(storage, LOCAL_DIETS_KEY).map((item) => item.nome)).toEqual(['A2', 'B']);
    for (let id = 3; id < 3 + LOCAL_DIETS_MAX; id++)
      storeRecordLocally(storage, LOCAL_DIETS_KEY, record(id, `D${id}`));
    expect(findLocalRecords(storage, LOCAL_DIETS_KEY)).toHaveLength(LOCAL_DIETS_MAX);
  });

  it('reads an unreadable value as no diets', () => {
    const storage = memoryStorage();
    storage.setItem(LOCAL_DIETS_KEY, '{not json');
    expect(findLocalRecords(storage, LOCAL_DIETS_KEY)).toEqual([]);
  });
});

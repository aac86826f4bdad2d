import { DEFAULT_ANIMAL } from '@cocho/engine';
import { describe, expect, it, vi } from 'vitest';
import { createTestFeed } from '../../testing/test-feed';
import {
  DIET_DRAFT_KEY,
  readRecordDraft,
  removeRecordDraft,
  toRecordDraft,
  writeRecordDraft,
} from './record-draft';
import type * as CheckLoader from './record-checks-loader';
import { INITIAL_INPUTS, selectFeed } from '../diet/diet-state';
import { fromDietRecord, toDietRecord } from '../diet/diet-record';

// The checks' loader, watched: a screen without a draft must not load the contracts' schemas for it.
const checkLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./record-checks-loader', async (importOriginal) => {
  const original = await importOriginal<typeof CheckLoader>();
  return {
    loadRecordChecks: () => {
      checkLoads.count += 1;
      return original.loadRecordChecks();
    },
  };
});

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const FEED = selectFeed(
  createTestFeed({ id: '7', tipo: 1, name: 'Silagem', nutrientes: { MS: 35 }, custo: 0.2 }),
  'pt',
);

describe('record draft', () => {
  it('keeps the unsaved inputs in the browser and gives them back, then forgets them', async () => {
    const storage = memoryStorage();
    const inputs = {
      ...INITIAL_INPUTS,
      animal: { ...DEFAULT_ANIMAL, ganho_medio_diario: 1.1 },
      feeds: [{ ...FEED, maximo: '40,5', custo: 0.25 }],
    };
    const record = toDietRecord(inputs, [], null, {
      nome: '',
      time: 1_795_000_000_000,
      id: null,
      obs: null,
      idCliente: null,
      ciclo: null,
    });
    writeRecordDraft(storage, DIET_DRAFT_KEY, toRecordDraft(record, 2, null, 1_795_000_000_000));
    const draft = await readRecordDraft(storage, DIET_DRAFT_KEY);
    expect(draft?.step).toBe(2);
    expect(draft?.savedAt).toBe(1_795_000_000_000);
    expect(fromDietRecord(draft!.dieta, 'pt').inputs).toEqual(inputs);
    removeRecordDraft(storage, DIET_DRAFT_KEY);
    expect(await readRecordDraft(storage, DIET_DRAFT_KEY)).toBeNull();
  });

  it('answers no draft without loading its check when none is kept', async () => {
    const storage = memoryStorage();
    const before = checkLoads.count;
    expect(await readRecordDraft(storage, DIET_DRAFT_KEY)).toBeNull();
    expect(checkLoads.count).toBe(before);
    storage.setItem(DIET_DRAFT_KEY, '{}');
    expect(await readRecordDraft(storage, DIET_DRAFT_KEY)).toBeNull();
    expect(checkLoads.count).toBe(before + 1);
  });

  it('treats an unreadable or foreign value as no draft', async () => {
    const storage = memoryStorage();
    storage.setItem(DIET_DRAFT_KEY, 'not json');
    expect(await readRecordDraft(storage, DIET_DRAFT_KEY)).toBeNull();
    storage.setItem(DIET_DRAFT_KEY, JSON.stringify({ savedAt: 1, step: 9, savedId: null, dieta: {} }));
    expect(await readRecordDraft(storage, DIET_DRAFT_KEY)).toBeNull();
  });

  it('survives a full storage without throwing', () => {
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const record = toDietRecord(INITIAL_INPUTS, [], null, {
      nome: '',
      time: 1,
      id: null,
      obs: null,
      idCliente: null,
      ciclo: null,
    });
    expect(() => writeRecordDraft(full, DIET_DRAFT_KEY, toRecordDraft(record, 0, null, 1))).not.toThrow();
  });
});

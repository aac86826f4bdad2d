import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { chooseClient, forgetUnknownClient, pickerValueOf, readStoredClientId } from './client-selection';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

const stored = (value: unknown) => memoryStorage({ [STORAGE_KEYS.client]: JSON.stringify(value) });

describe('stored client', () => {
  it('reads an id or a stored client object', () => {
    expect(readStoredClientId(stored(7))).toBe(7);
    expect(readStoredClientId(stored({ id: 9, nome: 'Ana' }))).toBe(9);
    expect(readStoredClientId(memoryStorage())).toBeNull();
    expect(readStoredClientId(memoryStorage({ [STORAGE_KEYS.client]: 'not json' }))).toBeNull();
  });

  it('clears an unknown client id, but keeps -1 and known clients', () => {
    const unknown = stored(42);
    expect(forgetUnknownClient(unknown, [1, 2])).toBe(true);
    expect(unknown.values.has(STORAGE_KEYS.client)).toBe(false);

    const adding = stored(-1);
    expect(forgetUnknownClient(adding, [1, 2])).toBe(false);
    expect(adding.values.get(STORAGE_KEYS.client)).toBe('-1');

    const known = stored({ id: 2 });
    expect(forgetUnknownClient(known, [1, 2])).toBe(false);
    expect(readStoredClientId(known)).toBe(2);

    const garbage = memoryStorage({ [STORAGE_KEYS.client]: '"abc"' });
    expect(forgetUnknownClient(garbage, [1])).toBe(true);
    expect(forgetUnknownClient(memoryStorage(), [1])).toBe(false);
  });

  it('shows a known client as chosen, anything else as personal use (-2)', () => {
    expect(pickerValueOf(stored(2), [1, 2])).toBe(2);
    expect(pickerValueOf(stored(3), [1, 2])).toBe(-2);
    expect(pickerValueOf(memoryStorage(), [1, 2])).toBe(-2);
  });
});

describe('choosing in the picker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stores a client and reloads the page after 100 ms', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const onAddClient = vi.fn();
    chooseClient(5, { storage, reload, onAddClient });
    expect(storage.values.get(STORAGE_KEYS.client)).toBe('5');
    vi.advanceTimersByTime(99);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(onAddClient).not.toHaveBeenCalled();
  });

  it('removes the stored selection on personal use (-2), then reloads', () => {
    const storage = stored(5);
    const reload = vi.fn();
    chooseClient(-2, { storage, reload, onAddClient: vi.fn() });
    expect(storage.values.has(STORAGE_KEYS.client)).toBe(false);
    vi.advanceTimersByTime(100);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('opens the client dialog on add client (-1), storing nothing and not reloading', () => {
    const storage = stored(5);
    const reload = vi.fn();
    const onAddClient = vi.fn();
    chooseClient(-1, { storage, reload, onAddClient });
    expect(onAddClient).toHaveBeenCalledTimes(1);
    expect(readStoredClientId(storage)).toBe(5);
    vi.advanceTimersByTime(1000);
    expect(reload).not.toHaveBeenCalled();
  });
});

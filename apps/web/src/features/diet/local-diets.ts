/**
 * The local copy of saved diets (spec 01 §3 local storage key `dietas_`; §4 "a diet is saved locally and
 * to the server"): the most recent saved records, newest first. Cleared at logout with the rest of the
 * account's local data.
 */
import { ZDietRecord } from '@cocho/contracts';
import type { TDietRecord } from '@cocho/contracts';
import { z } from 'zod';

export const LOCAL_DIETS_KEY = 'dietas_';
/** How many saved diets the browser keeps (a diet record is a few kB). */
export const LOCAL_DIETS_MAX = 30;

const ZLocalDiets = z.array(ZDietRecord);

/** The diets kept in this browser; an unreadable value counts as none. */
export function findLocalDiets(storage: Pick<Storage, 'getItem'>): TDietRecord[] {
  const text = storage.getItem(LOCAL_DIETS_KEY);
  if (text === null) return [];
  try {
    const parsed = ZLocalDiets.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Keeps a saved record (replacing an older copy with the same id), newest first, at most LOCAL_DIETS_MAX. */
export function storeDietLocally(storage: Pick<Storage, 'getItem' | 'setItem'>, record: TDietRecord): void {
  const others = findLocalDiets(storage).filter((item) => item.id === null || item.id !== record.id);
  try {
    storage.setItem(LOCAL_DIETS_KEY, JSON.stringify([record, ...others].slice(0, LOCAL_DIETS_MAX)));
  } catch {
    // A full storage only loses the local copy; the server has the diet.
  }
}

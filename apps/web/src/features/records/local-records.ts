/**
 * The local copies of saved diets and predictions (docs/product/shell.md#records local storage keys `dietas_` and `predicoes_`;
 * docs/product/shell.md#states "a diet is saved locally and to the server"): the most recent saved records of one kind, newest first.
 * Cleared at logout with the rest of the account's local data.
 */
import { ZDietRecord } from '@cocho/contracts';
import type { TDietMode, TDietRecord, TDietSummary } from '@cocho/contracts';
import { z } from 'zod';
import {
  LOCAL_DIETS_KEY,
  LOCAL_MIXES_KEY,
  LOCAL_PREDICTIONS_KEY,
  LOCAL_REQUIREMENTS_KEY,
} from './local-record-keys';
import type { LocalRecordsKey } from './local-record-keys';
import { readStored } from './record-draft';

export {
  LOCAL_DIETS_KEY,
  LOCAL_PREDICTIONS_KEY,
  LOCAL_REQUIREMENTS_KEY,
  LOCAL_MIXES_KEY,
} from './local-record-keys';
export type { LocalRecordsKey } from './local-record-keys';

/** The kind of the records kept under each key. */
const MODE_OF_KEY: Readonly<Record<LocalRecordsKey, TDietMode>> = {
  [LOCAL_DIETS_KEY]: 'FD',
  [LOCAL_PREDICTIONS_KEY]: 'PD',
  [LOCAL_REQUIREMENTS_KEY]: 'E',
  [LOCAL_MIXES_KEY]: 'M',
};
/** How many saved records of one kind the browser keeps (a record is a few kB). */
export const LOCAL_DIETS_MAX = 30;

const ZLocalDiets = z.array(ZDietRecord);

/** The records kept in this browser under `key`; an unreadable value counts as none. */
export function findLocalRecords(storage: Pick<Storage, 'getItem'>, key: LocalRecordsKey): TDietRecord[] {
  return readStored(storage, key, ZLocalDiets) ?? [];
}

/** Keeps a saved record (replacing an older copy with the same id), newest first, at most LOCAL_DIETS_MAX. */
export function storeRecordLocally(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  key: LocalRecordsKey,
  record: TDietRecord,
): void {
  const others = findLocalRecords(storage, key).filter((item) => item.id === null || item.id !== record.id);
  try {
    storage.setItem(key, JSON.stringify([record, ...others].slice(0, LOCAL_DIETS_MAX)));
  } catch {
    // A full storage only loses the local copy; the server has the record.
  }
}

/**
 * The saved records kept in this browser as list rows (offline, before any list was loaded, my
 * diets and my predictions show what this device saved); records without a server id are left out (they
 * are in the outbox, listed as saved on this device).
 */
export function findLocalSummaries(storage: Pick<Storage, 'getItem'>, key: LocalRecordsKey): TDietSummary[] {
  return findLocalRecords(storage, key).flatMap((record) => {
    if (record.id === null) return [];
    const when = new Date(record.time).toISOString();
    return [
      {
        id: record.id,
        modo: MODE_OF_KEY[key],
        nome: record.nome,
        time: record.time,
        custo: record.custo,
        moeda: record.moeda ?? null,
        status: record.status,
        id_cliente: record.id_cliente,
        oculta: record.oculta,
        ciclo: record.ciclo,
        atrasada: false,
        created_at: when,
        updated_at: when,
      },
    ];
  });
}

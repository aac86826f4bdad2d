/**
 * The local storage keys of the saved records kept in the browser (local-records.ts re-exports them): the
 * screens name their kind's key without loading the records' checks (the contracts' schemas).
 */
import { STORAGE_KEYS } from '../../storage/storage-keys';

export const LOCAL_DIETS_KEY = STORAGE_KEYS.localDiets;
export const LOCAL_PREDICTIONS_KEY = STORAGE_KEYS.localPredictions;
export const LOCAL_REQUIREMENTS_KEY = STORAGE_KEYS.localRequirements;
export const LOCAL_MIXES_KEY = STORAGE_KEYS.localMixes;
/** The lists of saved records kept in the browser, one per kind. */
export type LocalRecordsKey =
  | typeof LOCAL_DIETS_KEY
  | typeof LOCAL_PREDICTIONS_KEY
  | typeof LOCAL_REQUIREMENTS_KEY
  | typeof LOCAL_MIXES_KEY;

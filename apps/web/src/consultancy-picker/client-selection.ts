/**
 * The consultant's client selection (docs/product/shell.md#layout client picker, docs/product/shell.md#states client selection), stored in local storage
 * `cliente` as the client's id. Pure functions over a storage, so the rules are tested without a page.
 */
import { ADD_CLIENT_ID, CLIENT_RELOAD_DELAY_MS, PERSONAL_USE_ID } from '@cocho/contracts';
import { STORAGE_KEYS } from '../storage/storage-keys';

type ReadStorage = Pick<Storage, 'getItem'>;
type WriteStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The stored id as written (a number, or a stored client object's id); null when nothing usable is stored. */
export function readStoredClientId(storage: ReadStorage): number | null {
  const text = storage.getItem(STORAGE_KEYS.client);
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    const id = typeof parsed === 'object' && parsed !== null && 'id' in parsed ? parsed.id : parsed;
    return typeof id === 'number' && Number.isInteger(id) ? id : null;
  } catch {
    return null;
  }
}

/**
 * docs/product/shell.md#states: an unknown stored client id clears the stored client, unless it is -1 (add client). A
 * stored value that is not an id at all is cleared too. Answers whether the storage was cleared.
 */
export function forgetUnknownClient(storage: WriteStorage, knownIds: readonly number[]): boolean {
  if (storage.getItem(STORAGE_KEYS.client) === null) return false;
  const id = readStoredClientId(storage);
  if (id === ADD_CLIENT_ID || (id !== null && knownIds.includes(id))) return false;
  storage.removeItem(STORAGE_KEYS.client);
  return true;
}

/** What the picker shows as chosen: a known stored client, otherwise personal use. */
export function pickerValueOf(storage: ReadStorage, knownIds: readonly number[]): number {
  const id = readStoredClientId(storage);
  return id !== null && knownIds.includes(id) ? id : PERSONAL_USE_ID;
}

export type ClientChoiceEffects = {
  readonly storage: WriteStorage;
  /** Reloads the page (window.location.reload). */
  readonly reload: () => void;
  readonly schedule?: (run: () => void, delayMs: number) => void;
  /** "Add client" was chosen: open the client dialog. */
  readonly onAddClient: () => void;
};

/**
 * docs/product/shell.md#screens: 'add client' (-1) opens the client dialog; 'personal use' (-2) removes the stored selection;
 * a client is stored; after either of the last two the page reloads after 100 ms, so every screen reads the
 * new client (feeds, saved records).
 */
export function chooseClient(id: number, effects: ClientChoiceEffects): void {
  if (id === ADD_CLIENT_ID) {
    effects.onAddClient();
    return;
  }
  if (id === PERSONAL_USE_ID) effects.storage.removeItem(STORAGE_KEYS.client);
  else effects.storage.setItem(STORAGE_KEYS.client, JSON.stringify(id));
  const schedule = effects.schedule ?? ((run, delayMs) => globalThis.setTimeout(run, delayMs));
  schedule(effects.reload, CLIENT_RELOAD_DELAY_MS);
}

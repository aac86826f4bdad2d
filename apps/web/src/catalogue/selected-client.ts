/**
 * The consultant's selected client (local storage `cliente`), apart from the catalogue's loading
 * (use-feed-catalogue.ts): the wizard's save reads it at its first screen, and this module brings no query
 * library (docs/decisions/first-screen-budget.md).
 */
import { STORAGE_KEYS } from '../storage/storage-keys';

/** The consultant's selected client from local storage `cliente` (a number or a stored client object). */
export function readSelectedClientId(storage: Pick<Storage, 'getItem'> = localStorage): number | null {
  const text = storage.getItem(STORAGE_KEYS.client);
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    const id = typeof parsed === 'object' && parsed !== null && 'id' in parsed ? parsed.id : parsed;
    return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/**
 * The client a record is saved for: the selected client for those with the consultancy ability (docs/product/shell.md#roles,
 * saving for a client is consultant-only), otherwise none, whatever an earlier session left in local storage.
 */
export function clientIdForSaving(
  mayUseConsultancy: boolean,
  storage: Pick<Storage, 'getItem'> = localStorage,
): number | null {
  return mayUseConsultancy ? readSelectedClientId(storage) : null;
}

/** One page of contacts, newest first; the cursor is the id of the last contact shown. */
import { INT4_MAX } from '@cocho/contracts';
import type { TCompanyContact } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toCompanyContact } from './contact-wire';
import { findContactDetails } from './repository';
import type { ContactOwner } from './repository';

/** Contacts per page. */
export const CONTACT_PAGE_SIZE = 50;

export async function findContactPage(
  db: Kysely<Database>,
  owner: ContactOwner,
  cursor: string | undefined,
): Promise<{ data: TCompanyContact[]; proximo: string | null }> {
  const beforeId = cursor === undefined ? null : Math.min(Number(cursor), INT4_MAX);
  // One row beyond the page tells whether another page follows.
  const rows = await findContactDetails(db, owner, { beforeId, limit: CONTACT_PAGE_SIZE + 1 });
  const shown = rows.slice(0, CONTACT_PAGE_SIZE);
  const last = shown[shown.length - 1];
  return {
    data: shown.map(toCompanyContact),
    proximo: rows.length > CONTACT_PAGE_SIZE && last ? String(last.id) : null,
  };
}

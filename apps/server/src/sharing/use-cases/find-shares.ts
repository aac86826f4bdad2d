/** compartilhar/me and compartilhar/dono (spec 01 §2 shared by me and received, §7). */
import type { TShareLists } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { UserRecord } from '../../users/repository';
import { findGivenShareRows, findReceivedShareRows } from '../repository';
import { toShareLists } from '../share-wire';

/** The shares in force received by the caller, without the ones they hid. */
export async function findReceivedShares(db: Kysely<Database>, user: UserRecord): Promise<TShareLists> {
  return toShareLists(await findReceivedShareRows(db, user.id));
}

/** The shares in force the caller made. */
export async function findGivenShares(db: Kysely<Database>, user: UserRecord): Promise<TShareLists> {
  return toShareLists(await findGivenShareRows(db, user.id));
}

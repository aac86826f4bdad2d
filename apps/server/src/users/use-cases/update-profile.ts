/**
 * user/update: the signed-in user's registration fields, with the rules of registration
 * (users/profile-columns.ts); DOCUMENT_EXISTS when another account has the document. The e-mail is not
 * changed here (docs/decisions/account-profile-email.md). `moeda`, when given, sets the account's currency.
 */
import type { TAccountFields, TUser } from '@cocho/contracts';
import type { Currency } from '@cocho/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { loadUserView } from '../load-user-view';
import { assertDocumentFree, toProfileColumns, writingDocument } from '../profile-columns';
import { updateUserProfile } from '../repository';
import type { UserRecord } from '../repository';

export async function updateProfile(
  db: Kysely<Database>,
  user: UserRecord,
  request: TAccountFields & { idioma?: 0 | 1 | 2 | undefined; moeda?: Currency | null | undefined },
  now: Date,
): Promise<{ user: TUser }> {
  const profile = await toProfileColumns(db, request);
  await assertDocumentFree(db, profile.numero_documento, user.id);
  const updated = await writingDocument(
    updateUserProfile(
      db,
      user.id,
      {
        ...profile,
        ...(request.idioma === undefined ? {} : { idioma: request.idioma }),
        ...(request.moeda === undefined ? {} : { moeda: request.moeda }),
      },
      now.toISOString(),
    ),
  );
  if (!updated) throw appError('NOT_FOUND');
  return { user: await loadUserView(db, updated, now) };
}

/**
 * contatos/consentimento and contatos/consentimento/definir (docs/product/shell.md#roles: users can be asked whether partner
 * companies may contact them). No answer yet means no consent. Withdrawing it declines the pending requests;
 * active contacts stay until either side deactivates them.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { declinePendingContactsOf, getConsent, setConsent } from '../repository';

export type ConsentAnswer = { aceita_contato_parceiros: boolean };

export async function getPartnerConsent(db: Kysely<Database>, userId: number): Promise<ConsentAnswer> {
  return { aceita_contato_parceiros: (await getConsent(db, userId)) === true };
}

/** The consent as stored, and the ids of the pending requests a withdrawal declined. */
export async function setPartnerConsent(
  db: Kysely<Database>,
  userId: number,
  accepts: boolean,
  now: Date,
): Promise<ConsentAnswer & { declined: number[] }> {
  return db.transaction().execute(async (trx) => {
    await setConsent(trx, userId, accepts, now.toISOString());
    const declined = accepts ? [] : await declinePendingContactsOf(trx, userId, now.toISOString());
    return { aceita_contato_parceiros: accepts, declined };
  });
}

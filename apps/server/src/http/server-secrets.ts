/**
 * Secrets the configuration may leave unset: then one is generated at first start and kept in the database
 * (server_secrets), so no key material lives in the repository, restarts keep working sessions, and every
 * instance on the same database agrees.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';

export type ServerSecretName = 'request_signing';

async function findSecret(db: Kysely<Database>, name: ServerSecretName): Promise<string | undefined> {
  const row = await db
    .selectFrom('server_secrets')
    .select('secret')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.secret;
}

/** The stored secret named `name`, generated (32 random bytes) and stored first when there is none. */
export async function storedSecretOf(
  db: Kysely<Database>,
  name: ServerSecretName,
  now: Date,
): Promise<string> {
  const found = await findSecret(db, name);
  if (found !== undefined) return found;
  // Another instance may store its own first: the insert then does nothing and both read the same row.
  await db
    .insertInto('server_secrets')
    .values({ name, secret: randomBytes(32).toString('base64url'), created_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const stored = await findSecret(db, name);
  if (stored === undefined) throw new Error(`server_secrets: ${name} was not stored`);
  return stored;
}

/** `config` with every secret it leaves unset taken from the database. */
export async function withStoredSecrets(
  config: AppConfig,
  db: Kysely<Database>,
  now: Date,
): Promise<AppConfig> {
  if (config.requestSigningSecret !== undefined) return config;
  return { ...config, requestSigningSecret: await storedSecretOf(db, 'request_signing', now) };
}

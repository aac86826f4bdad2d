/** SQL for the stored feature flags (tables/feature-flags.ts). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type StoredFlags = {
  global: { nome: string; ativo: number }[];
  profiles: { perfil: string; habilidade: string; concedida: number }[];
};

export async function findStoredFlags(db: Kysely<Database>): Promise<StoredFlags> {
  const [global, profiles] = await Promise.all([
    db.selectFrom('feature_flags').select(['nome', 'ativo']).execute(),
    db.selectFrom('profile_abilities').select(['perfil', 'habilidade', 'concedida']).execute(),
  ]);
  return { global, profiles };
}

/** Writes every given row (insert or update), in one transaction. */
export async function saveFlags(db: Kysely<Database>, rows: StoredFlags, now: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const row of rows.global)
      await trx
        .insertInto('feature_flags')
        .values({ ...row, updated_at: now })
        .onConflict((oc) => oc.column('nome').doUpdateSet({ ativo: row.ativo, updated_at: now }))
        .execute();
    for (const row of rows.profiles)
      await trx
        .insertInto('profile_abilities')
        .values({ ...row, updated_at: now })
        .onConflict((oc) =>
          oc.columns(['perfil', 'habilidade']).doUpdateSet({ concedida: row.concedida, updated_at: now }),
        )
        .execute();
  });
}

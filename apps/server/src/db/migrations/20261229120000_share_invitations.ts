/**
 * Pending shares by invitation (docs/decisions/sharing.md): compartilhar/criar answers the same for
 * any e-mail, so a share to an e-mail with no usable account is kept here, by the e-mail typed, until an
 * account with that e-mail is registered or released; it then becomes a `diet_shares` row with the same id.
 * The id is taken from the shares' own sequence (db/dialects/next-share-id.ts), so shares and invitations
 * share one id space and an id tells nothing about which kind it is. Status 1 pending, 0 revoked.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('diet_share_invitations')
    .addColumn('id_compartilhamento', 'integer', (col) => col.primaryKey())
    .addColumn('id_dieta', 'integer', (col) => col.notNull().references('diets.id').onDelete('cascade'))
    .addColumn('id_dono', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    /** The e-mail typed, lower-case (contracts ZEmail). */
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('pode_ler', 'integer', (col) => col.notNull())
    .addColumn('pode_editar', 'integer', (col) => col.notNull())
    .addColumn('pode_compartilhar', 'integer', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('tipo', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // One invitation per record and e-mail: inviting again renews it.
  await db.schema
    .createIndex('diet_share_invitations_record_email_idx')
    .on('diet_share_invitations')
    .columns(['id_dieta', 'email'])
    .unique()
    .execute();
  await db.schema
    .createIndex('diet_share_invitations_email_idx')
    .on('diet_share_invitations')
    .columns(['email'])
    .execute();
  await db.schema
    .createIndex('diet_share_invitations_owner_idx')
    .on('diet_share_invitations')
    .columns(['id_dono', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('diet_share_invitations').execute();
}

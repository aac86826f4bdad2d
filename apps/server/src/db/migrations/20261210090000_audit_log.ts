/**
 * The audit log of sensitive actions: sign-ins and their failures, password changes and resets,
 * temporary passwords, plan grants and revocations, feature-flag changes. Written only through
 * audit/record-audit.ts; the sign-in lockout reads the failures of one e-mail (index below).
 */
import type { Kysely } from 'kysely';
import { addIdColumn } from '../migration-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('audit_log'))
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('actor_user_id', 'integer')
    .addColumn('subject_user_id', 'integer')
    .addColumn('subject_email', 'text')
    .addColumn('ip', 'text')
    .addColumn('detail', 'text')
    .execute();
  await db.schema
    .createIndex('audit_log_email_action_at_idx')
    .on('audit_log')
    .columns(['subject_email', 'action', 'at'])
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}

/**
 * SQL of the LGPD rights (docs/decisions/lgpd-export-and-deletion.md): every table that holds a user's data,
 * read for the export and cleared for the deletion. It reads other features' tables on purpose: a copy of
 * one's data and its deletion must see all of them in one place.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;
type Row = Record<string, unknown>;

export type UserDataRows = {
  account: Row | undefined;
  diets: Row[];
  feeds: Row[];
  sessions: Row[];
  plans: Row[];
  premiumRequests: Row[];
  clients: Row[];
  shares: Row[];
  /** Shares the user sent by invitation to an e-mail with no account yet (sharing/). */
  shareInvitations: Row[];
  errorReports: Row[];
  feedback: Row[];
  audit: Row[];
  companyLinks: Row[];
  /** Sales-technician contacts where the user was asked or asked (companies/contacts). */
  companyContacts: Row[];
  /** Whether partner companies may contact the user; undefined when never answered. */
  partnerContactConsent: Row | undefined;
};

export async function readUserData(db: Db, userId: number): Promise<UserDataRows> {
  const [account, diets, feeds, sessions, plans, premiumRequests, clients, shares, errorReports] =
    await Promise.all([
      db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst(),
      db.selectFrom('diets').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
      db
        .selectFrom('feeds')
        .selectAll()
        .where('user_id', '=', userId)
        .where('kind', '=', 'usuario')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('sessions')
        .select(['id', 'created_at', 'expires_at', 'revoked_at', 'last_seen_at', 'ip', 'user_agent'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),
      db.selectFrom('plans').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
      db.selectFrom('premium_requests').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
      db
        .selectFrom('consultancy_clients')
        .selectAll()
        .where('id_consultor', '=', userId)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('diet_shares')
        .selectAll()
        .where((eb) => eb.or([eb('id_dono', '=', userId), eb('id_pessoa', '=', userId)]))
        .orderBy('id_compartilhamento')
        .execute(),
      db.selectFrom('error_reports').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    ]);
  const [feedback, audit, companyLinks, companyContacts, partnerContactConsent, shareInvitations] =
    await Promise.all([
      db.selectFrom('feedback').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
      db
        .selectFrom('audit_log')
        .select(['at', 'action', 'actor_user_id', 'subject_user_id', 'ip', 'detail'])
        .where((eb) => eb.or([eb('subject_user_id', '=', userId), eb('actor_user_id', '=', userId)]))
        .orderBy('id')
        .execute(),
      db
        .selectFrom('company_users')
        .innerJoin('companies', 'companies.id', 'company_users.id_empresa')
        .select([
          'company_users.id_empresa',
          'companies.nome_fantasia',
          'company_users.acesso',
          'company_users.situacao',
          'company_users.requested_at',
          'company_users.decided_at',
        ])
        .where('company_users.id_usuario', '=', userId)
        .orderBy('company_users.id')
        .execute(),
      db
        .selectFrom('company_contacts')
        .innerJoin('companies', 'companies.id', 'company_contacts.id_empresa')
        .select([
          'company_contacts.id_empresa',
          'companies.nome_fantasia',
          'company_contacts.id_tecnico',
          'company_contacts.id_usuario',
          'company_contacts.situacao',
          'company_contacts.requested_at',
          'company_contacts.decided_at',
        ])
        .where((eb) =>
          eb.or([
            eb('company_contacts.id_usuario', '=', userId),
            eb('company_contacts.id_tecnico', '=', userId),
          ]),
        )
        .orderBy('company_contacts.id')
        .execute(),
      db
        .selectFrom('partner_contact_consents')
        .select(['aceita', 'updated_at'])
        .where('user_id', '=', userId)
        .executeTakeFirst(),
      db
        .selectFrom('diet_share_invitations')
        .selectAll()
        .where('id_dono', '=', userId)
        .orderBy('id_compartilhamento')
        .execute(),
    ]);
  return {
    account,
    diets,
    feeds,
    sessions,
    plans,
    premiumRequests,
    clients,
    shares,
    shareInvitations,
    errorReports,
    feedback,
    audit,
    companyLinks,
    companyContacts,
    partnerContactConsent,
  };
}

export function getPasswordHash(
  db: Db,
  userId: number,
): Promise<{ password_hash: string; email: string } | undefined> {
  return db
    .selectFrom('users')
    .select(['password_hash', 'email'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The e-mail a deleted account keeps: unique, unusable, and tells nothing about the person. */
function anonymousEmail(userId: number): string {
  return `excluida-${userId}-${randomBytes(6).toString('hex')}@excluida.invalid`;
}

/**
 * Deletes the account's personal data in one transaction: the user row stays (plans, coupon activations and
 * the audit log refer to it) with every personal column cleared, an unusable e-mail and password, and
 * EXCLUIDO 1; sessions, pictures, codes, mails, diets and their shares, own feeds, a consultant's clients,
 * ad clicks, company links, sales-technician contacts, the partner-contact consent and notification marks are deleted; error reports and feedback stay without their author (and without screenshots).
 */
export async function eraseUserData(db: Db, userId: number, email: string, now: string): Promise<void> {
  await db.transaction().execute(async (trx: Transaction<Database>) => {
    const dietIds = trx.selectFrom('diets').select('id').where('user_id', '=', userId);
    await trx
      .deleteFrom('diet_shares')
      .where((eb) =>
        eb.or([eb('id_dieta', 'in', dietIds), eb('id_dono', '=', userId), eb('id_pessoa', '=', userId)]),
      )
      .execute();
    await trx
      .deleteFrom('diet_share_invitations')
      .where((eb) => eb.or([eb('id_dieta', 'in', dietIds), eb('id_dono', '=', userId)]))
      .execute();
    await trx.deleteFrom('diets').where('user_id', '=', userId).execute();
    const feedIds = trx
      .selectFrom('feeds')
      .select('id')
      .where('user_id', '=', userId)
      .where('kind', '=', 'usuario');
    await trx.deleteFrom('feed_lab_reports').where('feed_id', 'in', feedIds).execute();
    await trx.deleteFrom('feeds').where('user_id', '=', userId).where('kind', '=', 'usuario').execute();
    await trx.deleteFrom('consultancy_clients').where('id_consultor', '=', userId).execute();
    await trx.deleteFrom('ad_clicks').where('user_id', '=', userId).execute();
    await trx.deleteFrom('company_users').where('id_usuario', '=', userId).execute();
    await trx
      .deleteFrom('company_contacts')
      .where((eb) => eb.or([eb('id_usuario', '=', userId), eb('id_tecnico', '=', userId)]))
      .execute();
    await trx.deleteFrom('partner_contact_consents').where('user_id', '=', userId).execute();
    // The first answers kept for idempotency keys hold what was created (names, e-mails of clients).
    await trx.deleteFrom('create_keys').where('user_id', '=', userId).execute();
    await trx.deleteFrom('notification_recipients').where('user_id', '=', userId).execute();
    await trx.deleteFrom('notification_reads').where('user_id', '=', userId).execute();
    await trx.deleteFrom('user_notices').where('user_id', '=', userId).execute();
    await trx.deleteFrom('user_photos').where('user_id', '=', userId).execute();
    await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
    await trx.deleteFrom('email_codes').where('email', '=', email).execute();
    await trx.deleteFrom('email_outbox').where('to_address', '=', email).execute();
    await trx.updateTable('premium_requests').set({ mensagem: null }).where('user_id', '=', userId).execute();
    await trx
      .updateTable('error_reports')
      .set({ user_id: null, captura: null })
      .where('user_id', '=', userId)
      .execute();
    await trx.updateTable('feedback').set({ user_id: null }).where('user_id', '=', userId).execute();
    await trx
      .updateTable('users')
      .set({
        nome: '',
        email: anonymousEmail(userId),
        password_hash: `excluida:${randomBytes(24).toString('hex')}`,
        perfil: null,
        excluido: 1,
        liberado: 0,
        premium: 0,
        premium_infinito: 0,
        consultor: 0,
        pecuarista: 0,
        gestor: 0,
        vinculado: 0,
        area_universitaria: 0,
        empresa_vinculada: null,
        data_nascimento: null,
        sexo: null,
        telefone: null,
        como_conheceu: null,
        numero_documento: null,
        pais: null,
        estado: null,
        cidade: null,
        logradouro: null,
        numero: null,
        bairro: null,
        complemento: null,
        referencia: null,
        cep: null,
        ddd: null,
        ddi: null,
        foto: null,
        aceite_em: null,
        updated_at: now,
      })
      .where('id', '=', userId)
      .execute();
  });
}

/**
 * SQL of the notification bell: general messages and their audience, read marks, and the reads of other
 * features' records a notification is about (shares, premium requests, sent feeds, sponsorship requests,
 * accounts, company links). Each
 * `find*` answers up to `limit` rows, newest first, with the count of all and of unread ones.
 */
import type { Kysely } from 'kysely';
import type { Profile } from '@cocho/contracts';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** Error reports no administrator has read (error_reports.lido 0), newest first. */
export type ErrorReportNotificationRow = {
  id: number;
  nome: string | null;
  descricao: string;
  rota: string;
  created_at: string;
};

export async function findUnreadErrorReports(
  db: Db,
  limit: number,
): Promise<Counted<ErrorReportNotificationRow>> {
  const base = db
    .selectFrom('error_reports as e')
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .where('e.lido', '=', 0);
  const [rows, count] = await Promise.all([
    base
      .select(['e.id', 'u.nome as nome', 'e.descricao', 'e.rota', 'e.created_at'])
      .orderBy('e.id', 'desc')
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
  ]);
  const total = Number(count?.n ?? 0);
  return { rows, total, unread: total };
}

/** The read-mark kinds (notification_reads.tipo). */
export type ReadKind =
  'mensagem' | 'premium' | 'alimentos' | 'usuarios' | 'vinculo_ativo' | 'vinculo_desvinculado';

/** Rows of one kind plus how many there are in all and unread. */
export type Counted<T> = { rows: T[]; total: number; unread: number };

const toNumber = (value: string | number | bigint | null | undefined): number => Number(value ?? 0);

export async function upsertRead(
  db: Db,
  userId: number,
  tipo: ReadKind,
  refId: number,
  readAt: string,
): Promise<void> {
  await db
    .insertInto('notification_reads')
    .values({ user_id: userId, tipo, ref_id: refId, read_at: readAt })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'tipo', 'ref_id']).doUpdateSet({ read_at: readAt }),
    )
    .execute();
}

/** When the user last read a whole kind ('alimentos', 'usuarios'); '' when never (before any ISO time). */
export async function findReadWatermark(db: Db, userId: number, tipo: ReadKind): Promise<string> {
  const row = await db
    .selectFrom('notification_reads')
    .select('read_at')
    .where('user_id', '=', userId)
    .where('tipo', '=', tipo)
    .where('ref_id', '=', 0)
    .executeTakeFirst();
  return row?.read_at ?? '';
}

// --- Shares received and not read -------------------------------------------------------------------

export type ShareNotificationRow = {
  id_compartilhamento: number;
  id_dieta: number;
  id_pessoa: number;
  tipo: number;
  pode_editar: number;
  created_at: string;
  updated_at: string;
  nome: string;
  dono_nome: string;
};

export async function findUnreadShares(
  db: Db,
  userId: number,
  limit: number,
): Promise<Counted<ShareNotificationRow>> {
  const base = db
    .selectFrom('diet_shares as s')
    .innerJoin('diets as d', 'd.id', 's.id_dieta')
    .innerJoin('users as dono', 'dono.id', 's.id_dono')
    .where('s.id_pessoa', '=', userId)
    .where('s.status', '=', 1)
    .where('s.oculta', '=', 0)
    .where('s.lida', '=', 0);
  const [rows, count] = await Promise.all([
    base
      .select([
        's.id_compartilhamento',
        's.id_dieta',
        's.id_pessoa',
        's.tipo',
        's.pode_editar',
        's.created_at',
        's.updated_at',
        'd.nome as nome',
        'dono.nome as dono_nome',
      ])
      .orderBy('s.updated_at', 'desc')
      .orderBy('s.id_compartilhamento', 'desc')
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
  ]);
  const total = toNumber(count?.n);
  return { rows, total, unread: total };
}

// --- General messages -------------------------------------------------------------------------------

export type MessageRow = {
  id: number;
  titulo: string;
  mensagem: string;
  created_at: string;
  read_at: string | null;
};

/** The audience of the caller: who they are, since when they exist and their profiles today. */
export type MessageReader = { id: number; createdAt: string; idioma: number; profiles: readonly Profile[] };

function messagesFor(db: Db, reader: MessageReader) {
  return db
    .selectFrom('notifications as n')
    .leftJoin('notification_reads as r', (join) =>
      join.onRef('r.ref_id', '=', 'n.id').on('r.tipo', '=', 'mensagem').on('r.user_id', '=', reader.id),
    )
    .where('n.created_at', '>=', reader.createdAt)
    .where((eb) =>
      eb.or([
        eb('n.destino_tipo', '=', 'todos'),
        eb.and([
          eb('n.destino_tipo', '=', 'perfil'),
          eb('n.destino_perfil', 'in', reader.profiles.length > 0 ? [...reader.profiles] : ['-']),
        ]),
        eb.and([eb('n.destino_tipo', '=', 'idioma'), eb('n.destino_idioma', '=', reader.idioma)]),
        eb.and([
          eb('n.destino_tipo', '=', 'usuarios'),
          eb.exists(
            eb
              .selectFrom('notification_recipients as nr')
              .select('nr.user_id')
              .whereRef('nr.notification_id', '=', 'n.id')
              .where('nr.user_id', '=', reader.id),
          ),
        ]),
      ]),
    );
}

export async function findMessages(
  db: Db,
  reader: MessageReader,
  limit: number,
): Promise<Counted<MessageRow>> {
  const [rows, count] = await Promise.all([
    messagesFor(db, reader)
      .select(['n.id', 'n.titulo', 'n.mensagem', 'n.created_at', 'r.read_at'])
      .orderBy('n.created_at', 'desc')
      .orderBy('n.id', 'desc')
      .limit(limit)
      .execute(),
    messagesFor(db, reader)
      .select((eb) => [eb.fn.countAll().as('n'), eb.fn.count('r.read_at').as('read')])
      .executeTakeFirst(),
  ]);
  const total = toNumber(count?.n);
  return { rows, total, unread: total - toNumber(count?.read) };
}

/** Whether message `id` is addressed to the reader. */
export async function isMessageFor(db: Db, reader: MessageReader, id: number): Promise<boolean> {
  const row = await messagesFor(db, reader).select('n.id').where('n.id', '=', id).executeTakeFirst();
  return row !== undefined;
}

export type NewMessage = {
  titulo: string;
  mensagem: string;
  destino_tipo: 'todos' | 'perfil' | 'idioma' | 'usuarios';
  destino_perfil: string | null;
  destino_idioma: number | null;
  created_by: number;
  created_at: string;
  usuarios: readonly number[];
};

export async function insertMessage(db: Db, message: NewMessage): Promise<number> {
  const { usuarios, ...values } = message;
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('notifications')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    if (usuarios.length > 0)
      await trx
        .insertInto('notification_recipients')
        .values(usuarios.map((userId) => ({ notification_id: row.id, user_id: userId })))
        .execute();
    return row.id;
  });
}

/** The ids among `ids` that have an account. */
export async function findExistingUserIds(db: Db, ids: readonly number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((row) => row.id);
}

// --- Administrators: premium requests, sent feeds, accounts -------------------------------------------

export type PremiumRequestNotificationRow = {
  id: number;
  created_at: string;
  nome: string;
  email: string;
  telefone: string | null;
  tempo_quantidade: number | null;
  tempo_unidade: string | null;
  read_at: string | null;
};

function pendingPremiumRequests(db: Db, adminId: number) {
  return db
    .selectFrom('premium_requests as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('plan_offers as o', 'o.id', 'p.id_oferta')
    .leftJoin('notification_reads as r', (join) =>
      join.onRef('r.ref_id', '=', 'p.id').on('r.tipo', '=', 'premium').on('r.user_id', '=', adminId),
    )
    .where('p.status', '=', 'pendente');
}

export async function findPendingPremiumRequests(
  db: Db,
  adminId: number,
  limit: number,
): Promise<Counted<PremiumRequestNotificationRow>> {
  const [rows, count] = await Promise.all([
    pendingPremiumRequests(db, adminId)
      .select([
        'p.id',
        'p.created_at',
        'u.nome',
        'u.email',
        'u.telefone',
        'o.tempo_quantidade',
        'o.tempo_unidade',
        'r.read_at',
      ])
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(limit)
      .execute(),
    pendingPremiumRequests(db, adminId)
      .select((eb) => [eb.fn.countAll().as('n'), eb.fn.count('r.read_at').as('read')])
      .executeTakeFirst(),
  ]);
  const total = toNumber(count?.n);
  return { rows, total, unread: total - toNumber(count?.read) };
}

export async function premiumRequestExists(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('premium_requests').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

export type PendingFeedNotificationRow = {
  id: number;
  nome: string;
  usuario_nome: string;
  created_at: string;
};

function pendingFeeds(db: Db) {
  return db
    .selectFrom('feeds as f')
    .leftJoin('users as u', 'u.id', 'f.user_id')
    .where('f.kind', '=', 'usuario')
    .where('f.status', '=', 'pendente');
}

/** Feeds sent for review; unread are those sent after `readUpTo`. */
export async function findPendingFeedNotifications(
  db: Db,
  readUpTo: string,
  limit: number,
): Promise<Counted<PendingFeedNotificationRow>> {
  const [rows, count, unread] = await Promise.all([
    pendingFeeds(db)
      .select((eb) => [
        'f.id',
        'f.name as nome',
        eb.fn.coalesce('u.nome', eb.val('')).as('usuario_nome'),
        eb.fn.coalesce('f.enviado_em', 'f.created_at').as('created_at'),
      ])
      .orderBy('created_at', 'desc')
      .orderBy('f.id', 'desc')
      .limit(limit)
      .execute(),
    pendingFeeds(db)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst(),
    pendingFeeds(db)
      .where((eb) => eb(eb.fn.coalesce('f.enviado_em', 'f.created_at'), '>', readUpTo))
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst(),
  ]);
  return { rows, total: toNumber(count?.n), unread: toNumber(unread?.n) };
}

export type NewUserNotificationRow = {
  id: number;
  nome: string;
  email: string;
  liberado: number;
  created_at: string;
};

/**
 * Accounts an administrator is told about: awaiting release (liberado 0), or signed up after both
 * `readUpTo` and `recentSince`. Unread are those made after `readUpTo`. The administrator is left out.
 */
export async function findNewUserNotifications(
  db: Db,
  adminId: number,
  readUpTo: string,
  recentSince: string,
  limit: number,
): Promise<Counted<NewUserNotificationRow>> {
  const since = readUpTo > recentSince ? readUpTo : recentSince;
  const listed = () =>
    db
      .selectFrom('users')
      .where('excluido', '=', 0)
      .where('id', '!=', adminId)
      .where((eb) => eb.or([eb('liberado', '=', 0), eb('created_at', '>', since)]));
  const [rows, count, unread] = await Promise.all([
    listed()
      .select(['id', 'nome', 'email', 'liberado', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
    listed()
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst(),
    listed()
      .where('created_at', '>', readUpTo)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst(),
  ]);
  return { rows, total: toNumber(count?.n), unread: toNumber(unread?.n) };
}

// --- Users: sales-technician contact requests ---------------------------------------------------------

export type ContactRequestNotificationRow = {
  id: number;
  id_empresa: number;
  empresa: string;
  tecnico_nome: string;
  created_at: string;
};

/** The user's pending contact requests of active companies (companies/contacts). */
function pendingContactsOf(db: Db, userId: number) {
  return db
    .selectFrom('company_contacts as k')
    .innerJoin('companies as c', 'c.id', 'k.id_empresa')
    .innerJoin('users as t', 't.id', 'k.id_tecnico')
    .where('k.id_usuario', '=', userId)
    .where('k.situacao', '=', 'pendente')
    .where('c.ativo', '=', 1);
}

export async function findContactRequests(
  db: Db,
  userId: number,
  limit: number,
): Promise<Counted<ContactRequestNotificationRow>> {
  const [rows, count] = await Promise.all([
    pendingContactsOf(db, userId)
      .select([
        'k.id',
        'k.id_empresa',
        'c.nome_fantasia as empresa',
        't.nome as tecnico_nome',
        'k.requested_at as created_at',
      ])
      .orderBy('k.requested_at', 'desc')
      .orderBy('k.id', 'desc')
      .limit(limit)
      .execute(),
    pendingContactsOf(db, userId)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst(),
  ]);
  const total = toNumber(count?.n);
  return { rows, total, unread: total };
}

// --- Company managers: link requests --------------------------------------------------------------------

export type LinkRequestNotificationRow = {
  id: number;
  id_empresa: number;
  empresa: string;
  nome: string;
  email: string;
  acesso: number;
  created_at: string;
};

/** Links requested (situacao 'solicitado') to the active companies the user manages (an active level-0 link). */
function requestsToManagedCompanies(db: Db, managerId: number) {
  return db
    .selectFrom('company_users as l')
    .innerJoin('companies as c', 'c.id', 'l.id_empresa')
    .innerJoin('users as u', 'u.id', 'l.id_usuario')
    .where('l.situacao', '=', 'solicitado')
    .where('c.ativo', '=', 1)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('company_users as m')
          .select('m.id')
          .whereRef('m.id_empresa', '=', 'l.id_empresa')
          .where('m.id_usuario', '=', managerId)
          .where('m.acesso', '=', 0)
          .where('m.situacao', '=', 'ativo'),
      ),
    );
}

export async function findLinkRequests(
  db: Db,
  managerId: number,
  limit: number,
): Promise<Counted<LinkRequestNotificationRow>> {
  const [rows, count] = await Promise.all([
    requestsToManagedCompanies(db, managerId)
      .select([
        'l.id',
        'l.id_empresa',
        'c.nome_fantasia as empresa',
        'u.nome',
        'u.email',
        'l.acesso',
        'l.requested_at as created_at',
      ])
      .orderBy('l.requested_at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(limit)
      .execute(),
    requestsToManagedCompanies(db, managerId)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst(),
  ]);
  const total = toNumber(count?.n);
  return { rows, total, unread: total };
}

// --- Administrators: sponsorship requests -----------------------------------------------------------------

export type SponsorshipRequestNotificationRow = {
  id: number;
  nome: string;
  id_empresa: number;
  empresa: string;
  created_at: string;
};

/** Company feeds whose sponsorship is requested (companies/feeds sponsorship, state 'solicitado'). */
function requestedSponsorships(db: Db) {
  return db
    .selectFrom('feeds as f')
    .innerJoin('companies as c', 'c.id', 'f.empresa')
    .where('f.kind', '=', 'empresa')
    .where('f.patrocinio', '=', 'solicitado');
}

/** Sponsorship requests awaiting an answer; unread are those requested after `readUpTo`. */
export async function findSponsorshipRequests(
  db: Db,
  readUpTo: string,
  limit: number,
): Promise<Counted<SponsorshipRequestNotificationRow>> {
  const [rows, count, unread] = await Promise.all([
    requestedSponsorships(db)
      .select((eb) => [
        'f.id',
        'f.name as nome',
        'c.id as id_empresa',
        'c.nome_fantasia as empresa',
        eb.fn.coalesce('f.patrocinio_em', 'f.updated_at').as('created_at'),
      ])
      .orderBy('created_at', 'desc')
      .orderBy('f.id', 'desc')
      .limit(limit)
      .execute(),
    requestedSponsorships(db)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst(),
    requestedSponsorships(db)
      .where((eb) => eb(eb.fn.coalesce('f.patrocinio_em', 'f.updated_at'), '>', readUpTo))
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst(),
  ]);
  return { rows, total: toNumber(count?.n), unread: toNumber(unread?.n) };
}

// --- Users: link and unlink events --------------------------------------------------------------------------

export type LinkEventNotificationRow = {
  id: number;
  id_empresa: number;
  empresa: string;
  situacao: string;
  acesso: number;
  created_at: string;
};

/** The link states that are events for the linked user: linked (in force) and unlinked. */
export const LINK_EVENT_STATES = ['ativo', 'desvinculado'] as const;
export type LinkEventState = (typeof LINK_EVENT_STATES)[number];

/** The read-mark kind of a link event: one per state, so reading a link does not also read its next change. */
export const linkEventReadKind = (state: LinkEventState): ReadKind => `vinculo_${state}`;

export const isLinkEventState = (state: string): state is LinkEventState =>
  (LINK_EVENT_STATES as readonly string[]).includes(state);

/**
 * The user's links that became active or were unlinked after `since` and whose latest change the user has not
 * read: no read mark of that state's kind for the link at or after the change (decided_at). The changes a
 * user makes to their own links are marked read when made (markOwnLinkChangeRead), so only others' changes
 * are listed.
 */
function unreadLinkEventsOf(db: Db, userId: number, since: string) {
  return db
    .selectFrom('company_users as l')
    .innerJoin('companies as c', 'c.id', 'l.id_empresa')
    .leftJoin('notification_reads as r', (join) =>
      join
        .onRef('r.ref_id', '=', 'l.id')
        .on('r.user_id', '=', userId)
        .on((eb) =>
          eb.or(
            LINK_EVENT_STATES.map((state) =>
              eb.and([eb('l.situacao', '=', state), eb('r.tipo', '=', linkEventReadKind(state))]),
            ),
          ),
        ),
    )
    .where('l.id_usuario', '=', userId)
    .where('l.situacao', 'in', [...LINK_EVENT_STATES])
    .where('l.decided_at', 'is not', null)
    .where('l.decided_at', '>', since)
    .where((eb) => eb.or([eb('r.read_at', 'is', null), eb('r.read_at', '<', eb.ref('l.decided_at'))]));
}

export async function findLinkEvents(
  db: Db,
  userId: number,
  since: string,
  limit: number,
): Promise<Counted<LinkEventNotificationRow>> {
  const [rows, count] = await Promise.all([
    unreadLinkEventsOf(db, userId, since)
      .select((eb) => [
        'l.id',
        'l.id_empresa',
        'c.nome_fantasia as empresa',
        'l.situacao',
        'l.acesso',
        eb.fn.coalesce('l.decided_at', 'l.requested_at').as('created_at'),
      ])
      .orderBy('created_at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(limit)
      .execute(),
    unreadLinkEventsOf(db, userId, since)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst(),
  ]);
  const total = toNumber(count?.n);
  return { rows, total, unread: total };
}

/** The state of the user's link `linkId`; undefined when it is not the user's. */
export async function findLinkStateOf(db: Db, userId: number, linkId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('company_users')
    .select('situacao')
    .where('id', '=', linkId)
    .where('id_usuario', '=', userId)
    .executeTakeFirst();
  return row?.situacao;
}

// --- Users: decision notices and pending invitations ------------------------------------------------------

export type NoticeRow = {
  id: number;
  evento: string;
  params: string;
  created_at: string;
  read_at: string | null;
};

export async function insertNotice(
  db: Db,
  notice: { user_id: number; evento: string; params: string; created_at: string },
): Promise<number> {
  const row = await db
    .insertInto('user_notices')
    .values({ ...notice, read_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The user's notices made after `since`, read or not; unread are those without read_at. */
export async function findNotices(
  db: Db,
  userId: number,
  since: string,
  limit: number,
): Promise<Counted<NoticeRow>> {
  const base = db.selectFrom('user_notices').where('user_id', '=', userId).where('created_at', '>', since);
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'evento', 'params', 'created_at', 'read_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
    base.select((eb) => [eb.fn.countAll().as('n'), eb.fn.count('read_at').as('read')]).executeTakeFirst(),
  ]);
  const total = toNumber(count?.n);
  return { rows, total, unread: total - toNumber(count?.read) };
}

/** Marks the user's notice `id` read (kept when already read); false when it is not the user's. */
export async function markNoticeReadRow(
  db: Db,
  userId: number,
  id: number,
  readAt: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('user_notices')
    .select(['id', 'read_at'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return false;
  if (row.read_at === null)
    await db.updateTable('user_notices').set({ read_at: readAt }).where('id', '=', id).execute();
  return true;
}

export type InvitationNotificationRow = {
  id: number;
  id_empresa: number;
  empresa: string;
  acesso: number;
  created_at: string;
};

/** Invitations (links in state convidado) of active companies waiting for the user. */
function invitationsOf(db: Db, userId: number) {
  return db
    .selectFrom('company_users as l')
    .innerJoin('companies as c', 'c.id', 'l.id_empresa')
    .where('l.id_usuario', '=', userId)
    .where('l.situacao', '=', 'convidado')
    .where('c.ativo', '=', 1);
}

export async function findInvitations(
  db: Db,
  userId: number,
  limit: number,
): Promise<Counted<InvitationNotificationRow>> {
  const [rows, count] = await Promise.all([
    invitationsOf(db, userId)
      .select([
        'l.id',
        'l.id_empresa',
        'c.nome_fantasia as empresa',
        'l.acesso',
        'l.requested_at as created_at',
      ])
      .orderBy('l.requested_at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(limit)
      .execute(),
    invitationsOf(db, userId)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst(),
  ]);
  const total = toNumber(count?.n);
  return { rows, total, unread: total };
}

/** The active managers (level 0) of a company. */
export async function findCompanyManagerIds(db: Db, companyId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('company_users')
    .select('id_usuario')
    .where('id_empresa', '=', companyId)
    .where('acesso', '=', 0)
    .where('situacao', '=', 'ativo')
    .execute();
  return rows.map((row) => row.id_usuario);
}

/** SQL for shares of saved records and the generated public-link key (the only code that writes them). */
import { sql } from 'kysely';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { nextShareId } from '../db/dialects/next-share-id';
import type { Database } from '../db/schema';
import type { ShareLinksTable } from '../db/tables/security';
import type { DietShareInvitationsTable, DietSharesTable } from '../db/tables/sharing';
import type { DietRow } from '../diets/repository';
import type { UserRow } from '../users/repository';

export type ShareRow = Selectable<DietSharesTable>;
export type ShareInvitationRow = Selectable<DietShareInvitationsTable>;

/** A share with what the lists show: the record's name and the two people. */
export type ShareListRow = ShareRow & {
  nome: string;
  dono_nome: string;
  dono_email: string;
  pessoa_nome: string;
  pessoa_email: string;
};

/** The columns of a saved record the sharing rules read (the record's JSON only for a public link). */
export type SharedRecordRow = Pick<DietRow, 'id' | 'user_id' | 'modo' | 'nome' | 'dieta' | 'updated_at'>;

export function getSharedRecordRow(db: Kysely<Database>, id: number): Promise<SharedRecordRow | undefined> {
  return db
    .selectFrom('diets')
    .select(['id', 'user_id', 'modo', 'nome', 'dieta', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The account of a recipient's e-mail (lower-case), with what says whether it may receive a share. */
export function findRecipientByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<Pick<UserRow, 'id' | 'liberado' | 'excluido' | 'suspenso'> | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'liberado', 'excluido', 'suspenso'])
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

/** What claiming invitations reads of an account: its e-mail and whether it may receive shares. */
export function getClaimingAccount(
  db: Kysely<Database>,
  id: number,
): Promise<Pick<UserRow, 'id' | 'email' | 'liberado' | 'excluido' | 'suspenso'> | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'liberado', 'excluido', 'suspenso'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function getShareById(db: Kysely<Database>, id: number): Promise<ShareRow | undefined> {
  return db.selectFrom('diet_shares').selectAll().where('id_compartilhamento', '=', id).executeTakeFirst();
}

/** The share in force of record `dietId` to `personId`, if any. */
export function findLiveShare(
  db: Kysely<Database>,
  dietId: number,
  personId: number,
): Promise<ShareRow | undefined> {
  return db
    .selectFrom('diet_shares')
    .selectAll()
    .where('id_dieta', '=', dietId)
    .where('id_pessoa', '=', personId)
    .where('status', '=', 1)
    .executeTakeFirst();
}

export type ShareWrite = {
  id_dieta: number;
  id_dono: number;
  id_pessoa: number;
  pode_ler: number;
  pode_editar: number;
  pode_compartilhar: number;
  tipo: number;
  now: string;
};

/** Creates the share of a record to a person, or renews it (permissions, in force, shown, unread). */
export async function upsertShare(db: Kysely<Database>, share: ShareWrite): Promise<number> {
  const changes = {
    id_dono: share.id_dono,
    pode_ler: share.pode_ler,
    pode_editar: share.pode_editar,
    pode_compartilhar: share.pode_compartilhar,
    tipo: share.tipo,
    status: 1,
    oculta: 0,
    lida: 0,
    updated_at: share.now,
  };
  const row = await db
    .insertInto('diet_shares')
    .values({ ...changes, id_dieta: share.id_dieta, id_pessoa: share.id_pessoa, created_at: share.now })
    .onConflict((conflict) => conflict.columns(['id_dieta', 'id_pessoa']).doUpdateSet(changes))
    .returning('id_compartilhamento')
    .executeTakeFirstOrThrow();
  return row.id_compartilhamento;
}

export async function updateShare(
  db: Kysely<Database>,
  id: number,
  changes: Partial<Pick<ShareRow, 'status' | 'oculta' | 'lida'>> & { updated_at: string },
): Promise<void> {
  await db.updateTable('diet_shares').set(changes).where('id_compartilhamento', '=', id).execute();
}

export type InvitationWrite = Omit<ShareWrite, 'id_pessoa'> & { email: string };

/**
 * Creates the pending share of a record to an e-mail, or renews it (permissions, pending again); a new one
 * takes its id from the shares' sequence. Answers the row and whether it is new (or was revoked), which is
 * when the invitation mail goes.
 */
export async function upsertInvitation(
  db: Kysely<Database>,
  invitation: InvitationWrite,
): Promise<{ row: ShareInvitationRow; isNew: boolean }> {
  const changes = {
    id_dono: invitation.id_dono,
    pode_ler: invitation.pode_ler,
    pode_editar: invitation.pode_editar,
    pode_compartilhar: invitation.pode_compartilhar,
    tipo: invitation.tipo,
    status: 1,
    updated_at: invitation.now,
  };
  const existing = await db
    .selectFrom('diet_share_invitations')
    .selectAll()
    .where('id_dieta', '=', invitation.id_dieta)
    .where('email', '=', invitation.email)
    .executeTakeFirst();
  if (existing) {
    await db
      .updateTable('diet_share_invitations')
      .set(changes)
      .where('id_compartilhamento', '=', existing.id_compartilhamento)
      .execute();
    return { row: { ...existing, ...changes }, isNew: existing.status !== 1 };
  }
  const row = await db
    .insertInto('diet_share_invitations')
    .values({
      ...changes,
      id_compartilhamento: await nextShareId(db),
      id_dieta: invitation.id_dieta,
      email: invitation.email,
      created_at: invitation.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row, isNew: true };
}

/** How many invitations `ownerId` created since `since` (ISO), for the daily cap on invitation mails. */
export async function countInvitationsSince(
  db: Kysely<Database>,
  ownerId: number,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('diet_share_invitations')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('id_dono', '=', ownerId)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export function getInvitationById(db: Kysely<Database>, id: number): Promise<ShareInvitationRow | undefined> {
  return db
    .selectFrom('diet_share_invitations')
    .selectAll()
    .where('id_compartilhamento', '=', id)
    .executeTakeFirst();
}

export async function revokeInvitation(db: Kysely<Database>, id: number, now: string): Promise<void> {
  await db
    .updateTable('diet_share_invitations')
    .set({ status: 0, updated_at: now })
    .where('id_compartilhamento', '=', id)
    .execute();
}

/** Drops the pending invitation of a record to an e-mail, if any (the share is made directly instead). */
export async function deleteInvitation(db: Kysely<Database>, dietId: number, email: string): Promise<void> {
  await db
    .deleteFrom('diet_share_invitations')
    .where('id_dieta', '=', dietId)
    .where('email', '=', email)
    .execute();
}

/** The pending invitations to an e-mail (lower-case), oldest first. */
export function findPendingInvitations(db: Kysely<Database>, email: string): Promise<ShareInvitationRow[]> {
  return db
    .selectFrom('diet_share_invitations')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .where('status', '=', 1)
    .orderBy('id_compartilhamento')
    .execute();
}

/**
 * Turns a pending invitation into the share of person `personId` with the invitation's id (a share that
 * person already has of the record, even revoked, is renewed with its permissions instead); null drops it.
 * The invitation row goes either way.
 */
export async function claimInvitation(
  db: Kysely<Database>,
  invitation: ShareInvitationRow,
  personId: number | null,
  now: string,
): Promise<void> {
  if (personId !== null)
    await db
      .insertInto('diet_shares')
      .values({
        id_compartilhamento: invitation.id_compartilhamento,
        id_dieta: invitation.id_dieta,
        id_dono: invitation.id_dono,
        id_pessoa: personId,
        pode_ler: invitation.pode_ler,
        pode_editar: invitation.pode_editar,
        pode_compartilhar: invitation.pode_compartilhar,
        tipo: invitation.tipo,
        status: 1,
        oculta: 0,
        lida: 0,
        created_at: invitation.created_at,
        updated_at: now,
      })
      .onConflict((conflict) =>
        conflict.columns(['id_dieta', 'id_pessoa']).doUpdateSet({
          id_dono: invitation.id_dono,
          pode_ler: invitation.pode_ler,
          pode_editar: invitation.pode_editar,
          pode_compartilhar: invitation.pode_compartilhar,
          status: 1,
          oculta: 0,
          lida: 0,
          updated_at: now,
        }),
      )
      .execute();
  await db
    .deleteFrom('diet_share_invitations')
    .where('id_compartilhamento', '=', invitation.id_compartilhamento)
    .execute();
}

function listQuery(db: Kysely<Database>) {
  return db
    .selectFrom('diet_shares as s')
    .innerJoin('diets as d', 'd.id', 's.id_dieta')
    .innerJoin('users as dono', 'dono.id', 's.id_dono')
    .innerJoin('users as pessoa', 'pessoa.id', 's.id_pessoa')
    .selectAll('s')
    .select([
      'd.nome as nome',
      'dono.nome as dono_nome',
      'dono.email as dono_email',
      'pessoa.nome as pessoa_nome',
      'pessoa.email as pessoa_email',
    ])
    .where('s.status', '=', 1);
}

/** Whose list: the shares received by a person (not hidden), or made by someone. */
export type ShareListOwner = { readonly receivedBy: number } | { readonly givenBy: number };

/**
 * One page of shares in force, most recently changed first (ties by id): after the (updated_at, id) of
 * `page.after` when given, of kind `page.tipo` when given, at most `page.limit` rows.
 */
export function findShareRowPage(
  db: Kysely<Database>,
  owner: ShareListOwner,
  page: {
    readonly after: { readonly updatedAt: string; readonly id: number } | null;
    readonly tipo: number | undefined;
    readonly limit: number;
  },
): Promise<ShareListRow[]> {
  if ('givenBy' in owner) return findGivenShareRowPage(db, owner.givenBy, page);
  let query = listQuery(db).where('s.id_pessoa', '=', owner.receivedBy).where('s.oculta', '=', 0);
  if (page.tipo !== undefined) query = query.where('s.tipo', '=', page.tipo);
  const after = page.after;
  if (after !== null) {
    query = query.where((eb) =>
      eb.or([
        eb('s.updated_at', '<', after.updatedAt),
        eb.and([eb('s.updated_at', '=', after.updatedAt), eb('s.id_compartilhamento', '<', after.id)]),
      ]),
    );
  }
  return query
    .orderBy('s.updated_at', 'desc')
    .orderBy('s.id_compartilhamento', 'desc')
    .limit(page.limit)
    .execute();
}

/**
 * One page of the shares in force `ownerId` made, with their pending invitations (recipient by e-mail, no
 * account: `id_pessoa` 0 and an empty name), in one keyset order.
 */
async function findGivenShareRowPage(
  db: Kysely<Database>,
  ownerId: number,
  page: {
    readonly after: { readonly updatedAt: string; readonly id: number } | null;
    readonly tipo: number | undefined;
    readonly limit: number;
  },
): Promise<ShareListRow[]> {
  const shares = db
    .selectFrom('diet_shares as s')
    .innerJoin('users as pessoa', 'pessoa.id', 's.id_pessoa')
    .select([
      's.id_compartilhamento',
      's.id_dieta',
      's.id_dono',
      's.id_pessoa',
      's.pode_ler',
      's.pode_editar',
      's.pode_compartilhar',
      's.status',
      's.tipo',
      's.oculta',
      's.lida',
      's.created_at',
      's.updated_at',
      'pessoa.nome as pessoa_nome',
      'pessoa.email as pessoa_email',
    ])
    .where('s.id_dono', '=', ownerId)
    .where('s.status', '=', 1);
  const invitations = db
    .selectFrom('diet_share_invitations as i')
    .select([
      'i.id_compartilhamento',
      'i.id_dieta',
      'i.id_dono',
      sql<number>`0`.as('id_pessoa'),
      'i.pode_ler',
      'i.pode_editar',
      'i.pode_compartilhar',
      'i.status',
      'i.tipo',
      sql<number>`0`.as('oculta'),
      sql<number>`0`.as('lida'),
      'i.created_at',
      'i.updated_at',
      sql<string>`''`.as('pessoa_nome'),
      'i.email as pessoa_email',
    ])
    .where('i.id_dono', '=', ownerId)
    .where('i.status', '=', 1);
  let query = db
    .selectFrom(shares.unionAll(invitations).as('u'))
    .innerJoin('diets as d', 'd.id', 'u.id_dieta')
    .innerJoin('users as dono', 'dono.id', 'u.id_dono')
    .selectAll('u')
    .select(['d.nome as nome', 'dono.nome as dono_nome', 'dono.email as dono_email']);
  if (page.tipo !== undefined) query = query.where('u.tipo', '=', page.tipo);
  const after = page.after;
  if (after !== null) {
    query = query.where((eb) =>
      eb.or([
        eb('u.updated_at', '<', after.updatedAt),
        eb.and([eb('u.updated_at', '=', after.updatedAt), eb('u.id_compartilhamento', '<', after.id)]),
      ]),
    );
  }
  return query
    .orderBy('u.updated_at', 'desc')
    .orderBy('u.id_compartilhamento', 'desc')
    .limit(page.limit)
    .execute();
}

export function getShareListRow(db: Kysely<Database>, id: number): Promise<ShareListRow | undefined> {
  return listQuery(db).where('s.id_compartilhamento', '=', id).executeTakeFirst();
}

/** The generated public-link key, if one was stored. */
export async function findStoredLinkSecret(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db.selectFrom('share_link_keys').select('secret').where('id', '=', 1).executeTakeFirst();
  return row?.secret;
}

/** Stores `secret` unless another instance stored one first; answers the key in force. */
export async function storeLinkSecret(db: Kysely<Database>, secret: string, now: string): Promise<string> {
  await db
    .insertInto('share_link_keys')
    .values({ id: 1, secret, created_at: now })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const stored = await findStoredLinkSecret(db);
  if (stored === undefined) throw new Error('share_link_keys: the key was not stored');
  return stored;
}

export type ShareLinkRow = Selectable<ShareLinksTable>;

/** A new link record; its signature is made from the id it gets. */
export function insertShareLink(
  db: Kysely<Database>,
  link: Omit<Insertable<ShareLinksTable>, 'id'>,
): Promise<ShareLinkRow> {
  return db.insertInto('share_links').values(link).returningAll().executeTakeFirstOrThrow();
}

export function getShareLinkById(db: Kysely<Database>, id: number): Promise<ShareLinkRow | undefined> {
  return db.selectFrom('share_links').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The links of a record, newest first; only those of `makerId` when given. */
export function findShareLinks(
  db: Kysely<Database>,
  dietId: number,
  makerId: number | null,
): Promise<ShareLinkRow[]> {
  let query = db.selectFrom('share_links').selectAll().where('id_dieta', '=', dietId);
  if (makerId !== null) query = query.where('criado_por', '=', makerId);
  return query.orderBy('id', 'desc').limit(500).execute();
}

/** Revokes link `id` when it is in force; answers whether it was. */
export async function revokeShareLinkRow(db: Kysely<Database>, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('share_links')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Revokes every link made through share `shareId` (the share ended). */
export async function revokeLinksOfShare(db: Kysely<Database>, shareId: number, now: string): Promise<void> {
  await db
    .updateTable('share_links')
    .set({ revoked_at: now })
    .where('id_compartilhamento', '=', shareId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Company change requests (docs/product/calculation.md#screens company control, docs/product/calls.md#calculation-calls notificacoes/empControleLido and
 * empControleUserLido): the audit entries of changes company staff and users made (company_edited,
 * company_link_changed), newest first, each read or not per administrator (notification_reads kinds
 * `empresa_controle` and `empresa_controle_user`, ref_id the audit entry).
 */
import { COMPANY_CHANGES_MAX } from '@cocho/contracts';
import type { TCompanyChange, TCompanyChangeKind } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { appError } from '../errors';
import { asAccess } from './company-wire';

type Db = Kysely<Database>;

const ACTION_OF: Record<TCompanyChangeKind, string> = {
  empresa: 'company_edited',
  usuario: 'company_link_changed',
};
const READ_KIND_OF: Record<TCompanyChangeKind, string> = {
  empresa: 'empresa_controle',
  usuario: 'empresa_controle_user',
};
const KIND_OF_ACTION = new Map(
  Object.entries(ACTION_OF).map(([kind, action]) => [action, kind as TCompanyChangeKind]),
);

type Detail = { id_empresa?: unknown; campos?: unknown; situacao?: unknown; acesso?: unknown };

function parseDetail(text: string | null): Detail {
  try {
    const value: unknown = text ? JSON.parse(text) : {};
    return typeof value === 'object' && value !== null ? (value as Detail) : {};
  } catch {
    return {};
  }
}

/** The newest change requests (at most COMPANY_CHANGES_MAX), read or not by `adminId`. */
export async function findCompanyChanges(db: Db, adminId: number): Promise<TCompanyChange[]> {
  const rows = await db
    .selectFrom('audit_log')
    .leftJoin('users as actor', 'actor.id', 'audit_log.actor_user_id')
    .leftJoin('users as subject', 'subject.id', 'audit_log.subject_user_id')
    .select([
      'audit_log.id as id',
      'audit_log.at as at',
      'audit_log.action as action',
      'audit_log.detail as detail',
      'actor.nome as autor_nome',
      'subject.nome as usuario_nome',
    ])
    .where('audit_log.action', 'in', Object.values(ACTION_OF))
    .orderBy('audit_log.id', 'desc')
    .limit(COMPANY_CHANGES_MAX)
    .execute();
  if (!rows.length) return [];
  const details = rows.map((row) => parseDetail(row.detail));
  const companyIds = [
    ...new Set(details.map((detail) => Number(detail.id_empresa)).filter((id) => Number.isInteger(id))),
  ];
  const [companies, reads] = await Promise.all([
    companyIds.length
      ? db.selectFrom('companies').select(['id', 'nome_fantasia']).where('id', 'in', companyIds).execute()
      : Promise.resolve([]),
    db
      .selectFrom('notification_reads')
      .select(['tipo', 'ref_id'])
      .where('user_id', '=', adminId)
      .where('tipo', 'in', Object.values(READ_KIND_OF))
      .where(
        'ref_id',
        'in',
        rows.map((row) => row.id),
      )
      .execute(),
  ]);
  const nameOf = new Map(companies.map((company) => [company.id, company.nome_fantasia]));
  const read = new Set(reads.map((mark) => `${mark.tipo}:${mark.ref_id}`));
  return rows.map((row, index) => {
    const detail = details[index] ?? {};
    const tipo = KIND_OF_ACTION.get(row.action) ?? 'empresa';
    const companyId = Number(detail.id_empresa);
    const acesso = Number(detail.acesso);
    return {
      id: row.id,
      tipo,
      id_empresa: companyId,
      nome_fantasia: nameOf.get(companyId) ?? '',
      autor_nome: row.autor_nome ?? '',
      usuario_nome: tipo === 'usuario' ? (row.usuario_nome ?? null) : null,
      situacao: typeof detail.situacao === 'string' ? detail.situacao : null,
      acesso: [0, 1, 2, 3].includes(acesso) ? asAccess(acesso) : null,
      campos: Array.isArray(detail.campos) ? detail.campos.filter((field) => typeof field === 'string') : [],
      created_at: row.at,
      lida: read.has(`${READ_KIND_OF[tipo]}:${row.id}`),
    };
  });
}

/** Marks change request `id` of `kind` read for `adminId`; NOT_FOUND when no such request exists. */
export async function markCompanyChangeRead(
  db: Db,
  adminId: number,
  kind: TCompanyChangeKind,
  id: number,
  now: Date,
): Promise<{ lida: true }> {
  const entry = await db
    .selectFrom('audit_log')
    .select('id')
    .where('id', '=', id)
    .where('action', '=', ACTION_OF[kind])
    .executeTakeFirst();
  if (!entry) throw appError('NOT_FOUND');
  const readAt = now.toISOString();
  await db
    .insertInto('notification_reads')
    .values({ user_id: adminId, tipo: READ_KIND_OF[kind], ref_id: id, read_at: readAt })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'tipo', 'ref_id']).doUpdateSet({ read_at: readAt }),
    )
    .execute();
  return { lida: true };
}

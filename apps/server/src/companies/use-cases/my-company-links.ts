/**
 * The signed-in user's side of company links: empresa/minhas (active and pending links with the company's
 * name), empresa/aceitarConvite and empresa/recusarConvite (only the invited user's own link, only while
 * invited: NOT_FOUND and CONFLICT), empresa/solicitarVinculo (a request to the active company of a CNPJ).
 */
import type { TMyCompanyLink } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { SignedInUser } from '../../access/signed-in-user';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { ACTIVE_STATE } from '../company-access';
import { toMyCompanyLink } from '../company-wire';
import { findLinksOfUser, getCompanyByCnpj, getLinkOf, insertLink, updateLinkRow } from '../repository';

const SHOWN_STATES = ['convidado', 'solicitado', ACTIVE_STATE];

export async function listMyCompanyLinks(db: Kysely<Database>, userId: number): Promise<TMyCompanyLink[]> {
  return (await findLinksOfUser(db, userId, SHOWN_STATES)).map(toMyCompanyLink);
}

async function myLink(db: Kysely<Database>, userId: number, linkId: number): Promise<TMyCompanyLink> {
  const rows = await findLinksOfUser(db, userId, ['convidado', 'solicitado', 'ativo', 'recusado']);
  const link = rows.find((row) => row.id === linkId);
  if (!link) throw appError('NOT_FOUND');
  return toMyCompanyLink(link);
}

export async function answerInvitation(
  db: Kysely<Database>,
  user: SignedInUser,
  linkId: number,
  accept: boolean,
  now: Date,
): Promise<TMyCompanyLink> {
  const links = await findLinksOfUser(db, user.id, [
    'convidado',
    'solicitado',
    'ativo',
    'reprovado',
    'recusado',
    'desvinculado',
  ]);
  const link = links.find((row) => row.id === linkId);
  if (!link) throw appError('NOT_FOUND');
  if (link.situacao !== 'convidado') throw appError('CONFLICT');
  const answered = await updateLinkRow(
    db,
    link.id,
    {
      situacao: accept ? ACTIVE_STATE : 'recusado',
      autorizado: accept ? 1 : 0,
      ativo: accept ? 1 : 0,
      decided_at: now.toISOString(),
    },
    link.situacao,
  );
  if (!answered) throw appError('CONFLICT');
  return myLink(db, user.id, link.id);
}

export async function requestLink(
  db: Kysely<Database>,
  user: SignedInUser,
  input: { cnpj: string; acesso: number },
  now: Date,
): Promise<TMyCompanyLink> {
  const company = await getCompanyByCnpj(db, input.cnpj);
  if (!company || company.ativo !== 1) throw appError('NOT_FOUND');
  const existing = await getLinkOf(db, company.id, user.id);
  if (existing && SHOWN_STATES.includes(existing.situacao)) throw appError('COMPANY_LINK_EXISTS');
  const values = {
    acesso: input.acesso,
    autorizado: 0,
    ativo: 0,
    situacao: 'solicitado',
    requested_at: now.toISOString(),
    decided_at: null,
  };
  const link = existing
    ? await updateLinkRow(db, existing.id, values, existing.situacao)
    : await insertLink(db, { id_empresa: company.id, id_usuario: user.id, ...values });
  if (!link) throw appError('COMPANY_LINK_EXISTS');
  return myLink(db, user.id, link.id);
}

/** Administrators' rows in their wire shape (contracts admin.ts). */
import { USER_PROFILES } from '@cocho/contracts';
import type { TAdminAd, TAdminUser, TAdminUserState } from '@cocho/contracts';
import type { AdminAdRow, AdminUserRow } from './repository';

const asFlag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/** The account's state, read in the order sign-in refuses (auth/assert-account-active.ts). */
export function stateOf(row: Pick<AdminUserRow, 'excluido' | 'suspenso' | 'liberado'>): TAdminUserState {
  if (row.excluido === 1) return 'inativo';
  if (row.suspenso === 1) return 'suspenso';
  if (row.liberado !== 1) return 'em_analise';
  return 'ativo';
}

export function toAdminUser(row: AdminUserRow): TAdminUser {
  return {
    id: row.id,
    NOME: row.nome,
    email: row.email,
    perfil: (USER_PROFILES as readonly string[]).includes(row.perfil ?? '')
      ? (row.perfil as TAdminUser['perfil'])
      : null,
    situacao: stateOf(row),
    liberado: asFlag(row.liberado),
    EXCLUIDO: asFlag(row.excluido),
    suspenso: row.suspenso === 1,
    administrador: row.administrador === 1,
    premium: row.premium === 1,
    premiumInfinito: row.premium_infinito === 1,
    consultor: row.consultor === 1,
    area_universitaria: row.area_universitaria === 1,
    plano_premium: row.plano_premium === 1,
    created_at: row.created_at,
  };
}

export function toAdminAd(row: AdminAdRow): TAdminAd {
  return {
    id: row.id,
    titulo: row.titulo,
    link: row.link,
    youtube_src: row.youtube_src,
    img_src: row.img_src,
    idioma: row.idioma === 1 || row.idioma === 2 ? row.idioma : 0,
    tempo_pular: row.tempo_pular,
    ativo: row.ativo === 1,
    cliques: row.cliques,
    created_at: row.created_at,
  };
}

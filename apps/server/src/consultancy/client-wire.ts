/** A stored client as the wire sends it (contracts ZClient), with its link state (docs/product/shell.md#other-states Client link). */
import type { TClient, TClientLinkState } from '@cocho/contracts';
import type { ClientRow } from './repository';

export function linkStateOf(row: Pick<ClientRow, 'atualizado_em' | 'desvinculado_em'>): TClientLinkState {
  if (row.desvinculado_em !== null) return 'desvinculado';
  return row.atualizado_em !== null ? 'atualizado' : 'vinculado';
}

export function toClient(row: ClientRow): TClient {
  return {
    id: row.id,
    nome: row.nome,
    email: row.email,
    telefone: row.telefone,
    nome_fazenda: row.nome_fazenda,
    obs: row.obs,
    id_consultor: row.id_consultor,
    vinculado_em: row.vinculado_em,
    atualizado_em: row.atualizado_em,
    desvinculado_em: row.desvinculado_em,
    situacao: linkStateOf(row),
  };
}

/** A share row as the lists answer it (contracts ZShare). */
import type { TShare, TShareLists, TShareType } from '@cocho/contracts';
import type { ShareListRow } from './repository';

/** Share kind of each stored record kind (contracts SHARE_TYPES); anything else is a diet. */
const SHARE_TYPE_OF_MODE: Readonly<Record<string, TShareType>> = { PD: 1, E: 2, M: 3, S: 4, C: 5 };

/**
 * The share kind of a stored record kind (contracts SHARE_TYPES: diet 0, prediction 1, requirements 2, mix 3,
 * supplement 4, comparison 5).
 */
export function shareTypeOfMode(modo: string): TShareType {
  return SHARE_TYPE_OF_MODE[modo] ?? 0;
}

/** A stored share kind read back (anything unknown is a diet). */
export function toShareType(tipo: number): TShareType {
  return tipo === 1 || tipo === 2 || tipo === 3 || tipo === 4 || tipo === 5 ? tipo : 0;
}

/**
 * Whose view: the recipient sees the share as it is; who shared it (the owner's lists, compartilhar/criar)
 * sees the recipient by e-mail only, with id 0 and an empty name, until the recipient has opened it
 * (`lida`), so a share tells nothing of whether the e-mail has an account (docs/decisions/sharing.md).
 */
export type ShareViewer = 'recipient' | 'sharer';

export function toShare(row: ShareListRow, viewer: ShareViewer): TShare {
  const isRecipientKnown = viewer === 'recipient' || row.lida === 1;
  return {
    id_compartilhamento: row.id_compartilhamento,
    id_dieta: row.id_dieta,
    tipo: toShareType(row.tipo),
    nome: row.nome,
    dono: { id: row.id_dono, nome: row.dono_nome, email: row.dono_email },
    pessoa: isRecipientKnown
      ? { id: row.id_pessoa, nome: row.pessoa_nome, email: row.pessoa_email }
      : { id: 0, nome: '', email: row.pessoa_email },
    pode_ler: row.pode_ler === 1,
    pode_editar: row.pode_editar === 1,
    pode_compartilhar: row.pode_compartilhar === 1,
    status: row.status,
    lida: row.lida === 1,
    oculta: row.oculta === 1,
    created_at: row.created_at,
  };
}

/** Diets, predictions and requirements tables apart (docs/product/calls.md#shell-calls data.dietas and data.predicoes). */
export function toShareLists(rows: readonly ShareListRow[], viewer: ShareViewer): TShareLists {
  const shares = rows.map((row) => toShare(row, viewer));
  return {
    dietas: shares.filter((share) => share.tipo === 0),
    predicoes: shares.filter((share) => share.tipo === 1),
    exigencias: shares.filter((share) => share.tipo === 2),
    misturas: shares.filter((share) => share.tipo === 3),
    suplementos: shares.filter((share) => share.tipo === 4),
    comparacoes: shares.filter((share) => share.tipo === 5),
  };
}

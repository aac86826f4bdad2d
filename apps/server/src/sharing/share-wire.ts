/** A share row as the lists answer it (contracts ZShare). */
import type { TShare, TShareLists, TShareType } from '@cocho/contracts';
import type { ShareListRow } from './repository';

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
    tipo: (row.tipo === 1 ? 1 : 0) satisfies TShareType,
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

/** Diets and predictions apart (docs/product/calls.md#shell-calls data.dietas and data.predicoes). */
export function toShareLists(rows: readonly ShareListRow[], viewer: ShareViewer): TShareLists {
  const shares = rows.map((row) => toShare(row, viewer));
  return {
    dietas: shares.filter((share) => share.tipo === 0),
    predicoes: shares.filter((share) => share.tipo === 1),
  };
}

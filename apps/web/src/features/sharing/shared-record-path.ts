/**
 * Where a received share opens (docs/product/calculation.md#notification-panel navigation targets): the diet wizard or the prediction screen
 * by the record's type, with `did`, the share's id as `compartilhamentoID` (diets) and `compartilhamento`,
 * and the recipient as `pessoa`.
 */
import type { TShare } from '@cocho/contracts';

export function sharedRecordPath(
  share: Pick<TShare, 'id_dieta' | 'id_compartilhamento' | 'tipo' | 'pessoa'>,
): string {
  const shareId = String(share.id_compartilhamento);
  const query = new URLSearchParams({ did: String(share.id_dieta) });
  if (share.tipo === 0) query.set('compartilhamentoID', shareId);
  query.set('compartilhamento', shareId);
  query.set('pessoa', String(share.pessoa.id));
  return `${share.tipo === 0 ? '/formulacao-dieta' : '/predicao-desempenho'}?${query.toString()}`;
}

/**
 * Where a received share opens (docs/product/calculation.md#notification-panel navigation targets): the diet wizard, the prediction screen
 * or the requirements screen by the record's type, with `did`, the share's id as `compartilhamentoID` (diets) and `compartilhamento`,
 * and the recipient as `pessoa`.
 */
import type { TShare, TShareType } from '@cocho/contracts';

/** The screen of each kind of shared record. */
const SCREEN_OF_TYPE: Readonly<Record<TShareType, string>> = {
  0: '/formulacao-dieta',
  1: '/predicao-desempenho',
  2: '/calcula-exigencias',
  3: '/calcular-racao',
  4: '/formulacao-suplemento',
  // A comparison is a dialog of my diets (docs/decisions/saved-supplements-comparisons.md).
  5: '/formulacao-dieta',
};

export function sharedRecordPath(
  share: Pick<TShare, 'id_dieta' | 'id_compartilhamento' | 'tipo' | 'pessoa'>,
): string {
  const shareId = String(share.id_compartilhamento);
  const query = new URLSearchParams({
    // The diet screen shows a comparison instead of the wizard (docs/decisions/saved-supplements-comparisons.md).
    ...(share.tipo === 5 ? { comparacao: '1' } : {}),
    did: String(share.id_dieta),
  });
  if (share.tipo === 0) query.set('compartilhamentoID', shareId);
  query.set('compartilhamento', shareId);
  query.set('pessoa', String(share.pessoa.id));
  return `${SCREEN_OF_TYPE[share.tipo]}?${query.toString()}`;
}

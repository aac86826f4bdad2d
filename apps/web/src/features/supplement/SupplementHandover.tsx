import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@cocho/engine';
import type { TFeed, TSavedSupplement } from '@cocho/contracts';
import { call } from '../../api/client';
import { useOptionalSession } from '../../session/SessionProvider';
import { useAccess } from '../../session/use-access';
import { useHandoverSave } from '../records/use-handover-save';
import { HandoverActions } from '../comparison/HandoverActions';
import { toSupplementRecord } from './supplement-record';
import type { AnySupplementResult } from './supplement-record';

export type SupplementHandoverProps = {
  readonly result: AnySupplementResult;
  readonly name: string;
  readonly objective: TSavedSupplement['objetivo'];
  /** The candidate feeds the result names. */
  readonly feeds: readonly TFeed[];
  readonly currency: Currency;
};

/**
 * Saving a supplement to hand it over (mode S, docs/decisions/saved-supplements-comparisons.md): the result
 * on screen becomes a record (premium, as a diet; a consultant's for the toolbar's client) that can then be
 * shared with a person or by a public read-only link. Saving it as the user's own feed stays beside it.
 * Nothing shows without a signed-in session (the screen's component tests render the formulator alone).
 */
export function SupplementHandover(props: SupplementHandoverProps) {
  const session = useOptionalSession();
  return session?.user ? <SupplementHandoverIn {...props} /> : null;
}

function SupplementHandoverIn({ result, name, objective, feeds, currency }: SupplementHandoverProps) {
  const { t } = useTranslation('supplement');
  const isPremium = useAccess().can('save_diet');
  const { savedId, isSaving, error, save } = useHandoverSave('supplement');

  const onSave = () =>
    save((idCliente) => {
      const record = toSupplementRecord(result, feeds, {
        nome: name,
        time: Date.now(),
        idCliente,
        objetivo: objective,
        idAlimento: null,
        moeda: currency,
      });
      return call('saveS', {
        dieta: JSON.stringify(record),
        ...(savedId === null ? {} : { id: savedId }),
      });
    });

  return (
    <HandoverActions
      kind="supplement"
      savedId={savedId}
      isSaving={isSaving}
      error={error}
      onSave={() => void onSave()}
      between={!isPremium && <Chip size="small" color="warning" label={t('handover.premiumChip')} />}
    />
  );
}

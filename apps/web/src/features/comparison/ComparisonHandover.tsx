import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { COMPARISON_DIETS_MAX } from '@cocho/contracts';
import { call } from '../../api/client';
import { useAccountCurrency } from '../../format/account-currency';
import { useOptionalSession } from '../../session/SessionProvider';
import { useHandoverSave } from '../records/use-handover-save';
import { HandoverActions } from './HandoverActions';
import { toComparisonRecord } from './comparison-record';

export type ComparisonHandoverProps = {
  /** The saved diets compared, in the order shown (a diet on screen that is not saved is not kept). */
  readonly dietIds: readonly number[];
};

/**
 * Saving the comparison of saved diets to hand it over (mode C, docs/decisions/saved-supplements-comparisons.md):
 * a name, then a record (premium, as a diet; a consultant's for the toolbar's client) that can be shared with a
 * person or by a public read-only link. Nothing shows without a signed-in session or with fewer than two
 * saved diets.
 */
export function ComparisonHandover(props: ComparisonHandoverProps) {
  const session = useOptionalSession();
  const isSavable = props.dietIds.length >= 2 && props.dietIds.length <= COMPARISON_DIETS_MAX;
  return session?.user && isSavable ? <ComparisonHandoverIn {...props} /> : null;
}

function ComparisonHandoverIn({ dietIds }: ComparisonHandoverProps) {
  const { t } = useTranslation('comparison');
  const currency = useAccountCurrency();
  const [name, setName] = useState('');
  const { savedId, isSaving, error, save } = useHandoverSave('comparison');

  const onSave = () =>
    save(
      async (idCliente) => {
        const record = toComparisonRecord(dietIds, {
          nome: name.trim(),
          time: Date.now(),
          idCliente,
          moeda: currency,
        });
        const answer = await call('saveC', { dieta: JSON.stringify(record) });
        setName(answer.nome);
        return answer;
      },
      () => (name.trim() === '' ? t('handover.nameRequired') : null),
    );

  return (
    <HandoverActions
      kind="comparison"
      savedId={savedId}
      isSaving={isSaving}
      error={error}
      onSave={() => void onSave()}
      keepsHint
      before={
        <TextField
          size="small"
          label={t('handover.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          disabled={savedId !== null}
          slotProps={{ htmlInput: { 'data-testid': 'comparison-handover-name', maxLength: 200 } }}
        />
      }
    />
  );
}

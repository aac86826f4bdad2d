import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import { useTranslation } from 'react-i18next';
import { COMPARISON_DIETS_MAX } from '@cocho/contracts';
import { call } from '../../api/client';
import { useAccountCurrency } from '../../format/account-currency';
import { useOptionalSession } from '../../session/SessionProvider';
import { useHandoverSave } from '../records/use-handover-save';
import { ShareDialog } from '../sharing/ShareDialog';
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
  const [isSharing, setIsSharing] = useState(false);
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
    <Box
      sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 2 }}
      data-testid="comparison-handover"
    >
      <TextField
        size="small"
        label={t('handover.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        disabled={savedId !== null}
        slotProps={{ htmlInput: { 'data-testid': 'comparison-handover-name', maxLength: 200 } }}
      />
      <Button
        startIcon={<BookmarkAddOutlined />}
        onClick={() => void onSave()}
        disabled={isSaving || savedId !== null}
        data-testid="comparison-handover-save"
      >
        {t(savedId === null ? 'handover.save' : 'handover.saved')}
      </Button>
      <Button
        startIcon={<ShareOutlined />}
        onClick={() => setIsSharing(true)}
        disabled={savedId === null}
        data-testid="comparison-handover-share"
      >
        {t('handover.share')}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
        {t('handover.hint')}
      </Typography>
      {error && (
        <Typography role="alert" color="error" variant="body2" data-testid="comparison-handover-error">
          {error}
        </Typography>
      )}
      {isSharing && <ShareDialog kind="comparison" recordId={savedId} onClose={() => setIsSharing(false)} />}
    </Box>
  );
}

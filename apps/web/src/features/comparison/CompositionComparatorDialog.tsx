import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { NamedFeed } from '../../diet-view/diet-view';
import { CompositionComparator } from './CompositionComparator';

/** The composition comparator as a dialog (no route of docs/product/shell.md#screens fits it). */
export function CompositionComparatorDialog({
  open,
  feeds,
  initialIds,
  onClose,
}: {
  readonly open: boolean;
  readonly feeds: readonly NamedFeed[];
  readonly initialIds?: readonly string[];
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('comparison');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      aria-labelledby="composition-comparison-title"
    >
      <DialogTitle id="composition-comparison-title">{t('compositionTitle')}</DialogTitle>
      <DialogContent sx={{ pt: 1 }}>
        {open && <CompositionComparator feeds={feeds} initialIds={initialIds ?? []} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

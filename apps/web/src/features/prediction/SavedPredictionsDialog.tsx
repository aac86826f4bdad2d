import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { Language } from '@cocho/engine';
import { SavedRecordList } from '../records/SavedRecordList';
import { useSavedRecords } from '../records/use-saved-records';
import { SharedRecordLists } from '../sharing/SharedRecordLists';

export type SavedPredictionsDialogProps = {
  readonly onClose: () => void;
  readonly onOpen: (id: number) => void | Promise<void>;
  /** Called after a prediction is removed (the screen forgets it when it is the one shown). */
  readonly onRemoved: (id: number) => void;
  readonly language: Language;
};

/**
 * My predictions (docs/product/shell.md#screens): the saved predictions (hidden auto-saved ones are not listed), to open or
 * remove, then the predictions shared with me and by me. The diet list's comparison does not apply to
 * predictions.
 */
export function SavedPredictionsDialog({
  onClose,
  onOpen,
  onRemoved,
  language,
}: SavedPredictionsDialogProps) {
  const { t } = useTranslation('prediction');
  const {
    records: predictions,
    error,
    remove: onRemove,
    syncProps,
  } = useSavedRecords({ find: 'findMyPredictions', namespace: 'prediction', onRemoved });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('saved.title')}</DialogTitle>
      <DialogContent>
        <SavedRecordList
          records={predictions}
          error={error}
          emptyText={t('saved.empty')}
          language={language}
          {...syncProps}
          testId="saved-predictions"
          itemTestId="saved-prediction"
          open={{
            title: t('saved.open'),
            labelOf: (prediction) => t('saved.openNamed', { name: prediction.nome }),
            testId: 'open-prediction',
          }}
          remove={{
            title: t('saved.remove'),
            labelOf: (prediction) => t('saved.removeNamed', { name: prediction.nome }),
            testId: 'remove-prediction',
          }}
          onOpen={(prediction) => void onOpen(prediction.id)}
          onRemove={(prediction) => void onRemove(prediction)}
        />
        <SharedRecordLists tipo={1} onOpening={onClose} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('saved.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

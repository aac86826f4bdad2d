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

export type SavedMixesDialogProps = {
  readonly onClose: () => void;
  readonly onOpen: (id: number) => void | Promise<void>;
  /** Called after a mix is removed (the screen forgets it when it is the one shown). */
  readonly onRemoved: (id: number) => void;
  readonly language: Language;
};

/**
 * My mixes (docs/decisions/saved-mixes.md): the saved mixes, to open or remove, then the ones shared with me
 * and by me; the records kit of My requirements.
 */
export function SavedMixesDialog({ onClose, onOpen, onRemoved, language }: SavedMixesDialogProps) {
  const { t } = useTranslation('mixture');
  const {
    records,
    error,
    remove: onRemove,
    syncProps,
  } = useSavedRecords({ find: 'findMyMixes', namespace: 'mixture', onRemoved });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('saved.title')}</DialogTitle>
      <DialogContent>
        <SavedRecordList
          records={records}
          error={error}
          emptyText={t('saved.empty')}
          language={language}
          {...syncProps}
          testId="saved-mixes"
          itemTestId="saved-mix"
          open={{
            title: t('saved.open'),
            labelOf: (record) => t('saved.openNamed', { name: record.nome }),
            testId: 'open-mix',
          }}
          remove={{
            title: t('saved.remove'),
            labelOf: (record) => t('saved.removeNamed', { name: record.nome }),
            testId: 'remove-mix',
          }}
          onOpen={(record) => void onOpen(record.id)}
          onRemove={(record) => void onRemove(record)}
        />
        <SharedRecordLists tipo={3} onOpening={onClose} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('saved.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

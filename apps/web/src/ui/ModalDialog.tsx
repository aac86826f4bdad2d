/**
 * The generic modal's view (ModalProvider.tsx), in a chunk of its own: MUI's Dialog loads when the first
 * modal opens, not on a visitor's first screen (docs/decisions/first-screen-budget.md).
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { ModalAnswer, ModalOptions } from './ModalProvider';

export function ModalDialog({
  modal,
  onAnswer,
}: {
  modal: ModalOptions | null;
  onAnswer: (answer: ModalAnswer) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={modal !== null}
      onClose={() => onAnswer(false)}
      aria-labelledby="app-modal-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="app-modal-title">{modal?.title}</DialogTitle>
      <DialogContent sx={{ whiteSpace: 'pre-line' }}>{modal?.message}</DialogContent>
      <DialogActions>
        {modal?.kind === 'choose' ? (
          <>
            {(modal.choices ?? []).map((choice) => (
              <Button
                key={choice.value}
                onClick={() => onAnswer(choice.value)}
                variant={choice.isPrimary ? 'contained' : 'text'}
                autoFocus={choice.isPrimary}
              >
                {choice.label}
              </Button>
            ))}
          </>
        ) : modal?.kind === 'confirm' ? (
          <>
            <Button onClick={() => onAnswer(false)}>{modal.noLabel ?? t('modal.no')}</Button>
            <Button onClick={() => onAnswer(true)} variant="contained" autoFocus>
              {modal.yesLabel ?? t('modal.yes')}
            </Button>
          </>
        ) : (
          <Button onClick={() => onAnswer(true)} variant="contained" autoFocus>
            {t('modal.ok')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

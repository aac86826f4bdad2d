import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useTranslation } from 'react-i18next';
import type { TUser } from '@cocho/contracts';
import { call, errorCodeOf } from '../api/client';
import { useAlert } from '../ui/AlertProvider';
import { ChangePasswordDialog } from './ChangePasswordDialog';

type SessionSecurityDialogsProps = {
  readonly user: TUser;
  /** Other open sessions reported at sign-in; 0 when none. */
  readonly otherSessions: number;
  readonly onOtherSessionsDone: () => void;
  readonly onUserChanged: (user: TUser) => void;
};

/**
 * After sign-in (docs/product/shell.md#states): a temporary password must be changed before anything else; then, when another
 * session of the account is open, the user confirms it was them or changes the password (sharing
 * passwords is forbidden).
 */
export function SessionSecurityDialogs({
  user,
  otherSessions,
  onOtherSessionsDone,
  onUserChanged,
}: SessionSecurityDialogsProps) {
  const { t } = useTranslation();
  const { showAlert } = useAlert();
  const [endsOthers, setEndsOthers] = useState(false);
  const [isChangingPassword, setIsChangingPassword] = useState(false);

  const isForced = user.senha_temporaria;
  if (isForced || (isChangingPassword && otherSessions > 0)) {
    // A forced change keeps the other sessions; a change asked for here ends them and answers the prompt.
    return (
      <ChangePasswordDialog
        open
        isForced={isForced}
        endsOtherSessions={!isForced}
        onCancel={() => setIsChangingPassword(false)}
        onChanged={(fresh) => {
          onUserChanged(fresh);
          if (!isForced) onOtherSessionsDone();
          showAlert(t('security.changed'), 'success');
        }}
      />
    );
  }
  if (otherSessions === 0) return null;

  const itWasMe = async () => {
    onOtherSessionsDone();
    if (!endsOthers) return;
    try {
      await call('encerrarOutrasSessoes', {});
      showAlert(t('security.othersEnded'), 'success');
    } catch (error) {
      showAlert(t(`errors:${errorCodeOf(error)}`), 'error');
    }
  };

  return (
    <Dialog
      open
      aria-labelledby="other-sessions-title"
      maxWidth="xs"
      fullWidth
      data-testid="other-sessions-dialog"
    >
      <DialogTitle id="other-sessions-title">{t('security.otherSessionsTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('security.otherSessionsMessage')}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>{t('security.sharingForbidden')}</DialogContentText>
        <FormControlLabel
          sx={{ mt: 1 }}
          control={
            <Checkbox checked={endsOthers} onChange={(event) => setEndsOthers(event.target.checked)} />
          }
          label={t('security.endOthers')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setIsChangingPassword(true)} data-testid="other-sessions-change-password">
          {t('security.changePassword')}
        </Button>
        <Button variant="contained" onClick={() => void itWasMe()} data-testid="other-sessions-it-was-me">
          {t('security.itWasMe')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

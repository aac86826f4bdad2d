import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { AppError, CALLS } from '@cocho/contracts';
import type { TUser } from '@cocho/contracts';
import { call, errorCodeOf } from '../api/client';
import { FormTextField } from '../ui/form/fields';
import { useSchemaForm } from '../ui/form/schema-form';

const FIELDS = ['senha_atual', 'password', 'confirmacao'] as const;

type ChangePasswordDialogProps = {
  readonly open: boolean;
  /** Forced (temporary password): no way to close it but changing the password. */
  readonly isForced: boolean;
  /** Also signs out the account's other sessions (simultaneous login, docs/product/shell.md#states). */
  readonly endsOtherSessions: boolean;
  readonly onChanged: (user: TUser) => void;
  readonly onCancel?: () => void;
};

/** Changes the signed-in user's password (user/alterarSenha). */
export function ChangePasswordDialog({
  open,
  isForced,
  endsOtherSessions,
  onChanged,
  onCancel,
}: ChangePasswordDialogProps) {
  const { t } = useTranslation();
  const { control, handleSubmit, formState, setError } = useSchemaForm(CALLS.alterarSenha.request, {
    senha_atual: '',
    password: '',
    confirmacao: '',
    encerrar_outras: endsOtherSessions,
  });
  const submit = handleSubmit(async (input) => {
    try {
      onChanged((await call('alterarSenha', input)).user);
    } catch (caught) {
      const fields = caught instanceof AppError ? (caught.fields ?? []) : [];
      const wrongCurrent = fields.find((field) => field.field === 'senha_atual');
      if (wrongCurrent) setError('senha_atual', { message: wrongCurrent.code });
      else setError('root.server', { message: t(`errors:${errorCodeOf(caught)}`) });
    }
  });
  const error = formState.errors.root?.server?.message;

  return (
    <Dialog
      open={open}
      onClose={isForced ? undefined : onCancel}
      aria-labelledby="change-password-title"
      maxWidth="xs"
      fullWidth
      data-testid="change-password-dialog"
    >
      <DialogTitle id="change-password-title">
        {t(isForced ? 'security.temporaryTitle' : 'security.changeTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          spacing={2}
          sx={{ pt: 1 }}
          noValidate
          onSubmit={(event) => void submit(event)}
        >
          {isForced && <Alert severity="info">{t('security.temporaryMessage')}</Alert>}
          {error && <Alert severity="error">{error}</Alert>}
          {FIELDS.map((field) => (
            <FormTextField
              key={field}
              control={control}
              name={field}
              type="password"
              label={t(`security.field.${field}`)}
              autoComplete={field === 'senha_atual' ? 'current-password' : 'new-password'}
              testId={`password-${field}`}
              fullWidth
            />
          ))}
          <button type="submit" hidden />
        </Stack>
      </DialogContent>
      <DialogActions>
        {!isForced && <Button onClick={onCancel}>{t('security.cancel')}</Button>}
        <Button
          variant="contained"
          disabled={formState.isSubmitting}
          onClick={() => void submit()}
          data-testid="password-save"
        >
          {t('security.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { AppError, CALLS } from '@cocho/contracts';
import type { TUser } from '@cocho/contracts';
import { call, errorCodeOf } from '../api/client';
import { fieldMessageOfIssue } from '../i18n/field-error';

type PasswordField = 'senha_atual' | 'password' | 'confirmacao';
const FIELDS: readonly PasswordField[] = ['senha_atual', 'password', 'confirmacao'];
type FieldMessages = Partial<
  Record<PasswordField, { key: string; values?: Record<string, string | number> }>
>;

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
  const [values, setValues] = useState<Record<PasswordField, string>>({
    senha_atual: '',
    password: '',
    confirmacao: '',
  });
  const [fieldMessages, setFieldMessages] = useState<FieldMessages>({});
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const submit = async () => {
    const input = { ...values, encerrar_outras: endsOtherSessions };
    const parsed = CALLS.alterarSenha.request.safeParse(input);
    if (!parsed.success) {
      const messages: FieldMessages = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as PasswordField;
        messages[field] ??= fieldMessageOfIssue(issue as Parameters<typeof fieldMessageOfIssue>[0]);
      }
      setFieldMessages(messages);
      return;
    }
    setFieldMessages({});
    setError(null);
    setIsBusy(true);
    try {
      const answer = await call('alterarSenha', input);
      onChanged(answer.user);
    } catch (caught) {
      const fields = caught instanceof AppError ? (caught.fields ?? []) : [];
      const wrongCurrent = fields.find((field) => field.field === 'senha_atual');
      if (wrongCurrent) setFieldMessages({ senha_atual: { key: wrongCurrent.code } });
      else setError(t(`errors:${errorCodeOf(caught)}`));
    } finally {
      setIsBusy(false);
    }
  };

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
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {isForced && <Alert severity="info">{t('security.temporaryMessage')}</Alert>}
          {error && <Alert severity="error">{error}</Alert>}
          {FIELDS.map((field) => {
            const message = fieldMessages[field];
            return (
              <TextField
                key={field}
                type="password"
                label={t(`security.field.${field}`)}
                value={values[field]}
                onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
                error={message !== undefined}
                helperText={message ? t(`errors:field.${message.key}`, message.values ?? {}) : ' '}
                autoComplete={field === 'senha_atual' ? 'current-password' : 'new-password'}
                slotProps={{ htmlInput: { 'data-testid': `password-${field}` } }}
                fullWidth
              />
            );
          })}
          <button type="submit" hidden />
        </Stack>
      </DialogContent>
      <DialogActions>
        {!isForced && <Button onClick={onCancel}>{t('security.cancel')}</Button>}
        <Button
          variant="contained"
          disabled={isBusy}
          onClick={() => void submit()}
          data-testid="password-save"
        >
          {t('security.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

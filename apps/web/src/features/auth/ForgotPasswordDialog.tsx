import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_INDEX } from '@cocho/engine';
import { CALLS, ZEmail } from '@cocho/contracts';
import { call, errorCodeOf } from '../../api/client';
import { encodeIssue, fieldErrorText } from '../../i18n/field-error';
import { useLanguage } from '../../i18n/use-language';
import { encodeFieldKey, messagesOfIssues } from '../../ui/account/validate-account-form';

type ResetField = 'codigo' | 'password' | 'confirmacao';
const RESET_FIELDS: readonly { name: ResetField; label: string; type: string; autoComplete: string }[] = [
  { name: 'codigo', label: 'forgot.code', type: 'text', autoComplete: 'one-time-code' },
  { name: 'password', label: 'forgot.newPassword', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmacao', label: 'forgot.confirm', type: 'password', autoComplete: 'new-password' },
];

type ForgotPasswordDialogProps = {
  readonly open: boolean;
  readonly initialEmail: string;
  readonly onClose: () => void;
  /** The password was reset for `email`. */
  readonly onReset: (email: string) => void;
};

/**
 * Forgot password: the e-mail (auth/forgotPassword), then the e-mailed code with the new password and its
 * confirmation (auth/resetPassword). The texts never say whether the e-mail has an account.
 */
export function ForgotPasswordDialog({ open, initialEmail, onClose, onReset }: ForgotPasswordDialogProps) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const [step, setStep] = useState<'email' | 'reset'>('email');
  const [email, setEmail] = useState(initialEmail);
  const [values, setValues] = useState<Record<ResetField, string>>({
    codigo: '',
    password: '',
    confirmacao: '',
  });
  const [messages, setMessages] = useState<Partial<Record<'email' | ResetField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setFailure(null);
    setIsBusy(true);
    try {
      await action();
    } catch (error) {
      setFailure(t(`errors:${errorCodeOf(error)}`));
    } finally {
      setIsBusy(false);
    }
  };

  const sendCode = () => {
    const parsed = ZEmail.safeParse(email, { error: encodeIssue });
    if (!parsed.success) {
      setMessages({ email: messagesOfIssues(parsed.error.issues)[''] });
      return;
    }
    setMessages({});
    void run(async () => {
      await call('forgotPassword', { email: parsed.data, idioma: LANGUAGE_INDEX[language] });
      setStep('reset');
    });
  };

  const reset = () => {
    const input = { email, ...values };
    const parsed = CALLS.resetPassword.request.safeParse(input, { error: encodeIssue });
    const found: typeof messages = parsed.success ? {} : messagesOfIssues(parsed.error.issues);
    if (values.password !== values.confirmacao) {
      found.confirmacao ??= encodeFieldKey('passwordMismatch');
    }
    setMessages(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    void run(async () => {
      await call('resetPassword', parsed.data);
      onReset(parsed.data.email);
    });
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="forgot-title">
      <DialogTitle id="forgot-title">{t('forgot.title')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          spacing={2}
          noValidate
          sx={{ pt: 1 }}
          data-testid="forgot-password-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (step === 'email') sendCode();
            else reset();
          }}
        >
          <DialogContentText>
            {step === 'email' ? t('forgot.emailIntro') : t('forgot.codeIntro', { email })}
          </DialogContentText>
          {failure && (
            <Alert severity="error" data-testid="forgot-error">
              {failure}
            </Alert>
          )}
          {step === 'email' ? (
            <TextField
              label={t('field.email')}
              type="email"
              autoComplete="email"
              autoFocus
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={Boolean(messages.email)}
              helperText={fieldErrorText(t, messages.email) ?? ' '}
              slotProps={{ htmlInput: { 'data-testid': 'forgot-email' } }}
            />
          ) : (
            RESET_FIELDS.map((field) => (
              <TextField
                key={field.name}
                label={t(field.label)}
                type={field.type}
                autoComplete={field.autoComplete}
                value={values[field.name]}
                onChange={(event) =>
                  setValues((current) => ({ ...current, [field.name]: event.target.value }))
                }
                error={Boolean(messages[field.name])}
                helperText={
                  messages[field.name] && field.name === 'codigo'
                    ? t('code.codeFormat')
                    : (fieldErrorText(t, messages[field.name]) ?? ' ')
                }
                slotProps={{ htmlInput: { 'data-testid': `forgot-${field.name}` } }}
              />
            ))
          )}
          <button type="submit" hidden />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('forgot.cancel')}</Button>
        <Button
          variant="contained"
          loading={isBusy}
          onClick={step === 'email' ? sendCode : reset}
          data-testid="forgot-submit"
        >
          {step === 'email' ? t('forgot.sendCode') : t('forgot.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { CALLS } from '@cocho/contracts';
import type { TUser } from '@cocho/contracts';
import { call, errorCodeOf } from '../../api/client';
import { encodeIssue, fieldErrorText } from '../../i18n/field-error';
import { serverFieldMessages } from '../../ui/account/server-field-errors';
import { encodeFieldKey, messagesOfIssues } from '../../ui/account/validate-account-form';
import { useAlert } from '../../ui/AlertProvider';

type PasswordField = 'senha_atual' | 'password' | 'confirmacao';
const FIELDS: readonly { name: PasswordField; label: string; autoComplete: string }[] = [
  { name: 'senha_atual', label: 'password.current', autoComplete: 'current-password' },
  { name: 'password', label: 'password.new', autoComplete: 'new-password' },
  { name: 'confirmacao', label: 'password.confirm', autoComplete: 'new-password' },
];
const EMPTY: Record<PasswordField, string> = { senha_atual: '', password: '', confirmacao: '' };

/** Changes the password (user/alterarSenha), optionally signing out the user's other devices. */
export function PasswordSection({ onChanged }: { onChanged: (user: TUser) => void }) {
  const { t } = useTranslation('account');
  const { showAlert } = useAlert();
  const [values, setValues] = useState(EMPTY);
  const [endOthers, setEndOthers] = useState(true);
  const [messages, setMessages] = useState<Partial<Record<PasswordField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const submit = async () => {
    const parsed = CALLS.alterarSenha.request.safeParse(
      { ...values, encerrar_outras: endOthers },
      { error: encodeIssue },
    );
    const found: typeof messages = parsed.success ? {} : messagesOfIssues(parsed.error.issues);
    if (values.password !== values.confirmacao) found.confirmacao ??= encodeFieldKey('passwordMismatch');
    setMessages(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    setFailure(null);
    setIsBusy(true);
    try {
      const answer = await call('alterarSenha', parsed.data);
      onChanged(answer.user);
      setValues(EMPTY);
      showAlert(t(endOthers ? 'password.othersEnded' : 'password.changed'), 'success');
    } catch (error) {
      const fieldMessages = serverFieldMessages(error);
      if (Object.keys(fieldMessages).length > 0) setMessages(fieldMessages);
      else setFailure(t(`errors:${errorCodeOf(error)}`));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      aria-label={t('password.heading')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {failure && <Alert severity="error">{failure}</Alert>}
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          type="password"
          label={t(field.label)}
          value={values[field.name]}
          onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
          error={Boolean(messages[field.name])}
          helperText={fieldErrorText(t, messages[field.name]) ?? ' '}
          autoComplete={field.autoComplete}
          slotProps={{ htmlInput: { 'data-testid': `password-${field.name}` } }}
        />
      ))}
      <FormControlLabel
        control={<Checkbox checked={endOthers} onChange={(event) => setEndOthers(event.target.checked)} />}
        label={t('password.endOthers')}
      />
      <Button type="submit" variant="outlined" loading={isBusy} sx={{ alignSelf: 'flex-start' }}>
        {t('password.save')}
      </Button>
    </Stack>
  );
}

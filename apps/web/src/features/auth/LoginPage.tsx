import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../api/client';
import type { CallErrorCode } from '../../api/client';
import { afterLoginTarget } from '../../app/access-guard';
import { fieldErrorText } from '../../i18n/field-error';
import { useSession } from '../../session/SessionProvider';
import { AuthCard } from './AuthCard';
import { loadLoginCheck, loginCheckTriggers } from './login-check';
import type { LoginField, LoginForm } from './login-form-resolver';
import { lazyView } from '../../ui/lazy-view';
import { OutlinedTextField } from '../../ui/OutlinedTextField';

// Loaded when first opened, not with the sign-in form (docs/decisions/first-screen-budget.md).
const ForgotPasswordDialog = lazyView(
  async () => (await import('./ForgotPasswordDialog')).ForgotPasswordDialog,
).View;

const LOGIN_FIELDS: readonly LoginField[] = ['email', 'password'];

type LoginMessages = Partial<Record<LoginField, string>>;

/**
 * The sign-in form's values and checks, as the form kit (react-hook-form with the contract's schema; docs/
 * decisions/forms.md) keeps them for a form checked on submit: the contract's check on send, the focus on the
 * first wrong field, and from the first send on each change checked again. Two fields without the kit: its
 * library (about 12 KiB compressed) would be a sixth of the page's own script before the form is usable
 * (docs/decisions/first-screen-budget.md). The check (zod and the contracts) loads at the form's first use
 * (login-check.ts); a check before then waits for it.
 */
function useLoginForm(onValid: (values: LoginForm) => Promise<void>) {
  const [values, setValues] = useState<LoginForm>({ email: '', password: '' });
  const [messages, setMessages] = useState<LoginMessages>({});
  const [isSubmitting, setIsSubmitting] = useState(false);
  const wasSent = useRef(false);
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});

  const recheck = async (next: LoginForm, field: LoginField) => {
    const { messages: found } = (await loadLoginCheck()).checkLoginForm(next);
    setMessages((current) => ({ ...current, [field]: found?.[field] }));
  };
  const setValue = (field: LoginField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (wasSent.current) void recheck(next, field);
  };
  const fieldProps = (field: LoginField) => ({
    name: field,
    value: values[field],
    error: messages[field] !== undefined,
    onChange: (event: { target: { value: string } }) => setValue(field, event.target.value),
    inputRef: (input: HTMLInputElement | null) => {
      inputs.current[field] = input;
    },
  });
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    wasSent.current = true;
    setIsSubmitting(true);
    try {
      const checked = (await loadLoginCheck()).checkLoginForm(values);
      setMessages(checked.messages ?? {});
      if (checked.data) {
        await onValid(checked.data);
        return;
      }
      const wrong = LOGIN_FIELDS.find((field) => checked.messages[field] !== undefined);
      if (wrong) inputs.current[wrong]?.focus();
    } finally {
      setIsSubmitting(false);
    }
  };
  return { values, messages, isSubmitting, fieldProps, setValues, onSubmit };
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const { signIn } = useSession();
  const [failure, setFailure] = useState<CallErrorCode | null>(null);
  const [isForgotOpen, setIsForgotOpen] = useState(false);
  const [wasReset, setWasReset] = useState(false);
  const [checkTriggers] = useState(() => loginCheckTriggers());
  const { values, messages, isSubmitting, fieldProps, setValues, onSubmit } = useLoginForm(
    async ({ email, password }) => {
      setFailure(null);
      setWasReset(false);
      try {
        await signIn(email, password);
        navigate(afterLoginTarget(query.get('redirect')), { replace: true });
      } catch (error) {
        setFailure(errorCodeOf(error));
      }
    },
  );

  return (
    <AuthCard tab="login">
      <Stack
        component="form"
        spacing={2}
        onSubmit={(event: FormEvent) => void onSubmit(event)}
        {...checkTriggers}
        noValidate
        aria-label={t('auth.loginTitle')}
      >
        {wasReset && !failure && (
          <Alert severity="success" data-testid="password-reset">
            {t('account:login.passwordReset')}
          </Alert>
        )}
        {failure && (
          <Alert severity="error" data-testid="form-error">
            {t(`errors:${failure}`)}
          </Alert>
        )}
        <OutlinedTextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          autoFocus
          helperText={fieldErrorText(t, messages.email)}
          {...fieldProps('email')}
        />
        <OutlinedTextField
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          helperText={fieldErrorText(t, messages.password)}
          {...fieldProps('password')}
        />
        <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
          {t('auth.signInAction')}
        </Button>
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={() => setIsForgotOpen(true)}
          sx={{ alignSelf: 'center' }}
        >
          {t('account:login.forgot')}
        </Link>
      </Stack>
      {isForgotOpen && (
        <ForgotPasswordDialog
          initialEmail={values.email}
          onClose={() => setIsForgotOpen(false)}
          onReset={(email) => {
            setIsForgotOpen(false);
            setFailure(null);
            setValues({ email, password: '' });
            setWasReset(true);
          }}
        />
      )}
    </AuthCard>
  );
}

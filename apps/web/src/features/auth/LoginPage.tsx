import { useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
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
import type { LoginFormValues } from './login-form-check';
import { lazyView } from '../../ui/lazy-view';
import { OutlinedTextField } from '../../ui/OutlinedTextField';

// Loaded when first opened, not with the sign-in form (docs/decisions/first-screen-budget.md).
const ForgotPasswordDialog = lazyView(
  async () => (await import('./ForgotPasswordDialog')).ForgotPasswordDialog,
).View;

type LoginField = keyof LoginFormValues;
const LOGIN_FIELDS: readonly LoginField[] = ['email', 'password'];

/** The form's two values as typed (its fields are the browser's own, uncontrolled). */
function valuesOf(form: HTMLFormElement): LoginFormValues {
  const data = new FormData(form);
  return { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
}

function inputOf(form: HTMLFormElement | null, field: LoginField): HTMLInputElement | null {
  const input = form?.elements.namedItem(field);
  return input instanceof HTMLInputElement ? input : null;
}

/**
 * The sign-in form. Its two values stay in the browser's fields, not in react-hook-form: that library is about
 * 12 KiB on the path of the page most visits open first (docs/decisions/forms.md keeps the exception). It
 * behaves as the kit's forms do: checked with the contract's schema when sent (login-form-check.ts, which
 * loads at the form's first use; a check before then waits for it), the first wrong field focused, and once
 * sent each field checked again as it changes.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const { signIn } = useSession();
  const [failure, setFailure] = useState<CallErrorCode | null>(null);
  // The e-mail typed when the forgotten-password dialog was opened (null: closed).
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);
  const [wasReset, setWasReset] = useState(false);
  const [checkTriggers] = useState(() => loginCheckTriggers());
  const formRef = useRef<HTMLFormElement>(null);
  const [messages, setMessages] = useState<Partial<Record<LoginField, string>>>({});
  const [isSubmitting, setIsSubmitting] = useState(false);
  const wasSent = useRef(false);
  // Only the latest check's messages are shown (a check waits for its module the first time).
  const checkCount = useRef(0);

  const check = async (form: HTMLFormElement) => {
    const count = (checkCount.current += 1);
    const result = (await loadLoginCheck()).checkLoginForm(valuesOf(form));
    return count === checkCount.current ? result : null;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (isSubmitting) return;
    wasSent.current = true;
    setIsSubmitting(true);
    try {
      const { checkLoginForm } = await loadLoginCheck();
      // The values as they are now; a field's check still under way answers for older ones.
      checkCount.current += 1;
      const result = checkLoginForm(valuesOf(form));
      if (result.messages) {
        setMessages(result.messages);
        const firstWrong = LOGIN_FIELDS.find((field) => result.messages[field] !== undefined);
        if (firstWrong) inputOf(form, firstWrong)?.focus();
        return;
      }
      setMessages({});
      setFailure(null);
      setWasReset(false);
      await signIn(result.data.email, result.data.password);
      navigate(afterLoginTarget(query.get('redirect')), { replace: true });
    } catch (error) {
      // The refusal, or the check's module not loaded (offline before the form was used).
      setFailure(errorCodeOf(error));
    } finally {
      setIsSubmitting(false);
    }
  };

  // Once sent, a changed field is checked again (its message goes or changes as it is typed).
  const onFieldChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { form, name } = event.target;
    const field = LOGIN_FIELDS.find((known) => known === name);
    if (!wasSent.current || !form || !field) return;
    void check(form)
      .then((result) => {
        if (result) setMessages((current) => ({ ...current, [field]: result.messages?.[field] }));
      })
      .catch(() => undefined);
  };

  return (
    <AuthCard tab="login">
      <Stack
        component="form"
        spacing={2}
        ref={formRef}
        onSubmit={(event: FormEvent<HTMLFormElement>) => void onSubmit(event)}
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
          name="email"
          error={messages.email !== undefined}
          helperText={fieldErrorText(t, messages.email)}
          onChange={onFieldChange}
        />
        <OutlinedTextField
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          name="password"
          error={messages.password !== undefined}
          helperText={fieldErrorText(t, messages.password)}
          onChange={onFieldChange}
        />
        <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
          {t('auth.signInAction')}
        </Button>
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={(event) => {
            const form = event.currentTarget.closest('form');
            setForgotEmail(form ? valuesOf(form).email : '');
          }}
          sx={{ alignSelf: 'center' }}
        >
          {t('account:login.forgot')}
        </Link>
      </Stack>
      {forgotEmail !== null && (
        <ForgotPasswordDialog
          initialEmail={forgotEmail}
          onClose={() => setForgotEmail(null)}
          onReset={(email) => {
            setForgotEmail(null);
            setFailure(null);
            const emailInput = inputOf(formRef.current, 'email');
            const passwordInput = inputOf(formRef.current, 'password');
            if (emailInput) emailInput.value = email;
            if (passwordInput) passwordInput.value = '';
            setMessages({});
            setWasReset(true);
          }}
        />
      )}
    </AuthCard>
  );
}

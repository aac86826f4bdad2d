import { useState } from 'react';
import type { FunctionComponent } from 'react';
import type { AlertProps } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorCodeOf } from '../../api/client';
import type { CallErrorCode } from '../../api/client';
import { afterLoginTarget } from '../../app/access-guard';
import { fieldErrorText } from '../../i18n/field-error';
import { useSession } from '../../session/SessionProvider';
import { AuthCard } from './AuthCard';
import { loadLoginCheck, loginCheckTriggers } from './login-check';
import type { ZLoginForm } from './login-form-resolver';
import { lazyView } from '../../ui/lazy-view';
import { OutlinedTextField } from '../../ui/OutlinedTextField';

// Loaded when first opened, not with the sign-in form (docs/decisions/first-screen-budget.md).
const ForgotPasswordDialog = lazyView(
  async () => (await import('./ForgotPasswordDialog')).ForgotPasswordDialog,
).View;
// The form's messages (a failed sign-in, a reset password) load with the form's check, at its first use.
const FormAlert = lazyView(
  async () => (await import('@mui/material/Alert')).default as FunctionComponent<AlertProps>,
);
const Alert = FormAlert.View;
const loadOnFirstUse = () => Promise.all([loadLoginCheck(), FormAlert.load()]);

type LoginForm = z.input<typeof ZLoginForm>;

// The form's check (zod and the contracts) loads at the form's first use (login-check.ts); a check before
// then waits for it.
const loginResolver: Resolver<LoginForm> = async (values, context, options) =>
  (await loadLoginCheck()).loginFormResolver(values, context, options);

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const { signIn } = useSession();
  const [failure, setFailure] = useState<CallErrorCode | null>(null);
  const [isForgotOpen, setIsForgotOpen] = useState(false);
  const [wasReset, setWasReset] = useState(false);
  const [checkTriggers] = useState(() => loginCheckTriggers(loadOnFirstUse));
  const {
    register,
    getValues,
    setValue,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setWasReset(false);
    try {
      await signIn(values.email, values.password);
      navigate(afterLoginTarget(query.get('redirect')), { replace: true });
    } catch (error) {
      setFailure(errorCodeOf(error));
    }
  });

  return (
    <AuthCard tab="login">
      <Stack
        component="form"
        spacing={2}
        onSubmit={onSubmit}
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
          error={Boolean(errors.email)}
          helperText={fieldErrorText(t, errors.email?.message)}
          {...register('email')}
        />
        <OutlinedTextField
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          error={Boolean(errors.password)}
          helperText={fieldErrorText(t, errors.password?.message)}
          {...register('password')}
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
          initialEmail={getValues('email')}
          onClose={() => setIsForgotOpen(false)}
          onReset={(email) => {
            setIsForgotOpen(false);
            setFailure(null);
            setValue('email', email);
            setValue('password', '');
            setWasReset(true);
          }}
        />
      )}
    </AuthCard>
  );
}

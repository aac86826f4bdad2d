import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppError, CALLS, USER_PROFILES } from '@cocho/contracts';
import { z } from 'zod';
import { errorCodeOf } from '../../api/client';
import type { CallErrorCode } from '../../api/client';
import { afterLoginTarget } from '../../app/access-guard';
import { encodeIssue, encodeServerFieldCode, fieldErrorText } from '../../i18n/field-error';
import { useSession } from '../../session/SessionProvider';
import { AuthCard } from './AuthCard';

/** The contract's registration request, plus the password confirmation of spec 01 §5. */
const ZRegisterForm = CALLS.register.request
  .omit({ idioma: true })
  .extend({ passwordConfirm: z.string() })
  .refine((values) => values.password === values.passwordConfirm, {
    path: ['passwordConfirm'],
    params: { key: 'passwordMismatch' },
  });
type RegisterFormInput = z.input<typeof ZRegisterForm>;
type RegisterFormOutput = z.output<typeof ZRegisterForm>;
const FORM_FIELDS = ['NOME', 'email', 'password', 'perfil'] as const;

export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const session = useSession();
  const [failure, setFailure] = useState<CallErrorCode | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormInput, unknown, RegisterFormOutput>({
    resolver: zodResolver(ZRegisterForm, { error: encodeIssue }),
    defaultValues: { NOME: '', email: '', password: '', passwordConfirm: '', perfil: undefined },
  });

  const onSubmit = handleSubmit(async ({ passwordConfirm: _confirm, ...values }) => {
    setFailure(null);
    try {
      await session.register(values);
      navigate(afterLoginTarget(query.get('redirect')), { replace: true });
    } catch (error) {
      const code = errorCodeOf(error);
      if (code === 'EMAIL_EXISTS') {
        setError('email', { message: encodeServerFieldCode('EMAIL_EXISTS') });
      }
      if (error instanceof AppError) {
        for (const field of error.fields ?? []) {
          const name = FORM_FIELDS.find((candidate) => candidate === field.field);
          if (name) setError(name, { message: encodeServerFieldCode(field.code) });
        }
      }
      setFailure(code);
    }
  });

  return (
    <AuthCard tab="signin">
      <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate aria-label={t('auth.registerTitle')}>
        {failure && (
          <Alert severity="error" data-testid="form-error">
            {t(`errors:${failure}`)}
          </Alert>
        )}
        <TextField
          label={t('auth.name')}
          autoComplete="name"
          autoFocus
          error={Boolean(errors.NOME)}
          helperText={fieldErrorText(t, errors.NOME?.message)}
          {...register('NOME')}
        />
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          error={Boolean(errors.email)}
          helperText={fieldErrorText(t, errors.email?.message)}
          {...register('email')}
        />
        <TextField
          select
          label={t('auth.profile')}
          defaultValue=""
          error={Boolean(errors.perfil)}
          helperText={fieldErrorText(t, errors.perfil?.message)}
          slotProps={{ htmlInput: { 'data-testid': 'profile-select' } }}
          {...register('perfil')}
        >
          {USER_PROFILES.map((profile) => (
            <MenuItem key={profile} value={profile}>
              {t(`profile.${profile}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="new-password"
          error={Boolean(errors.password)}
          helperText={fieldErrorText(t, errors.password?.message) ?? t('auth.passwordHint')}
          {...register('password')}
        />
        <TextField
          label={t('auth.passwordConfirm')}
          type="password"
          autoComplete="new-password"
          error={Boolean(errors.passwordConfirm)}
          helperText={fieldErrorText(t, errors.passwordConfirm?.message)}
          {...register('passwordConfirm')}
        />
        <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
          {t('auth.registerAction')}
        </Button>
      </Stack>
    </AuthCard>
  );
}

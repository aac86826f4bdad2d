import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { CALLS } from '@cocho/contracts';
import type { TUser } from '@cocho/contracts';
import { call, errorCodeOf } from '../../api/client';
import { showServerFieldErrors } from '../../ui/account/server-field-errors';
import { useAlert } from '../../ui/AlertProvider';
import { FormCheck, FormTextField } from '../../ui/form/fields';
import { useSchemaForm } from '../../ui/form/schema-form';

const FIELDS = [
  { name: 'senha_atual', label: 'password.current', autoComplete: 'current-password' },
  { name: 'password', label: 'password.new', autoComplete: 'new-password' },
  { name: 'confirmacao', label: 'password.confirm', autoComplete: 'new-password' },
] as const;
const EMPTY = { senha_atual: '', password: '', confirmacao: '' };

/** Changes the password (user/alterarSenha), optionally signing out the user's other devices. */
export function PasswordSection({ onChanged }: { onChanged: (user: TUser) => void }) {
  const { t } = useTranslation('account');
  const { showAlert } = useAlert();
  const { control, handleSubmit, formState, reset, setError } = useSchemaForm(CALLS.alterarSenha.request, {
    ...EMPTY,
    encerrar_outras: true,
  });
  const failure = formState.errors.root?.server?.message;

  const submit = handleSubmit(async (input) => {
    try {
      const answer = await call('alterarSenha', input);
      onChanged(answer.user);
      reset({ ...EMPTY, encerrar_outras: input.encerrar_outras });
      showAlert(t(input.encerrar_outras ? 'password.othersEnded' : 'password.changed'), 'success');
    } catch (error) {
      if (!showServerFieldErrors(error, setError))
        setError('root.server', { message: t(`errors:${errorCodeOf(error)}`) });
    }
  });

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      aria-label={t('password.heading')}
      onSubmit={(event) => void submit(event)}
    >
      {failure && <Alert severity="error">{failure}</Alert>}
      {FIELDS.map((field) => (
        <FormTextField
          key={field.name}
          control={control}
          name={field.name}
          type="password"
          label={t(field.label)}
          autoComplete={field.autoComplete}
          testId={`password-${field.name}`}
        />
      ))}
      <FormCheck control={control} name="encerrar_outras" label={t('password.endOthers')} />
      <Button
        type="submit"
        variant="outlined"
        loading={formState.isSubmitting}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('password.save')}
      </Button>
    </Stack>
  );
}

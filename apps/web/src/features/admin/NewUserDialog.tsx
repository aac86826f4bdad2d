import { useMemo, useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { todayInBrasilia } from '@cocho/contracts';
import type { TAdminUser } from '@cocho/contracts';
import { errorCodeOf } from '../../api/client';
import { useCallMutation } from '../../api/query';
import { encodeServerFieldCode } from '../../i18n/field-error';
import { useLanguage } from '../../i18n/use-language';
import { useAlert } from '../../ui/AlertProvider';
import { AccountFields } from '../../ui/account/AccountFields';
import { showServerFieldErrors } from '../../ui/account/server-field-errors';
import { useReferenceData } from '../../ui/account/use-reference-data';
import type { ReferenceData } from '../../ui/account/use-reference-data';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { FormFields, FormTextField, keyedOptions, languageChoices } from '../../ui/form/fields';
import { FormDialog } from '../../ui/form/dialogs';
import { emptyNewUser, newUserResolver } from './new-user-values';

const ACCESS_FIELDS = [
  { name: 'email', label: 'field.email', type: 'email' },
  { name: 'password', label: 'field.password', type: 'password' },
  { name: 'confirmacao', label: 'field.passwordConfirm', type: 'password' },
] as const;

type Props = { onClose: () => void; onCreated: (user: TAdminUser) => void };

/** /adm/user/new: an administrator makes an account (adm/usuarios/criar). */
export function NewUserDialog({ onClose, onCreated }: Props) {
  const { t } = useTranslation('admin');
  const referenceData = useReferenceData();
  if (referenceData.status === 'ready')
    return <NewUserForm referenceData={referenceData} onClose={onClose} onCreated={onCreated} />;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="new-user-title">
      <DialogTitle id="new-user-title">{t('newUser.title')}</DialogTitle>
      <DialogContent>
        {referenceData.status === 'loading' ? (
          <Loading />
        ) : (
          <LoadError
            message={t('common.loadError')}
            retryLabel={t('common.retry')}
            onRetry={referenceData.retry}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function NewUserForm({ referenceData, onClose, onCreated }: Props & { referenceData: ReferenceData }) {
  const { t } = useTranslation('admin');
  const { t: tAccount } = useTranslation('account');
  const language = useLanguage();
  const { showAlert } = useAlert();
  const { countries, states, brazilId } = referenceData;
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCallMutation('createAdminUser', ['listAdminUsers']);
  const today = todayInBrasilia(new Date());
  // One schema while the form is open (zod compiles a schema on its first check).
  const resolver = useMemo(
    () => newUserResolver({ language, countries, brazilId, today }),
    [language, countries, brazilId, today],
  );
  const form = useForm({ mode: 'onTouched', defaultValues: emptyNewUser(brazilId), resolver });
  const { control } = form;
  const premium = useWatch({ control, name: 'premium.tipo' });

  const onSubmit = form.handleSubmit(
    async (request) => {
      setFailure(null);
      try {
        const created = (await create.mutateAsync(request)).data;
        showAlert(t('newUser.created', { email: created.email }));
        onCreated(created);
      } catch (error) {
        setFailure(t(`errors:${errorCodeOf(error)}`));
        showServerFieldErrors(error, form.setError);
        if (errorCodeOf(error) === 'EMAIL_EXISTS')
          form.setError('email', { message: encodeServerFieldCode('EMAIL_EXISTS') });
      }
    },
    () => setFailure(tAccount('form.checkFields')),
  );

  const accessFields = ACCESS_FIELDS.map((field) => (
    <Grid key={field.name} size={field.name === 'email' ? 12 : { xs: 12, sm: 6 }}>
      <FormTextField
        control={control}
        name={field.name}
        label={tAccount(field.label)}
        type={field.type}
        autoComplete="off"
        hint={field.name === 'password' ? tAccount('field.passwordHint') : ' '}
        fullWidth
        testId={`new-user-${field.name}`}
      />
    </Grid>
  ));

  return (
    <FormProvider {...form}>
      <FormDialog
        title={t('newUser.title')}
        formId="new-user-form"
        maxWidth="md"
        onClose={onClose}
        onSubmit={() => void onSubmit()}
        isSaving={form.formState.isSubmitting}
        failure={failure}
        failureTestId="new-user-error"
        submitText={t('newUser.create')}
        cancelText={t('common.cancel')}
      >
        <AccountFields countries={countries} states={states} brazilId={brazilId} afterName={accessFields} />
        <Typography variant="subtitle1">{t('newUser.adminOptions')}</Typography>
        <FormFields
          control={control}
          fields={[
            {
              name: 'idioma',
              label: t('newUser.language'),
              options: languageChoices(t),
              sx: { maxWidth: 260 },
            },
            { name: 'liberado', check: true, label: t('newUser.released') },
            { name: 'senha_temporaria', check: true, label: t('newUser.temporaryPassword') },
          ]}
        />
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
          <FormFields
            control={control}
            fields={[
              {
                name: 'premium.tipo',
                label: t('newUser.premium'),
                options: keyedOptions(t, 'newUser.premiumKinds', ['nenhum', 'ate', 'permanente']),
                sx: { minWidth: 220 },
              },
              premium === 'ate' && {
                name: 'premium.data_final',
                type: 'date',
                label: t('newUser.premiumUntil'),
                htmlInput: { min: today },
              },
            ]}
          />
        </Stack>
      </FormDialog>
    </FormProvider>
  );
}

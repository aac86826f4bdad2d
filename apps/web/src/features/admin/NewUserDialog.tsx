import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AppError, todayInBrasilia } from '@cocho/contracts';
import type { TAdminUser } from '@cocho/contracts';
import { call, errorCodeOf } from '../../api/client';
import { encodeServerFieldCode, fieldErrorText } from '../../i18n/field-error';
import { useLanguage } from '../../i18n/use-language';
import { useAlert } from '../../ui/AlertProvider';
import { AccountFields } from '../../ui/account/AccountFields';
import { serverFieldMessages } from '../../ui/account/server-field-errors';
import { useReferenceData } from '../../ui/account/use-reference-data';
import type { ReferenceData } from '../../ui/account/use-reference-data';
import { validationResolver } from '../../ui/account/validate-account-form';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import {
  DEFAULT_OPTIONS,
  emptyNewUser,
  newUserRequestOf,
  premiumProblemOf,
  validateNewUser,
} from './new-user-values';
import type { NewUserOptions, NewUserValues, PremiumKind } from './new-user-values';

const ACCESS_FIELDS = [
  { name: 'email', label: 'field.email', type: 'email' },
  { name: 'password', label: 'field.password', type: 'password' },
  { name: 'confirmacao', label: 'field.passwordConfirm', type: 'password' },
] as const;
const PREMIUM_KINDS: readonly PremiumKind[] = ['nenhum', 'ate', 'permanente'];

type Props = { onClose: () => void; onCreated: (user: TAdminUser) => void };

/** /adm/user/new: an administrator makes an account (adm/usuarios/criar). */
export function NewUserDialog({ onClose, onCreated }: Props) {
  const { t } = useTranslation('admin');
  const referenceData = useReferenceData();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="new-user-title">
      <DialogTitle id="new-user-title">{t('newUser.title')}</DialogTitle>
      {referenceData.status === 'loading' && (
        <DialogContent>
          <Loading />
        </DialogContent>
      )}
      {referenceData.status === 'failed' && (
        <DialogContent>
          <LoadError
            message={t('common.loadError')}
            retryLabel={t('common.retry')}
            onRetry={referenceData.retry}
          />
        </DialogContent>
      )}
      {referenceData.status === 'ready' && (
        <NewUserForm referenceData={referenceData} onClose={onClose} onCreated={onCreated} />
      )}
    </Dialog>
  );
}

function NewUserForm({ referenceData, onClose, onCreated }: Props & { referenceData: ReferenceData }) {
  const { t } = useTranslation('admin');
  const { t: tAccount } = useTranslation('account');
  const language = useLanguage();
  const { showAlert } = useAlert();
  const { countries, brazilId } = referenceData;
  const [options, setOptions] = useState<NewUserOptions>(DEFAULT_OPTIONS);
  const [isOptionsChecked, setIsOptionsChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const today = todayInBrasilia(new Date());
  const form = useForm<NewUserValues>({
    mode: 'onTouched',
    defaultValues: emptyNewUser(brazilId),
    resolver: validationResolver((values) => validateNewUser(values, language, countries, brazilId)),
  });
  const premiumProblem = isOptionsChecked ? premiumProblemOf(options, today) : null;

  const onSubmit = form.handleSubmit(
    async (values) => {
      setIsOptionsChecked(true);
      const request = newUserRequestOf(values, options, { language, countries, brazilId, today });
      if (!request) return;
      setIsSaving(true);
      setFailure(null);
      try {
        const created = (await call('createAdminUser', request)).data;
        showAlert(t('newUser.created', { email: created.email }));
        onCreated(created);
      } catch (error) {
        setFailure(t(`errors:${errorCodeOf(error)}`));
        const messages = serverFieldMessages(error);
        if (error instanceof AppError && error.code === 'EMAIL_EXISTS')
          messages.email = encodeServerFieldCode('EMAIL_EXISTS');
        for (const [path, message] of Object.entries(messages))
          form.setError(path as Path<NewUserValues>, { message });
      } finally {
        setIsSaving(false);
      }
    },
    () => {
      setIsOptionsChecked(true);
      setFailure(tAccount('form.checkFields'));
    },
  );

  const accessFields = ACCESS_FIELDS.map((field) => (
    <Grid key={field.name} size={field.name === 'email' ? 12 : { xs: 12, sm: 6 }}>
      <Controller
        control={form.control}
        name={field.name}
        render={({ field: input, fieldState }) => (
          <TextField
            {...input}
            label={tAccount(field.label)}
            type={field.type}
            autoComplete="off"
            error={Boolean(fieldState.error)}
            helperText={
              fieldErrorText(tAccount, fieldState.error?.message) ??
              (field.name === 'password' ? tAccount('field.passwordHint') : ' ')
            }
            fullWidth
            slotProps={{ htmlInput: { 'data-testid': `new-user-${field.name}` } }}
          />
        )}
      />
    </Grid>
  ));

  return (
    <FormProvider {...form}>
      <DialogContent dividers>
        <Stack
          component="form"
          id="new-user-form"
          spacing={2}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void onSubmit();
          }}
        >
          {failure && (
            <Alert severity="error" data-testid="new-user-error">
              {failure}
            </Alert>
          )}
          <AccountFields
            countries={referenceData.countries}
            states={referenceData.states}
            brazilId={referenceData.brazilId}
            afterName={accessFields}
          />
          <Typography variant="subtitle1">{t('newUser.adminOptions')}</Typography>
          <TextField
            select
            label={t('newUser.language')}
            value={String(options.idioma)}
            onChange={(event) => setOptions({ ...options, idioma: Number(event.target.value) as 0 | 1 | 2 })}
            sx={{ maxWidth: 260 }}
          >
            {['0', '1', '2'].map((index) => (
              <MenuItem key={index} value={index}>
                {t(`messages.languages.${index}`)}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Checkbox
                checked={options.liberado}
                onChange={(event) => setOptions({ ...options, liberado: event.target.checked })}
              />
            }
            label={t('newUser.released')}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={options.senha_temporaria}
                onChange={(event) => setOptions({ ...options, senha_temporaria: event.target.checked })}
              />
            }
            label={t('newUser.temporaryPassword')}
          />
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
            <TextField
              select
              label={t('newUser.premium')}
              value={options.premium}
              onChange={(event) => setOptions({ ...options, premium: event.target.value as PremiumKind })}
              sx={{ minWidth: 220 }}
            >
              {PREMIUM_KINDS.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {t(`newUser.premiumKinds.${kind}`)}
                </MenuItem>
              ))}
            </TextField>
            {options.premium === 'ate' && (
              <TextField
                type="date"
                label={t('newUser.premiumUntil')}
                value={options.data_final}
                onChange={(event) => setOptions({ ...options, data_final: event.target.value })}
                error={premiumProblem !== null}
                helperText={premiumProblem ? t(`newUser.problems.${premiumProblem}`) : ' '}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
              />
            )}
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="submit" form="new-user-form" variant="contained" loading={isSaving}>
          {t('newUser.create')}
        </Button>
      </DialogActions>
    </FormProvider>
  );
}

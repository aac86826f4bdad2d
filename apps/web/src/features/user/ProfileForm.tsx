import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, DEFAULT_CURRENCY, LANGUAGE_INDEX } from '@cocho/engine';
import type { Currency } from '@cocho/engine';
import { ZAccountFields } from '@cocho/contracts';
import type { TUser } from '@cocho/contracts';
import { call, errorCodeOf } from '../../api/client';
import { currencyOfCountry, readPreferredCurrency } from '../../format/account-currency';
import { currencySymbolOf } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { AccountFields } from '../../ui/account/AccountFields';
import { accountInputOfValues, accountValuesOfUser } from '../../ui/account/account-form-values';
import type { AccountFormValues } from '../../ui/account/account-form-values';
import { missingProfileFields } from '../../ui/account/missing-profile-fields';
import { showServerFieldErrors } from '../../ui/account/server-field-errors';
import type { ReferenceData } from '../../ui/account/use-reference-data';
import { withCountryRules } from '../../ui/account/validate-account-form';
import { schemaResolver } from '../../ui/form/schema-form';
import { useAlert } from '../../ui/AlertProvider';

type ProfileFormProps = {
  readonly user: TUser;
  readonly referenceData: ReferenceData;
  readonly onSaved: (user: TUser) => void;
};

/** Every registration field of the signed-in user (user/update), the e-mail read-only. */
export function ProfileForm({ user, referenceData, onSaved }: ProfileFormProps) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const { showAlert } = useAlert();
  const { countries, states, brazilId } = referenceData;
  const [failure, setFailure] = useState<string | null>(null);
  const [missing] = useState(() => missingProfileFields(user, brazilId));
  // Not chosen yet: the currency of the account's country, else this device's last, else reais.
  const [moeda, setMoeda] = useState<Currency>(
    () =>
      user.moeda ??
      currencyOfCountry(countries.find((country) => country.id === user.endereco.pais)?.iso) ??
      readPreferredCurrency() ??
      DEFAULT_CURRENCY,
  );
  const inputOf = (values: AccountFormValues) => accountInputOfValues(values, language, countries, brazilId);
  const form = useForm({
    mode: 'onTouched',
    defaultValues: accountValuesOfUser(user, language),
    resolver: schemaResolver(withCountryRules(ZAccountFields, brazilId), inputOf),
  });
  const { setError, formState } = form;

  useEffect(() => {
    // docs/product/shell.md#states: after the incomplete-profile redirect the missing fields are highlighted.
    for (const path of missing) setError(path, { message: 'required' });
  }, [missing, setError]);

  const onSubmit = form.handleSubmit(
    async (input) => {
      setFailure(null);
      try {
        const answer = await call('updateUser', { ...input, idioma: LANGUAGE_INDEX[language], moeda });
        onSaved(answer.user);
        form.reset(accountValuesOfUser(answer.user, language));
        showAlert(t('user.saved'), 'success');
      } catch (error) {
        setFailure(t(`errors:${errorCodeOf(error)}`));
        showServerFieldErrors(error, setError);
      }
    },
    () => setFailure(t('form.checkFields')),
  );

  return (
    <FormProvider {...form}>
      <Stack
        component="form"
        spacing={2}
        noValidate
        aria-label={t('user.heading')}
        onSubmit={(event) => void onSubmit(event)}
      >
        {missing.length > 0 && formState.submitCount === 0 && (
          <Alert severity="warning" data-testid="profile-incomplete">
            {t('user.incomplete')}
          </Alert>
        )}
        {failure && (
          <Alert severity="error" data-testid="form-error">
            {failure}
          </Alert>
        )}
        <AccountFields
          countries={countries}
          states={states}
          brazilId={brazilId}
          afterName={
            <Grid size={12}>
              <TextField
                label={t('field.email')}
                value={user.email}
                helperText={t('user.emailReadOnly')}
                fullWidth
                slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'account-email' } }}
              />
            </Grid>
          }
        />
        <TextField
          select
          value={moeda}
          onChange={(event) => setMoeda(event.target.value as Currency)}
          label={t('user.currency.label')}
          helperText={t('user.currency.help')}
          sx={{ maxWidth: 360 }}
          data-testid="account-currency"
        >
          {CURRENCIES.map((code) => (
            <MenuItem key={code} value={code} data-testid={`account-currency-${code}`}>
              {t(`user.currency.option.${code}`, { sign: currencySymbolOf(language, code) })}
            </MenuItem>
          ))}
        </TextField>
        <Button
          type="submit"
          variant="contained"
          loading={formState.isSubmitting}
          sx={{ alignSelf: 'flex-start' }}
          data-testid="profile-save"
        >
          {t('user.save')}
        </Button>
      </Stack>
    </FormProvider>
  );
}

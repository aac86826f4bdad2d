import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Controller, useFormContext } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AccountFields } from '../../ui/account/AccountFields';
import { FormTextField, messageText } from '../../ui/form/fields';
import type { ReferenceData } from '../../ui/account/use-reference-data';
import type { RegistrationValues } from './registration-values';

const ACCESS_FIELDS = [
  { name: 'email', label: 'field.email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'field.password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmacao', label: 'field.passwordConfirm', type: 'password', autoComplete: 'new-password' },
] as const;

type RegistrationFormProps = {
  readonly referenceData: ReferenceData;
  readonly failure: string | null;
  readonly isSubmitting: boolean;
  readonly onSubmit: () => void;
};

/** The registration form step: every field of the User (docs/product/shell.md#records), the password and the terms. */
export function RegistrationForm({ referenceData, failure, isSubmitting, onSubmit }: RegistrationFormProps) {
  const { t } = useTranslation('account');
  const { control } = useFormContext<RegistrationValues>();
  const accessFields = ACCESS_FIELDS.map((field) => (
    <Grid key={field.name} size={field.name === 'email' ? 12 : { xs: 12, sm: 6 }}>
      <FormTextField
        control={control}
        name={field.name}
        label={t(field.label)}
        type={field.type}
        autoComplete={field.autoComplete}
        hint={field.name === 'password' ? t('field.passwordHint') : ' '}
        fullWidth
        testId={`account-${field.name}`}
      />
    </Grid>
  ));

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      aria-label={t('shell:auth.registerTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {failure && (
        <Alert severity="error" data-testid="form-error">
          {failure}
        </Alert>
      )}
      <AccountFields
        countries={referenceData.countries}
        states={referenceData.states}
        brazilId={referenceData.brazilId}
        afterName={accessFields}
      />
      <Controller
        control={control}
        name="aceite"
        render={({ field, fieldState }) => (
          <div>
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  slotProps={{
                    input: { ref: field.ref, 'aria-invalid': Boolean(fieldState.error) } as object,
                  }}
                  data-testid="account-aceite"
                />
              }
              label={
                <>
                  {t('register.acceptBefore')}
                  <Link component={RouterLink} to="/termos-uso" target="_blank" rel="noopener">
                    {t('register.terms')}
                  </Link>
                  {t('register.acceptBetween')}
                  <Link component={RouterLink} to="/politica-privacidade" target="_blank" rel="noopener">
                    {t('register.privacy')}
                  </Link>
                </>
              }
            />
            {fieldState.error && (
              <FormHelperText error>{messageText(t, fieldState.error.message)}</FormHelperText>
            )}
          </div>
        )}
      />
      <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
        {t('register.submit')}
      </Button>
    </Stack>
  );
}

import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_INDEX } from '@cocho/engine';
import { ZRegistrationForm } from '@cocho/contracts';
import { call, errorCodeOf } from '../../api/client';
import { afterLoginTarget } from '../../app/access-guard';
import { useLanguage } from '../../i18n/use-language';
import { useSession } from '../../session/SessionProvider';
import { AccountFields } from '../../ui/account/AccountFields';
import { showServerFieldErrors } from '../../ui/account/server-field-errors';
import { useReferenceData } from '../../ui/account/use-reference-data';
import type { ReferenceData } from '../../ui/account/use-reference-data';
import { withCountryRules } from '../../ui/account/validate-account-form';
import { FormTextField, messageText } from '../../ui/form/fields';
import { schemaResolver } from '../../ui/form/schema-form';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { AuthCard } from './AuthCard';
import { CodeStep } from './CodeStep';
import { emptyRegistration, registrationInputOf } from './registration-values';
import type { RegistrationValues } from './registration-values';
import { UnderReview } from './UnderReview';

const ACCESS_FIELDS = [
  { name: 'email', label: 'field.email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'field.password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmacao', label: 'field.passwordConfirm', type: 'password', autoComplete: 'new-password' },
] as const;

type Step = 'form' | 'code' | 'review';

/**
 * /signin: the form (every field of the User of docs/product/shell.md#records, the password and the terms),
 * then the e-mailed code (auth/sendCode), then auth/register: signed in, or told the account is under review.
 * The form keeps its values through every step and failure.
 */
function RegistrationFlow({ referenceData }: { referenceData: ReferenceData }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const session = useSession();
  const { countries, states, brazilId } = referenceData;
  const [step, setStep] = useState<Step>('form');
  const [failure, setFailure] = useState<string | null>(null);
  const inputOf = (values: RegistrationValues) => registrationInputOf(values, language, countries, brazilId);
  const form = useForm({
    mode: 'onTouched',
    defaultValues: emptyRegistration(language === 'pt' ? brazilId : null),
    resolver: schemaResolver(withCountryRules(ZRegistrationForm, brazilId), inputOf),
  });

  const sendCode = async (): Promise<boolean> => {
    try {
      const email = form.getValues('email');
      await call('sendCode', { email, finalidade: 'cadastro', idioma: LANGUAGE_INDEX[language] });
      setFailure(null);
      return true;
    } catch (error) {
      setFailure(t(`errors:${errorCodeOf(error)}`));
      return false;
    }
  };

  const onSubmitForm = form.handleSubmit(
    async () => {
      if (await sendCode()) setStep('code');
    },
    () => setFailure(t('form.checkFields')),
  );

  // The form is checked again: what is sent is the parsed input of the values kept.
  const onConfirm = (codigo: string) =>
    form.handleSubmit(
      async (input) => {
        try {
          const { isReleased } = await session.register({ ...input, codigo });
          if (isReleased) navigate(afterLoginTarget(query.get('redirect')), { replace: true });
          else setStep('review');
        } catch (error) {
          setFailure(t(`errors:${errorCodeOf(error)}`));
          if (showServerFieldErrors(error, form.setError)) setStep('form');
        }
      },
      () => setStep('form'),
    )();

  const accessFields = ACCESS_FIELDS.map((field) => (
    <Grid key={field.name} size={field.name === 'email' ? 12 : { xs: 12, sm: 6 }}>
      <FormTextField
        control={form.control}
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

  if (step === 'review') return <UnderReview />;
  return (
    <FormProvider {...form}>
      {step === 'form' ? (
        <Stack
          component="form"
          spacing={2}
          noValidate
          aria-label={t('shell:auth.registerTitle')}
          onSubmit={(event) => void onSubmitForm(event)}
        >
          {failure && (
            <Alert severity="error" data-testid="form-error">
              {failure}
            </Alert>
          )}
          <AccountFields countries={countries} states={states} brazilId={brazilId} afterName={accessFields} />
          <Controller
            control={form.control}
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
          <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
            {t('register.submit')}
          </Button>
        </Stack>
      ) : (
        <CodeStep
          email={form.getValues('email')}
          failure={failure}
          onConfirm={onConfirm}
          onResend={sendCode}
          onBack={() => {
            setFailure(null);
            setStep('form');
          }}
        />
      )}
    </FormProvider>
  );
}

export function RegisterPage() {
  const { t } = useTranslation('account');
  const referenceData = useReferenceData();
  return (
    <AuthCard tab="signin" isWide>
      {referenceData.status === 'loading' && <Loading />}
      {referenceData.status === 'failed' && (
        <LoadError
          message={t('form.referenceDataFailed')}
          retryLabel={t('form.retry')}
          onRetry={referenceData.retry}
        />
      )}
      {referenceData.status === 'ready' && <RegistrationFlow referenceData={referenceData} />}
    </AuthCard>
  );
}

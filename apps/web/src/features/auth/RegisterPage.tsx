import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_INDEX } from '@cocho/engine';
import { call, errorCodeOf } from '../../api/client';
import { afterLoginTarget } from '../../app/access-guard';
import { useLanguage } from '../../i18n/use-language';
import { useSession } from '../../session/SessionProvider';
import { showServerFieldErrors } from '../../ui/account/server-field-errors';
import { useReferenceData } from '../../ui/account/use-reference-data';
import type { ReferenceData } from '../../ui/account/use-reference-data';
import { accountProblems, ZRegistrationForm } from '../../ui/account/validate-account-form';
import { schemaResolver } from '../../ui/form/schema-form';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { AuthCard } from './AuthCard';
import { CodeStep } from './CodeStep';
import { RegistrationForm } from './RegistrationForm';
import { emptyRegistration, registrationInputOf } from './registration-values';
import type { RegistrationValues } from './registration-values';
import { UnderReview } from './UnderReview';

type Step = 'form' | 'code' | 'review';

/**
 * /signin: the form, then the e-mailed code (auth/sendCode), then auth/register: signed in, or told the
 * account is under review. The form keeps its values through every step and failure.
 */
function RegistrationFlow({ referenceData }: { referenceData: ReferenceData }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const session = useSession();
  const { countries, brazilId } = referenceData;
  const [step, setStep] = useState<Step>('form');
  const [failure, setFailure] = useState<string | null>(null);
  const inputOf = (values: RegistrationValues) => registrationInputOf(values, language, countries, brazilId);
  const form = useForm({
    mode: 'onTouched',
    defaultValues: emptyRegistration(language === 'pt' ? brazilId : null),
    resolver: schemaResolver(ZRegistrationForm, inputOf, {
      alsoCheck: (values) => accountProblems(inputOf(values), brazilId),
    }),
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

  if (step === 'review') return <UnderReview />;
  return (
    <FormProvider {...form}>
      {step === 'form' ? (
        <RegistrationForm
          referenceData={referenceData}
          failure={failure}
          isSubmitting={form.formState.isSubmitting}
          onSubmit={() => void onSubmitForm()}
        />
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

import { useState } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_INDEX } from '@cocho/engine';
import { CALLS, ZEmail } from '@cocho/contracts';
import { call, errorCodeOf } from '../../api/client';
import { useLanguage } from '../../i18n/use-language';
import { FormDialog } from '../../ui/form/dialogs';
import { FormTextField } from '../../ui/form/fields';
import { useSchemaForm } from '../../ui/form/schema-form';

const RESET_FIELDS = [
  { name: 'codigo', label: 'forgot.code', type: 'text', autoComplete: 'one-time-code' },
  { name: 'password', label: 'forgot.newPassword', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmacao', label: 'forgot.confirm', type: 'password', autoComplete: 'new-password' },
] as const;

type ForgotPasswordDialogProps = {
  readonly initialEmail: string;
  readonly onClose: () => void;
  /** The password was reset for `email`. */
  readonly onReset: (email: string) => void;
};

/**
 * Forgot password: the e-mail (auth/forgotPassword), then the e-mailed code with the new password and its
 * confirmation (auth/resetPassword). The texts never say whether the e-mail has an account.
 */
export function ForgotPasswordDialog({ initialEmail, onClose, onReset }: ForgotPasswordDialogProps) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const [step, setStep] = useState<'email' | 'reset'>('email');
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const { control, handleSubmit, trigger, getValues } = useSchemaForm(CALLS.resetPassword.request, {
    email: initialEmail,
    codigo: '',
    password: '',
    confirmacao: '',
  });
  const run = async (action: () => Promise<void>) => {
    setFailure(null);
    setIsBusy(true);
    try {
      await action();
    } catch (error) {
      setFailure(t(`errors:${errorCodeOf(error)}`));
    } finally {
      setIsBusy(false);
    }
  };
  const sendCode = async () => {
    if (!(await trigger('email'))) return;
    await run(async () => {
      const email = ZEmail.parse(getValues('email'));
      await call('forgotPassword', { email, idioma: LANGUAGE_INDEX[language] });
      setStep('reset');
    });
  };
  const reset = handleSubmit((input) =>
    run(async () => {
      await call('resetPassword', input);
      onReset(input.email);
    }),
  );

  return (
    <FormDialog
      title={t('forgot.title')}
      formId="forgot"
      maxWidth="xs"
      onClose={onClose}
      onSubmit={() => void (step === 'email' ? sendCode() : reset())}
      isSaving={isBusy}
      failure={failure}
      failureTestId="forgot-error"
      submitText={step === 'email' ? t('forgot.sendCode') : t('forgot.save')}
      submitTestId="forgot-submit"
      cancelText={t('forgot.cancel')}
      formSx={{ gap: 2 }}
      before={
        <DialogContentText>
          {step === 'email' ? t('forgot.emailIntro') : t('forgot.codeIntro', { email: getValues('email') })}
        </DialogContentText>
      }
    >
      {step === 'email' ? (
        <FormTextField
          control={control}
          name="email"
          label={t('field.email')}
          type="email"
          autoComplete="email"
          autoFocus
          testId="forgot-email"
        />
      ) : (
        RESET_FIELDS.map((field) => (
          <FormTextField
            key={field.name}
            control={control}
            name={field.name}
            label={t(field.label)}
            type={field.type}
            autoComplete={field.autoComplete}
            invalidText={field.name === 'codigo' ? t('code.codeFormat') : undefined}
            testId={`forgot-${field.name}`}
          />
        ))
      )}
    </FormDialog>
  );
}

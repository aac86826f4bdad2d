import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { VERIFICATION_CODE_RESEND_SECONDS, ZVerificationCode } from '@cocho/contracts';
import { FormTextField } from '../../ui/form/fields';
import { useSchemaForm } from '../../ui/form/schema-form';
import { useCountdown } from './use-countdown';

const Z_CODE_FORM = z.object({ codigo: ZVerificationCode });

type CodeStepProps = {
  readonly email: string;
  /** Translated text of the last failure (wrong code, rate limit...), or null. */
  readonly failure: string | null;
  readonly onConfirm: (code: string) => Promise<void>;
  readonly onResend: () => Promise<boolean>;
  readonly onBack: () => void;
};

/**
 * The e-mailed code step of registration: 6 digits, resend after a countdown. The texts never say whether
 * the e-mail already has an account (the server answers the same either way).
 */
export function CodeStep({ email, failure, onConfirm, onResend, onBack }: CodeStepProps) {
  const { t } = useTranslation('account');
  const [resent, setResent] = useState(false);
  const { secondsLeft, restart } = useCountdown(VERIFICATION_CODE_RESEND_SECONDS);
  const { control, handleSubmit, formState } = useSchemaForm(Z_CODE_FORM, { codigo: '' });

  const resend = async () => {
    setResent(false);
    if (await onResend()) {
      setResent(true);
      restart();
    }
  };

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      aria-label={t('code.title')}
      onSubmit={(event) => void handleSubmit(({ codigo }) => onConfirm(codigo))(event)}
    >
      <Typography variant="h6" component="h2">
        {t('code.title')}
      </Typography>
      <Typography color="text.secondary">{t('code.sent', { email })}</Typography>
      {failure && (
        <Alert severity="error" data-testid="form-error">
          {failure}
        </Alert>
      )}
      {resent && !failure && <Alert severity="info">{t('code.resent')}</Alert>}
      <FormTextField
        control={control}
        name="codigo"
        label={t('code.label')}
        mask={(typed) => typed.replace(/\D/g, '').slice(0, 6)}
        invalidText={t('code.codeFormat')}
        hint={t('code.hint')}
        autoComplete="one-time-code"
        autoFocus
        testId="verification-code"
        htmlInput={{ inputMode: 'numeric' }}
      />
      <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
        {t('code.submit')}
      </Button>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Button onClick={onBack}>{t('code.back')}</Button>
        <Button onClick={() => void resend()} disabled={secondsLeft > 0} data-testid="resend-code">
          {secondsLeft > 0 ? t('code.resendIn', { seconds: secondsLeft }) : t('code.resend')}
        </Button>
      </Stack>
    </Stack>
  );
}

import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_CODE_RESEND_SECONDS, ZVerificationCode } from '@cocho/contracts';
import { useCountdown } from './use-countdown';

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
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [resent, setResent] = useState(false);
  const { secondsLeft, restart } = useCountdown(VERIFICATION_CODE_RESEND_SECONDS);

  const confirm = async () => {
    if (!ZVerificationCode.safeParse(code).success) {
      setFormatError(true);
      return;
    }
    setFormatError(false);
    setIsBusy(true);
    try {
      await onConfirm(code.trim());
    } finally {
      setIsBusy(false);
    }
  };

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
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
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
      <TextField
        label={t('code.label')}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
        error={formatError}
        helperText={formatError ? t('code.codeFormat') : t('code.hint')}
        autoComplete="one-time-code"
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'verification-code' } }}
      />
      <Button type="submit" variant="contained" size="large" loading={isBusy}>
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

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TRIAL_DAYS } from '@cocho/contracts';

/** The 7-day free trial at the top of the plans page, one click from /ativacao-teste. */
export function TrialOfferCard() {
  const { t } = useTranslation('premium');
  return (
    <Alert
      severity="success"
      variant="outlined"
      data-testid="plans-trial-offer"
      action={
        <Button variant="contained" component={RouterLink} to="/ativacao-teste" sx={{ whiteSpace: 'nowrap' }}>
          {t('trialOffer.button', { days: TRIAL_DAYS })}
        </Button>
      }
      sx={{
        alignItems: 'center',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        '& .MuiAlert-action': { ml: { xs: 0, sm: 'auto' }, pl: 0 },
      }}
    >
      <AlertTitle>{t('trialOffer.title')}</AlertTitle>
      {t('trialOffer.text', { days: TRIAL_DAYS })}
    </Alert>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TRIAL_DAYS } from '@cocho/contracts';
import { errorCodeOf } from '../../api/client';
import { withCallQueries, useCallMutation } from '../../api/query';
import { useErrorText } from '../../i18n/use-error-text';
import { useLanguage } from '../../i18n/use-language';
import { useSession } from '../../session/SessionProvider';
import { useAccess } from '../../session/use-access';
import { SectionCard } from '../../ui/SectionCard';
import { PremiumBenefits } from './PremiumBenefits';
import { formatCalendarDay } from './premium-text';
import { SUPPORT_EMAIL } from '../../help/support-contacts';

const LOGIN_HERE = `/login?redirect=${encodeURIComponent('/ativacao-teste')}`;
/** Registration comes back here too: /signin honours the redirect query after the account is made. */
const REGISTER_HERE = `/signin?redirect=${encodeURIComponent('/ativacao-teste')}`;

function SignedOutTrial() {
  const { t } = useTranslation('premium');
  return (
    <>
      <Typography>{t('trial.signedOut', { days: TRIAL_DAYS })}</Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" component={RouterLink} to={LOGIN_HERE} data-testid="trial-sign-in">
          {t('trial.signIn')}
        </Button>
        <Button variant="outlined" component={RouterLink} to={REGISTER_HERE} data-testid="trial-register">
          {t('trial.register')}
        </Button>
      </Stack>
    </>
  );
}

function AlreadyTried() {
  const { t } = useTranslation('premium');
  return (
    <Alert severity="info" data-testid="trial-already-used">
      {t('trial.alreadyUsed', { email: SUPPORT_EMAIL })}
      <Box sx={{ mt: 1 }}>
        <Button component={RouterLink} to="/seja-premium" size="small" variant="outlined">
          {t('trial.seePlans')}
        </Button>
      </Box>
    </Alert>
  );
}

/**
 * /ativacao-teste (docs/product/shell.md#audience, docs/product/shell.md#constants): the 7-day free premium trial, once. Signed out it explains the trial and
 * sends to sign-in; signed in one button activates it (premium/ativarTeste) and the session gets the fresh
 * user at once, so premium actions appear without a reload.
 */
export const TrialPage = withCallQueries(Trial);

function Trial() {
  const { t } = useTranslation('premium');
  const language = useLanguage();
  const errorText = useErrorText();
  const { user, updateUser } = useSession();
  const access = useAccess();
  const activation = useCallMutation('activateTrial');
  const activate = () =>
    activation.mutateAsync({}).then(
      (answer) => updateUser(answer.user),
      () => undefined,
    );
  const activated = activation.data?.plano;
  const isAlreadyUsed = activation.isError && errorCodeOf(activation.error) === 'TRIAL_ALREADY_USED';
  const error = activation.isError && !isAlreadyUsed ? errorText(activation.error) : null;

  const body = () => {
    if (!user) return <SignedOutTrial />;
    if (activated)
      return (
        <>
          <Alert severity="success" data-testid="trial-activated">
            {activated.data_final === null
              ? t('trial.activatedNoEnd')
              : t('trial.activated', { date: formatCalendarDay(activated.data_final, language) })}
          </Alert>
          <Typography>{t('trial.unlocks')}</Typography>
          <PremiumBenefits />
        </>
      );
    if (isAlreadyUsed || user.teste_usado) return <AlreadyTried />;
    if (access.profiles.has('premium'))
      return (
        <Alert severity="info" data-testid="trial-already-premium">
          {t('trial.alreadyPremium')}
        </Alert>
      );
    return (
      <>
        <Typography>{t('trial.offer', { days: TRIAL_DAYS })}</Typography>
        <PremiumBenefits />
        {error && <Alert severity="error">{error}</Alert>}
        <Box>
          <Button
            variant="contained"
            onClick={() => void activate()}
            disabled={activation.isPending}
            data-testid="trial-activate"
          >
            {t('trial.activate', { days: TRIAL_DAYS })}
          </Button>
        </Box>
      </>
    );
  };

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', width: '100%', py: 2 }}>
      <SectionCard title={t('trial.title', { days: TRIAL_DAYS })} testId="trial">
        {body()}
      </SectionCard>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isPlanValid, todayInBrasilia } from '@cocho/contracts';
import type { TUser, TUserPlan } from '@cocho/contracts';
import { formatDate } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { DataRightsSection } from '../../help/DataRightsSection';
import { isPremium } from '../../layout/UserMenu';
import { useSession } from '../../session/SessionProvider';
import { useReferenceData } from '../../ui/account/use-reference-data';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { SectionCard } from '../../ui/SectionCard';
import { PartnerContactSection } from './PartnerContactSection';
import { PasswordSection } from './PasswordSection';
import { PhotoSection } from './PhotoSection';
import { ProfileForm } from './ProfileForm';

function planKey(user: TUser): string {
  if (user.premiumInfinito) return 'user.planPremiumInfinite';
  return isPremium(user) ? 'user.planPremium' : 'user.planFree';
}

/**
 * The plans valid today, the permanent ones first and then by the latest end: what the user has paid for or
 * been given (a producer plan is not "premium" but is not free access either).
 */
export function validPlansOf(user: Pick<TUser, 'planos'>, today: string): TUserPlan[] {
  return user.planos
    .filter((plan) => isPlanValid(plan, today))
    .sort((a, b) =>
      a.data_final === null ? -1 : b.data_final === null ? 1 : b.data_final.localeCompare(a.data_final),
    );
}

/** The plan line of /user: the valid plans with their end, or the account's access when it has none. */
function PlanText({ user }: { user: TUser }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const plans = validPlansOf(user, todayInBrasilia(new Date()));
  if (plans.length === 0) return <>{t(planKey(user))}</>;
  return (
    <>
      {plans
        .map((plan) => {
          const name = t(`premium:planType.${plan.tipo}`);
          return plan.data_final === null
            ? t('user.planPermanent', { plan: name })
            : t('user.planUntil', {
                plan: name,
                date: formatDate(`${plan.data_final}T12:00:00Z`, language, 'UTC'),
              });
        })
        .join(' · ')}
    </>
  );
}

/** /user: the profile (every registration field), the picture and the password. */
export function UserPage() {
  const { t } = useTranslation('account');
  const { user, updateUser } = useSession();
  const referenceData = useReferenceData();
  if (!user) return null;
  return (
    <Box sx={{ maxWidth: 860, mx: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('user.heading')}
        </Typography>
        <Chip
          label={`${t('user.status')}: ${t(user.liberado === 0 ? 'user.statusReview' : 'user.statusActive')}`}
          size="small"
        />
        {user.administrador && <Chip color="primary" size="small" label={t('shell:user.administrator')} />}
      </Box>
      <Typography sx={{ mb: 2 }} data-testid="user-plan">
        {t('user.plan')}: <PlanText user={user} />
        {!user.administrador && (
          <>
            {' · '}
            <Link component={RouterLink} to="/seja-premium">
              {t('user.seePlans')}
            </Link>
          </>
        )}
      </Typography>
      <Stack spacing={2}>
        <Card>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            {referenceData.status === 'loading' && <Loading />}
            {referenceData.status === 'failed' && (
              <LoadError
                message={t('form.referenceDataFailed')}
                retryLabel={t('form.retry')}
                onRetry={referenceData.retry}
              />
            )}
            {referenceData.status === 'ready' && (
              <ProfileForm user={user} referenceData={referenceData} onSaved={updateUser} />
            )}
          </CardContent>
        </Card>
        <SectionCard title={t('photo.heading')}>
          <PhotoSection user={user} onChanged={updateUser} />
        </SectionCard>
        <SectionCard title={t('password.heading')}>
          <PasswordSection onChanged={updateUser} />
        </SectionCard>
        <SectionCard title={t('contacts:title')}>
          <PartnerContactSection />
        </SectionCard>
        <SectionCard title={t('legal:rights.heading')}>
          <DataRightsSection />
        </SectionCard>
      </Stack>
    </Box>
  );
}

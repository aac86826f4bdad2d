import Stack from '@mui/material/Stack';
import { withCallQueries } from '../../api/query';
import { useSession } from '../../session/SessionProvider';
import { useAccess } from '../../session/use-access';
import { offersTrial } from '../../session/trial-offer';
import { CouponSection } from './CouponSection';
import { MySubscriptions } from './MySubscriptions';
import { PlanOffers } from './PlanOffers';
import { TrialOfferCard } from './TrialOfferCard';

/**
 * /seja-premium (docs/product/shell.md#audience plans, docs/product/shell.md#screens, docs/product/shell.md#roles): the 7-day trial while it is open to the user, the plan offers with "request this plan", my subscriptions and
 * coupons. Administrators never see the offer (the route guard keeps them out; the offers stay hidden too).
 */
export const PremiumPage = withCallQueries(Premium);

function Premium() {
  const { user, updateUser } = useSession();
  const access = useAccess();
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      {offersTrial(user, access.profiles) && <TrialOfferCard />}
      {!access.profiles.has('administrator') && <PlanOffers />}
      <MySubscriptions today={access.today} />
      <CouponSection onActivated={updateUser} />
    </Stack>
  );
}

import { useCallback, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TPremiumRequest, TSubscription } from '@cocho/contracts';
import { formatDate } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { call } from '../../api/client';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { SectionCard } from '../../ui/SectionCard';
import { SubscriptionRow } from './SubscriptionRow';

type Subscriptions =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | {
      kind: 'ready';
      active: TSubscription[];
      inactive: TSubscription[];
      pending: TPremiumRequest[];
    };

/** The user's pending premium requests: the plan asked for and when, waiting for an administrator. */
function PendingRequests({ requests }: { requests: TPremiumRequest[] }) {
  const { t } = useTranslation('premium');
  const language = useLanguage();
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }} data-testid="subscriptions-pending">
      {requests.map((request) => (
        <Typography component="li" variant="body2" key={request.id} sx={{ py: 0.5 }}>
          {t('subscriptions.pendingRequest', {
            plan: request.oferta ? request.oferta.nome[language] : t('subscriptions.pendingAnyPlan'),
            date: formatDate(request.created_at, language),
          })}
        </Typography>
      ))}
    </Box>
  );
}

function PlanList({ plans, today, testId }: { plans: TSubscription[]; today: string; testId: string }) {
  const { t } = useTranslation('premium');
  if (plans.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" data-testid={`${testId}-empty`}>
        {t('subscriptions.empty')}
      </Typography>
    );
  return (
    <Box component="ul" sx={{ m: 0, p: 0 }} data-testid={testId}>
      {plans.map((plan) => (
        <SubscriptionRow key={plan.id} plan={plan} today={today} />
      ))}
    </Box>
  );
}

/** My subscriptions (assinaturas/minhas): pending requests, active and inactive plans. `reloadKey` reloads after a change. */
export function MySubscriptions({
  today,
  reloadKey,
}: {
  readonly today: string;
  readonly reloadKey: number;
}) {
  const { t } = useTranslation('premium');
  const [subscriptions, setSubscriptions] = useState<Subscriptions>({ kind: 'loading' });

  const fetchSubscriptions = useCallback(() => {
    call('findMySubscriptions', {})
      .then((answer) =>
        setSubscriptions({
          kind: 'ready',
          active: answer.ativas,
          inactive: answer.inativas,
          pending: answer.pedidos ?? [],
        }),
      )
      .catch(() => setSubscriptions({ kind: 'failed' }));
  }, []);
  // Reloaded when `reloadKey` changes (a coupon granted a plan); the list on screen stays meanwhile.
  useEffect(() => fetchSubscriptions(), [fetchSubscriptions, reloadKey]);
  const retry = () => {
    setSubscriptions({ kind: 'loading' });
    fetchSubscriptions();
  };

  return (
    <SectionCard title={t('subscriptions.title')} testId="my-subscriptions">
      {subscriptions.kind === 'loading' && <Loading />}
      {subscriptions.kind === 'failed' && (
        <LoadError message={t('subscriptions.loadFailed')} retryLabel={t('retry')} onRetry={retry} />
      )}
      {subscriptions.kind === 'ready' && (
        <>
          {subscriptions.pending.length > 0 && (
            <SectionCard level={3} title={t('subscriptions.pending')}>
              <PendingRequests requests={subscriptions.pending} />
            </SectionCard>
          )}
          <SectionCard level={3} title={t('subscriptions.active')}>
            <PlanList plans={subscriptions.active} today={today} testId="subscriptions-active" />
          </SectionCard>
          <SectionCard level={3} title={t('subscriptions.inactive')}>
            <PlanList plans={subscriptions.inactive} today={today} testId="subscriptions-inactive" />
          </SectionCard>
        </>
      )}
    </SectionCard>
  );
}

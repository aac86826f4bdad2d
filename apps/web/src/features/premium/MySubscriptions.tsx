import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TPremiumRequest, TSubscription } from '@cocho/contracts';
import { formatDate } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { CallContent } from '../../ui/data-table/CallContent';
import { SectionCard } from '../../ui/SectionCard';
import { SubscriptionRow } from './SubscriptionRow';

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

/** My subscriptions (assinaturas/minhas): pending requests, active and inactive plans, loaded again after a change. */
export function MySubscriptions({ today }: { readonly today: string }) {
  const { t } = useTranslation('premium');
  return (
    <SectionCard title={t('subscriptions.title')} testId="my-subscriptions">
      <CallContent
        call="findMySubscriptions"
        input={{}}
        loadErrorText={t('subscriptions.loadFailed')}
        retryText={t('retry')}
      >
        {(answer) => (
          <>
            {(answer.pedidos ?? []).length > 0 && (
              <SectionCard level={3} title={t('subscriptions.pending')}>
                <PendingRequests requests={answer.pedidos ?? []} />
              </SectionCard>
            )}
            <SectionCard level={3} title={t('subscriptions.active')}>
              <PlanList plans={answer.ativas} today={today} testId="subscriptions-active" />
            </SectionCard>
            <SectionCard level={3} title={t('subscriptions.inactive')}>
              <PlanList plans={answer.inativas} today={today} testId="subscriptions-inactive" />
            </SectionCard>
          </>
        )}
      </CallContent>
    </SectionCard>
  );
}

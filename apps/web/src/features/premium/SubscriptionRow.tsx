import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { planStatus } from '@cocho/contracts';
import type { TSubscription } from '@cocho/contracts';
import { useLanguage } from '../../i18n/use-language';
import { colorOfPlanStatus, describePlanStatus, formatCalendarDay } from './premium-text';

/** One plan of my subscriptions: type, state, validity, payment method and status, order number, origin. */
export function SubscriptionRow({ plan, today }: { readonly plan: TSubscription; readonly today: string }) {
  const { t } = useTranslation('premium');
  const language = useLanguage();
  const status = planStatus(plan, today);
  const state = describePlanStatus(status);
  const details = [
    plan.data_final === null
      ? t('subscriptions.noEnd')
      : t('subscriptions.validUntil', { date: formatCalendarDay(plan.data_final, language) }),
    t('subscriptions.payment', {
      method: plan.forma_pagamento ? t(`payment.${plan.forma_pagamento}`) : t('subscriptions.none'),
      status: plan.status_pagamento ? t(`paymentStatus.${plan.status_pagamento}`) : t('subscriptions.none'),
    }),
    t('subscriptions.order', { order: plan.numero_pedido ?? t('subscriptions.none') }),
    t(`origin.${plan.origem}`),
    ...(plan.max_clientes === null ? [] : [t('offers.maxClients', { count: plan.max_clientes })]),
  ];
  return (
    <Box
      component="li"
      sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}
      data-testid="subscription"
      data-state={status.state}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{t(`planType.${plan.tipo}`)}</Typography>
        <Chip
          size="small"
          color={colorOfPlanStatus(status)}
          label={t(state.key, state.values)}
          data-testid="subscription-state"
        />
      </Box>
      <Typography variant="body2" color="text.secondary" data-testid="subscription-details">
        {details.join(' · ')}
      </Typography>
    </Box>
  );
}

import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import type { TPlanOffer, TPremiumRequest } from '@cocho/contracts';
import { useCallQuery } from '../../api/query';
import { useLanguage } from '../../i18n/use-language';
import { useAlert } from '../../ui/AlertProvider';
import { CallContent } from '../../ui/data-table/CallContent';
import { SectionCard } from '../../ui/SectionCard';
import { formatCalendarDay } from './premium-text';
import { PlanOfferCard } from './PlanOfferCard';
import { PurchaseNote } from './PurchaseNote';
import { RequestPlanDialog } from './RequestPlanDialog';

/** The request sent on this visit, or a pending one the server reported (its details unknown). */
type Pending = { kind: 'sent'; request: TPremiumRequest } | { kind: 'reported' } | null;

/** The plan offers (planos/ofertas) with "request this plan" (premium/solicitar). */
export function PlanOffers() {
  const { t } = useTranslation('premium');
  const language = useLanguage();
  const { showAlert } = useAlert();
  const offers = useCallQuery('listPlanOffers', {});
  const [chosen, setChosen] = useState<TPlanOffer | null>(null);
  const [pending, setPending] = useState<Pending>(null);

  const pendingPlan =
    pending?.kind === 'sent'
      ? offers.data?.data.find((offer) => offer.id === pending.request.id_oferta)
      : undefined;

  return (
    <SectionCard title={t('offers.title')} subtitle={t('offers.subtitle')} testId="plan-offers">
      <PurchaseNote />
      {pending && (
        <Alert severity="warning" data-testid="premium-request-pending">
          {pending.kind === 'sent'
            ? t('request.pendingSent', {
                plan: pendingPlan ? pendingPlan.nome[language] : t('request.anyPlan'),
                date: formatCalendarDay(pending.request.created_at, language),
                method: pending.request.forma_pagamento
                  ? t(`payment.${pending.request.forma_pagamento}`)
                  : '—',
              })
            : t('request.pendingReported')}
        </Alert>
      )}
      <CallContent
        call="listPlanOffers"
        input={{}}
        loadErrorText={t('offers.loadFailed')}
        retryText={t('retry')}
      >
        {(answer) => (
          <Grid container spacing={2}>
            {answer.data.map((offer) => (
              <Grid key={offer.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <PlanOfferCard
                  offer={offer}
                  canRequest={pending === null}
                  onRequest={() => setChosen(offer)}
                />
              </Grid>
            ))}
          </Grid>
        )}
      </CallContent>
      {chosen && (
        <RequestPlanDialog
          offer={chosen}
          onClose={() => setChosen(null)}
          onAlreadyPending={() => setPending((current) => current ?? { kind: 'reported' })}
          onSent={(request) => {
            setPending({ kind: 'sent', request });
            setChosen(null);
            showAlert(t('request.sent'), 'success');
          }}
        />
      )}
    </SectionCard>
  );
}

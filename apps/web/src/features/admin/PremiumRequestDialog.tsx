import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PLAN_TYPES,
  ZOrderNumber,
  todayInBrasilia,
} from '@cocho/contracts';
import type { TPaymentMethod, TPaymentStatus, TPremiumRequest } from '@cocho/contracts';
import { readLocaleNumber } from '@cocho/engine';
import { useCallMutation, useCallQuery } from '../../api/query';
import { describePremiumTime, formatOfferPrice } from '../../format/plan-offer';
import { useLanguage } from '../../i18n/use-language';
import { CallContent } from '../../ui/data-table/CallContent';
import { FormTextField, keyedOptions } from '../../ui/form/fields';
import { useRun } from '../../ui/form/run';
import { ViewDialog } from '../../ui/ViewDialog';
import type { Option } from '../../ui/form/fields';
import { grantBlockers, grantFormOf } from './premium-grant';
import { PremiumEndFields, useEndDayCheck } from './premium-end';

type Props = { id: number; onClose: () => void; onDecided: () => void };

/**
 * One premium request: grant (plan type, end date or permanent, payment, order number) or refuse. The form
 * starts from the requested offer, and the reasons "Conceder" is disabled are listed under the form.
 */
export function PremiumRequestDialog({ id, onClose, onDecided }: Props) {
  const { t } = useTranslation('admin');
  const request = useCallQuery('listPremiumRequests', { id }).data?.data[0];
  const close = <Button onClick={onClose}>{t('common.close')}</Button>;
  return (
    <ViewDialog
      title={t('premium.dialog.title', { name: request?.nome ?? '' })}
      onClose={onClose}
      closeText={t('common.close')}
      maxWidth="sm"
      body={
        request?.status === 'pendente' ? (
          <GrantForm key={request.id} request={request} close={close} onDecided={onDecided} />
        ) : undefined
      }
    >
      <CallContent call="listPremiumRequests" input={{ id }}>
        {(answer) => <Typography>{t(answer.data[0] ? 'premium.dialog.decided' : 'common.empty')}</Typography>}
      </CallContent>
    </ViewDialog>
  );
}

function GrantForm(props: { request: TPremiumRequest; close: React.ReactNode; onDecided: () => void }) {
  const { request } = props;
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { run, isBusy } = useRun();
  const checkEndDay = useEndDayCheck();
  const grantRequest = useCallMutation('grantPremiumRequest');
  const refuseRequest = useCallMutation('refusePremiumRequest');
  const offer = request.oferta ?? null;
  const defaults = {
    ...grantFormOf(offer, todayInBrasilia(new Date())),
    method: (request.forma_pagamento ?? '') as TPaymentMethod | '',
    paymentStatus: 'pago' as TPaymentStatus,
    order: '',
    reason: '',
  };
  const form = useForm({ defaultValues: defaults });
  const { control } = form;
  // Every field has a default, so the watched values are whole.
  const values = useWatch({ control }) as typeof defaults;
  const isOrderValid = values.order.trim() === '' || ZOrderNumber.safeParse(values.order).success;
  // The maximum of clients as typed, read by the one reader: a whole number above zero, or empty.
  const reading = readLocaleNumber(values.maxClients, language);
  const maxClientsValue = reading.kind === 'number' ? reading.value : null;
  const isMaxClientsValid =
    values.tipo !== 2 ||
    reading.kind === 'empty' ||
    (maxClientsValue !== null && Number.isInteger(maxClientsValue) && maxClientsValue > 0);
  const blockers = grantBlockers({ form: values, maxClientsValue, isMaxClientsValid, isOrderValid });

  const decide = async (action: () => Promise<unknown>, success: string) => {
    if (await run(action, t(success))) props.onDecided();
  };
  const grant = async () => {
    const day = await checkEndDay(values);
    if (day === undefined) return;
    if (day !== null) form.setValue('endDate', day);
    const maxClients = values.tipo === 2 && maxClientsValue !== null ? { max_clientes: maxClientsValue } : {};
    const input = {
      id: request.id,
      tipo: values.tipo,
      data_final: day,
      forma_pagamento: values.method || 'pix',
      status_pagamento: values.paymentStatus,
      numero_pedido: values.order.trim() || null,
      ...maxClients,
    };
    await decide(() => grantRequest.mutateAsync(input), 'premium.dialog.granted');
  };
  const refuse = () => refuseRequest.mutateAsync({ id: request.id, motivo: values.reason.trim() || null });
  const time = offer && describePremiumTime(offer.tempo_premium);
  const field = (
    name: keyof typeof defaults,
    label: string,
    more: { options?: Option[]; error?: boolean; helperText?: string } = {},
  ) => (
    <FormTextField
      control={control}
      name={name}
      size="small"
      label={t(`premium.dialog.${label}`)}
      {...more}
    />
  );

  return (
    <>
      <DialogContent>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, pt: 1 }}>
          <Typography color={offer ? undefined : 'text.secondary'} data-testid="grant-requested-plan">
            {offer && time
              ? t('premium.dialog.requestedPlan', {
                  name: offer.nome[language],
                  type: t(`premium:planType.${offer.tipo}`),
                  time: t(`premium:${time.key}`, time.values),
                  price:
                    offer.preco_centavos === null
                      ? t('premium:offers.priceOnRequest')
                      : formatOfferPrice(offer.preco_centavos, offer.moeda, language),
                })
              : t('premium.dialog.noRequestedPlan')}
            {offer?.max_clientes != null &&
              ` ${t('premium:offers.maxClients', { count: offer.max_clientes })}`}
          </Typography>
          {request.mensagem && <Typography color="text.secondary">{request.mensagem}</Typography>}
          {field('tipo', 'type', { options: keyedOptions(t, 'premium:planType', PLAN_TYPES) })}
          {values.tipo === 2 &&
            field('maxClients', 'maxClients', {
              error: !isMaxClientsValid,
              helperText: isMaxClientsValid ? ' ' : t('premium.dialog.maxClientsWhole'),
            })}
          <PremiumEndFields control={control} isPermanent={values.isPermanent} testId="grant" />
          {field('method', 'paymentMethod', { options: keyedOptions(t, 'premium:payment', PAYMENT_METHODS) })}
          {field('paymentStatus', 'paymentStatus', {
            options: keyedOptions(t, 'premium:paymentStatus', PAYMENT_STATUSES),
          })}
          {field('order', 'order', {
            error: !isOrderValid,
            helperText: isOrderValid ? ' ' : t('premium.dialog.orderInvalid'),
          })}
          {field('reason', 'reason')}
          {blockers.length > 0 && (
            <Box component="ul" id="grant-blockers" sx={{ m: 0, pl: 3 }} data-testid="grant-blockers">
              {blockers.map((blocker) => (
                <Typography component="li" variant="body2" color="text.secondary" key={blocker}>
                  {t(`premium.dialog.blocked.${blocker}`)}
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        {props.close}
        <Button color="error" disabled={isBusy} onClick={() => void decide(refuse, 'premium.dialog.refused')}>
          {t('premium.dialog.refuse')}
        </Button>
        <Button
          variant="contained"
          disabled={isBusy || blockers.length > 0}
          aria-describedby={blockers.length > 0 ? 'grant-blockers' : undefined}
          onClick={() => void grant()}
        >
          {t('premium.dialog.grant')}
        </Button>
      </DialogActions>
    </>
  );
}

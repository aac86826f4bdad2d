import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PLAN_TYPES,
  ZOrderNumber,
  todayInBrasilia,
} from '@cocho/contracts';
import type { TPaymentMethod, TPaymentStatus, TPlanType } from '@cocho/contracts';
import { readLocaleNumber } from '@cocho/engine';
import { call } from '../../api/client';
import { useCallQuery } from '../../api/query';
import { formatDate } from '../../format/format';
import { describePremiumTime, formatOfferPrice } from '../../format/plan-offer';
import { useErrorText } from '../../i18n/use-error-text';
import { useLanguage } from '../../i18n/use-language';
import { useAlert } from '../../ui/AlertProvider';
import { NumberField } from '../../ui/NumberField';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { useModal } from '../../ui/ModalProvider';
import { isAfterDay, nextDay } from './admin-tabs';
import { EMPTY_GRANT_FORM, grantBlockers, grantFormOf } from './premium-grant';
import type { GrantForm } from './premium-grant';

type Props = { id: number; onClose: () => void; onDecided: () => void };

/**
 * One premium request: grant (plan type, end date or permanent, payment, order number) or refuse. The form
 * starts from the requested offer, and the reasons "Conceder" is disabled are listed under the form.
 */
export function PremiumRequestDialog({ id, onClose, onDecided }: Props) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { showAlert } = useAlert();
  const { confirm } = useModal();
  const errorText = useErrorText();
  const { data, error, refetch } = useCallQuery('listPremiumRequests', { id });
  const reload = () => void refetch();
  const [form, setForm] = useState<GrantForm>(EMPTY_GRANT_FORM);
  const { tipo, endDate, isPermanent, maxClients } = form;
  const setTipo = (value: TPlanType) => setForm((current) => ({ ...current, tipo: value }));
  const setEndDate = (value: string) => setForm((current) => ({ ...current, endDate: value }));
  const setIsPermanent = (value: boolean) => setForm((current) => ({ ...current, isPermanent: value }));
  const setMaxClients = (value: string) => setForm((current) => ({ ...current, maxClients: value }));
  const [method, setMethod] = useState<TPaymentMethod | ''>('');
  const [paymentStatus, setPaymentStatus] = useState<TPaymentStatus>('pago');
  const [order, setOrder] = useState('');
  const [reason, setReason] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const request = data?.data[0];
  const requestedOffer = request?.oferta ?? null;
  // The form starts from the requested plan once the request is read (again if another one is opened):
  // state adjusted while rendering, as React advises for state derived from a prop that changes.
  const [formOf, setFormOf] = useState<number | null>(null);
  if (request?.status === 'pendente' && formOf !== request.id) {
    setFormOf(request.id);
    setForm(grantFormOf(requestedOffer, todayInBrasilia(new Date())));
  }
  const isOrderValid = order.trim() === '' || ZOrderNumber.safeParse(order).success;
  // The maximum of clients as typed, read by the one reader: a whole number above zero, or empty.
  const maxClientsReading = readLocaleNumber(maxClients, language);
  const maxClientsValue = maxClientsReading.kind === 'number' ? maxClientsReading.value : null;
  const isMaxClientsValid =
    tipo !== 2 ||
    maxClientsReading.kind === 'empty' ||
    (maxClientsValue !== null && Number.isInteger(maxClientsValue) && maxClientsValue > 0);
  const blockers = grantBlockers({ form, maxClientsValue, isMaxClientsValid, isOrderValid });

  const act = async (action: () => Promise<unknown>, success: string) => {
    setIsBusy(true);
    try {
      await action();
      showAlert(success);
      onDecided();
    } catch (failure) {
      showAlert(errorText(failure), 'error');
    } finally {
      setIsBusy(false);
    }
  };

  const grant = async () => {
    if (!request) return;
    const today = todayInBrasilia(new Date());
    let day: string | null = isPermanent ? null : endDate;
    if (day !== null && !isAfterDay(day, today)) {
      const tomorrow = nextDay(today);
      const isConfirmed = await confirm({
        title: t('users.dialog.endNotAfterTitle'),
        message: t('users.dialog.endNotAfter', { date: formatDate(tomorrow, language) }),
      });
      if (!isConfirmed) return;
      day = tomorrow;
      setEndDate(tomorrow);
    }
    const methodOrRequested = method || request.forma_pagamento || 'pix';
    await act(
      () =>
        call('grantPremiumRequest', {
          id,
          tipo,
          data_final: day,
          forma_pagamento: methodOrRequested,
          status_pagamento: paymentStatus,
          numero_pedido: order.trim() || null,
          ...(tipo === 2 && maxClientsValue !== null ? { max_clientes: maxClientsValue } : {}),
        }),
      t('premium.dialog.granted'),
    );
  };

  const body = () => {
    if (error && !data)
      return <LoadError message={t('common.loadError')} retryLabel={t('common.retry')} onRetry={reload} />;
    if (!data) return <Loading />;
    if (!request) return <Typography>{t('common.empty')}</Typography>;
    if (request.status !== 'pendente') return <Typography>{t('premium.dialog.decided')}</Typography>;
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        {requestedOffer ? (
          <Typography data-testid="grant-requested-plan">
            {t('premium.dialog.requestedPlan', {
              name: requestedOffer.nome[language],
              type: t(`premium:planType.${requestedOffer.tipo}`),
              time: t(
                `premium:${describePremiumTime(requestedOffer.tempo_premium).key}`,
                describePremiumTime(requestedOffer.tempo_premium).values,
              ),
              price:
                requestedOffer.preco_centavos === null
                  ? t('premium:offers.priceOnRequest')
                  : formatOfferPrice(requestedOffer.preco_centavos, requestedOffer.moeda, language),
            })}
            {requestedOffer.max_clientes !== null &&
              ` ${t('premium:offers.maxClients', { count: requestedOffer.max_clientes })}`}
          </Typography>
        ) : (
          <Typography color="text.secondary" data-testid="grant-requested-plan">
            {t('premium.dialog.noRequestedPlan')}
          </Typography>
        )}
        {request.mensagem && <Typography color="text.secondary">{request.mensagem}</Typography>}
        <TextField
          select
          size="small"
          label={t('premium.dialog.type')}
          value={tipo}
          onChange={(event) => setTipo(Number(event.target.value) as TPlanType)}
        >
          {PLAN_TYPES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`premium:planType.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        {tipo === 2 && (
          <NumberField
            size="small"
            isInteger
            label={t('premium.dialog.maxClients')}
            text={maxClients}
            onTextChange={setMaxClients}
            error={!isMaxClientsValid}
            helperText={isMaxClientsValid ? undefined : t('premium.dialog.maxClientsWhole')}
          />
        )}
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            type="date"
            size="small"
            label={t('premium.dialog.endDate')}
            value={endDate}
            disabled={isPermanent}
            onChange={(event) => setEndDate(event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'grant-end' } }}
          />
          <FormControlLabel
            control={
              <Checkbox checked={isPermanent} onChange={(event) => setIsPermanent(event.target.checked)} />
            }
            label={t('premium.dialog.permanent')}
          />
        </Box>
        <TextField
          select
          size="small"
          label={t('premium.dialog.paymentMethod')}
          value={method || request.forma_pagamento || ''}
          onChange={(event) => setMethod(event.target.value as TPaymentMethod)}
        >
          {PAYMENT_METHODS.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`premium:payment.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('premium.dialog.paymentStatus')}
          value={paymentStatus}
          onChange={(event) => setPaymentStatus(event.target.value as TPaymentStatus)}
        >
          {PAYMENT_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`premium:paymentStatus.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t('premium.dialog.order')}
          value={order}
          error={!isOrderValid}
          helperText={isOrderValid ? ' ' : t('premium.dialog.orderInvalid')}
          onChange={(event) => setOrder(event.target.value)}
        />
        <TextField
          size="small"
          label={t('premium.dialog.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
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
    );
  };

  const isPending = request?.status === 'pendente';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('premium.dialog.title', { name: request?.nome ?? '' })}</DialogTitle>
      <DialogContent>{body()}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
        {isPending && (
          <>
            <Button
              color="error"
              disabled={isBusy}
              onClick={() =>
                void act(
                  () => call('refusePremiumRequest', { id, motivo: reason.trim() || null }),
                  t('premium.dialog.refused'),
                )
              }
            >
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
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

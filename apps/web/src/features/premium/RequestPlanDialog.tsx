import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS } from '@cocho/contracts';
import type { TPaymentMethod, TPlanOffer, TPremiumRequest } from '@cocho/contracts';
import { call } from '../../api/client';
import { useErrorText } from '../../i18n/use-error-text';
import { useLanguage } from '../../i18n/use-language';
import { errorCodeOf } from '../../api/client';

type RequestPlanDialogProps = {
  readonly offer: TPlanOffer;
  readonly onClose: () => void;
  readonly onSent: (request: TPremiumRequest) => void;
  /** The server already holds a pending request of this user. */
  readonly onAlreadyPending: () => void;
};

/** "Request this plan": payment method and an optional message, sent as premium/solicitar. */
export function RequestPlanDialog({ offer, onClose, onSent, onAlreadyPending }: RequestPlanDialogProps) {
  const { t } = useTranslation('premium');
  const language = useLanguage();
  const errorText = useErrorText();
  const [method, setMethod] = useState<TPaymentMethod>('pix');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  const send = async () => {
    setIsSending(true);
    setError(null);
    try {
      const answer = await call('requestPremium', {
        id_oferta: offer.id,
        forma_pagamento: method,
        mensagem: message.trim() === '' ? null : message.trim(),
      });
      onSent(answer.data);
    } catch (caught) {
      if (errorCodeOf(caught) === 'PREMIUM_REQUEST_PENDING') onAlreadyPending();
      setError(errorText(caught));
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="request-plan-title">
      <DialogTitle id="request-plan-title">{t('request.title', { plan: offer.nome[language] })}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <TextField
          select
          label={t('request.paymentMethod')}
          value={method}
          onChange={(event) => setMethod(event.target.value as TPaymentMethod)}
          slotProps={{
            select: { SelectDisplayProps: { 'data-testid': 'request-payment-method' } as object },
          }}
        >
          {PAYMENT_METHODS.map((option) => (
            <MenuItem key={option} value={option} data-testid={`payment-method-${option}`}>
              {t(`payment.${option}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('request.message')}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'request-message' } }}
        />
        <Alert severity="info">{t('purchase.receipt')}</Alert>
        {error && (
          <Alert severity="error" data-testid="request-error">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('request.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => void send()}
          disabled={isSending}
          data-testid="request-send"
        >
          {t('request.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Alert from '@mui/material/Alert';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS } from '@cocho/contracts';
import type { TPaymentMethod, TPlanOffer, TPremiumRequest } from '@cocho/contracts';
import { errorCodeOf } from '../../api/client';
import { useCallMutation } from '../../api/query';
import { useErrorText } from '../../i18n/use-error-text';
import { useLanguage } from '../../i18n/use-language';
import { FormDialog } from '../../ui/form/dialogs';
import { FormTextField } from '../../ui/form/fields';

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
  // "My subscriptions" lists the request as pending.
  const request = useCallMutation('requestPremium', ['findMySubscriptions']);
  const { control, handleSubmit } = useForm({
    defaultValues: { forma_pagamento: 'pix' as TPaymentMethod, mensagem: '' },
  });
  const send = handleSubmit(async ({ forma_pagamento, mensagem }) => {
    const answer = await request
      .mutateAsync({ id_oferta: offer.id, forma_pagamento, mensagem: mensagem.trim() || null })
      .catch((caught: unknown) => {
        if (errorCodeOf(caught) === 'PREMIUM_REQUEST_PENDING') onAlreadyPending();
      });
    if (answer) onSent(answer.data);
  });

  return (
    <FormDialog
      title={t('request.title', { plan: offer.nome[language] })}
      formId="request-plan"
      maxWidth="xs"
      onClose={onClose}
      onSubmit={() => void send()}
      isSaving={request.isPending}
      submitText={t('request.send')}
      submitTestId="request-send"
      cancelText={t('request.cancel')}
      failure={request.error ? errorText(request.error) : null}
      failureTestId="request-error"
      after={<Alert severity="info">{t('purchase.receipt')}</Alert>}
    >
      <FormTextField
        control={control}
        name="forma_pagamento"
        label={t('request.paymentMethod')}
        testId="request-payment-method"
        options={PAYMENT_METHODS.map((value) => ({
          value,
          label: t(`payment.${value}`),
          testId: `payment-method-${value}`,
        }))}
      />
      <FormTextField
        control={control}
        name="mensagem"
        label={t('request.message')}
        multiline
        minRows={3}
        maxLength={2000}
        testId="request-message"
      />
    </FormDialog>
  );
}

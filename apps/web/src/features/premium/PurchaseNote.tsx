import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '../../help/support-contacts';

/** How plans are bought (docs/product/shell.md#audience): the payment receipt to support by e-mail or chat, in support hours. */
export function PurchaseNote() {
  const { t } = useTranslation('premium');
  return (
    <Alert severity="info" data-testid="purchase-note">
      {t('purchase.howTo', { email: SUPPORT_EMAIL })}
    </Alert>
  );
}

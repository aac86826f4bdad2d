import Button from '@mui/material/Button';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PREMIUM_REQUEST_STATUSES } from '@cocho/contracts';
import type { TPremiumRequest, TPremiumRequestStatus } from '@cocho/contracts';
import { useInvalidateCalls } from '../../api/query';
import { formatDate } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { adminColumns, AdminListTab } from './AdminListTab';
import { keyedOptions } from '../../ui/form/fields';
import { positiveId } from './admin-tabs';
import { PremiumRequestDialog } from './PremiumRequestDialog';

type Filters = { status: TPremiumRequestStatus | '' };

/** /adm/solicitacaoPremium: premium requests by status; ?id= opens one to grant or refuse. */
export function PremiumRequestsTab() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const invalidate = useInvalidateCalls();
  const openId = positiveId(searchParams.get('id'));
  const open = (id: number | null) => {
    const next = new URLSearchParams(searchParams);
    if (id === null) next.delete('id');
    else next.set('id', String(id));
    setSearchParams(next);
  };
  const columns = adminColumns<TPremiumRequest>(t, 'premium.columns', [
    { id: 'user', cell: (request) => `${request.nome} (${request.email})` },
    { id: 'date', cell: (request) => formatDate(request.created_at, language) },
    {
      id: 'payment',
      cell: (request) => (request.forma_pagamento ? t(`premium:payment.${request.forma_pagamento}`) : ''),
    },
    { id: 'message', cell: (request) => request.mensagem },
    { id: 'status', header: t('premium.status'), cell: (request) => t(`premium.statuses.${request.status}`) },
    {
      id: 'actions',
      cell: (request) => <Button onClick={() => open(request.id)}>{t('premium.open')}</Button>,
    },
  ]);

  return (
    <AdminListTab
      call="listPremiumRequests"
      noFilters={{ status: 'pendente' } as Filters}
      searchButton={false}
      filters={[
        {
          name: 'status',
          label: t('premium.status'),
          now: true,
          options: keyedOptions(t, 'premium.statuses', PREMIUM_REQUEST_STATUSES),
        },
      ]}
      table={{
        columns,
        testId: 'premium-requests-table',
        rowTestId: (request) => `premium-request-${request.id}`,
      }}
    >
      {openId !== null && (
        <PremiumRequestDialog
          id={openId}
          onClose={() => open(null)}
          onDecided={() => {
            open(null);
            void invalidate(['listPremiumRequests']);
          }}
        />
      )}
    </AdminListTab>
  );
}

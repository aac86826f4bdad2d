import { useTranslation } from 'react-i18next';
import type { TCollaborator } from '@cocho/contracts';
import { formatDate } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { CallTable } from '../../ui/data-table/CallTable';
import { SectionCard } from '../../ui/SectionCard';
import type { DataColumn } from '../../ui/data-table/DataTable';

/** /empresa/clientes: the company's linked producers (empresa/getVinculados). */
export function ClientsList({ companyId }: { companyId: number }) {
  const { t } = useTranslation('company');
  const language = useLanguage();
  const columns: DataColumn<TCollaborator>[] = [
    { id: 'name', header: t('collaborators.name'), cell: (producer) => producer.nome },
    { id: 'email', header: t('collaborators.email'), cell: (producer) => producer.email },
    {
      id: 'since',
      header: t('clients.since'),
      cell: (producer) => formatDate(producer.decided_at ?? producer.requested_at, language),
    },
  ];
  return (
    <SectionCard title={t('clients.title')}>
      <CallTable
        call="listLinkedProducers"
        input={{ id_empresa: companyId }}
        rowsOf={(answer) => answer.data}
        columns={columns}
        rowKey={(producer) => producer.id_emp_user}
        testId="company-clients"
        emptyText={t('clients.empty')}
        loadErrorText={t('page.loadError')}
        retryText={t('page.retry')}
      />
    </SectionCard>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { CALLS } from '@cocho/contracts';
import type { TCompanyContact } from '@cocho/contracts';
import { call } from '../../api/client';
import { formatDate } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { useAlert } from '../../ui/AlertProvider';
import { ContactPersonDetails } from '../../ui/contacts/ContactPersonDetails';
import { ContactStateChip } from '../../ui/contacts/ContactStateChip';
import { useContactPages } from '../../ui/contacts/use-contact-pages';
import { useRowAction } from '../../ui/use-row-action';
import { DataTable } from '../../ui/data-table/DataTable';
import { SectionCard } from '../../ui/SectionCard';
import { headedColumns } from '../../ui/data-table/headed-columns';
import { EmailFormCard } from '../../ui/form/dialogs';
import { useCreateCall, useRun } from '../../ui/form/run';
import { useSchemaForm } from '../../ui/form/schema-form';

const ZContactRequest = CALLS.requestCompanyContact.request.pick({ email: true });

/**
 * /empresa/add-contato-emp-tecnico: a sales technician (or a manager) asks a user, by e-mail, to become their
 * contact, and follows the company's contacts (a technician sees their own): pending, active with the
 * user's details, or deactivated. Only users who allow partner companies to contact them can be asked.
 */
export function SalesContactsPage({ companyId }: { companyId: number }) {
  const { t } = useTranslation('contacts');
  const language = useLanguage();
  const { showAlert } = useAlert();
  const { busyId, run } = useRowAction<number>();
  const { contacts, hasMore, hasFailed, isLoadingMore, loadMore, reload, replace } = useContactPages(
    'listCompanyContacts',
    { id_empresa: companyId },
  );
  const form = useSchemaForm(ZContactRequest, { email: '' });
  const { handleSubmit, reset } = form;
  const request = useCreateCall('requestCompanyContact');
  const ask = handleSubmit(
    useRun().alerting(async ({ email }) => {
      await request({ id_empresa: companyId, email });
      showAlert(t('ask.sent', { email }), 'success');
      reset();
      reload();
    }),
  );

  const deactivate = (contact: TCompanyContact) =>
    run(
      contact.id_contato,
      async () => replace((await call('deactivateCompanyContact', { id_contato: contact.id_contato })).data),
      t('list.deactivated'),
    );

  const columns = headedColumns<TCompanyContact>(t, 'list', [
    { id: 'user', cell: (contact) => <ContactPersonDetails person={contact.usuario} /> },
    { id: 'technician', cell: (contact) => contact.tecnico.nome },
    { id: 'state', cell: (contact) => <ContactStateChip contact={contact} /> },
    { id: 'date', cell: (contact) => formatDate(contact.decided_at ?? contact.requested_at, language) },
    {
      id: 'actions',
      align: 'right',
      stickyRight: true,
      cell: (contact) =>
        contact.situacao !== 'desativado' && (
          <Button
            size="small"
            color="error"
            disabled={busyId !== null}
            onClick={() => void deactivate(contact)}
          >
            {t('list.deactivate')}
          </Button>
        ),
    },
  ]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <EmailFormCard form={form} onSubmit={ask} t={t} keyPrefix="ask" testIdPrefix="contact" />
      <SectionCard title={t('list.title')}>
        <DataTable
          columns={columns}
          rows={contacts ?? undefined}
          rowKey={(contact) => contact.id_contato}
          rowTestId={(contact) => `contact-${contact.id_contato}`}
          testId="company-contacts"
          error={hasFailed}
          onRetry={reload}
          emptyText={t('list.empty')}
          loadErrorText={t('list.loadError')}
          retryText={t('list.retry')}
        />
        {hasMore && (
          <Button sx={{ alignSelf: 'flex-start' }} disabled={isLoadingMore} onClick={() => void loadMore()}>
            {t('list.loadMore')}
          </Button>
        )}
      </SectionCard>
    </Box>
  );
}

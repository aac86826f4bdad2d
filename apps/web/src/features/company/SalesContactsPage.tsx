import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isValidEmail } from '@cocho/contracts';
import type { TCompanyContact } from '@cocho/contracts';
import { call } from '../../api/client';
import { useCreateKey } from '../../api/use-create-key';
import { formatDate } from '../../format/format';
import { useErrorText } from '../../i18n/use-error-text';
import { useLanguage } from '../../i18n/use-language';
import { useAlert } from '../../ui/AlertProvider';
import { ContactPersonDetails } from '../../ui/contacts/ContactPersonDetails';
import { ContactStateChip } from '../../ui/contacts/ContactStateChip';
import { useContactPages } from '../../ui/contacts/use-contact-pages';
import { DataTable } from '../../ui/data-table/DataTable';
import type { DataColumn } from '../../ui/data-table/DataTable';

/**
 * /empresa/add-contato-emp-tecnico: a sales technician (or a manager) asks a user, by e-mail, to become their
 * contact, and follows the company's contacts (a technician sees their own): pending, active with the
 * user's details, or deactivated. Only users who allow partner companies to contact them can be asked.
 */
export function SalesContactsPage({ companyId }: { companyId: number }) {
  const { t } = useTranslation('contacts');
  const language = useLanguage();
  const errorText = useErrorText();
  const { showAlert } = useAlert();
  const [email, setEmail] = useState('');
  const [isShowingProblems, setIsShowingProblems] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  const createKey = useCreateKey();
  const { contacts, hasMore, hasFailed, isLoadingMore, loadMore, reload, replace } = useContactPages(
    'listCompanyContacts',
    { id_empresa: companyId },
  );
  const isEmailValid = isValidEmail(email.trim());

  const ask = async () => {
    setIsShowingProblems(true);
    if (!isEmailValid) return;
    setIsSending(true);
    try {
      // The same request sent again (a lost answer) is answered once.
      const request = { id_empresa: companyId, email: email.trim() };
      await call('requestCompanyContact', { ...request, idempotency_key: createKey.keyFor(request) });
      createKey.done();
      showAlert(t('ask.sent', { email: email.trim() }), 'success');
      setEmail('');
      setIsShowingProblems(false);
      reload();
    } catch (error) {
      showAlert(errorText(error), 'error');
    } finally {
      setIsSending(false);
    }
  };

  const deactivate = async (contact: TCompanyContact) => {
    setBusyId(contact.id_contato);
    try {
      replace((await call('deactivateCompanyContact', { id_contato: contact.id_contato })).data);
      showAlert(t('list.deactivated'), 'success');
    } catch (error) {
      showAlert(errorText(error), 'error');
    } finally {
      setBusyId(null);
    }
  };

  const columns: DataColumn<TCompanyContact>[] = [
    {
      id: 'user',
      header: t('list.user'),
      cell: (contact) => <ContactPersonDetails person={contact.usuario} />,
    },
    { id: 'technician', header: t('list.technician'), cell: (contact) => contact.tecnico.nome },
    { id: 'state', header: t('list.state'), cell: (contact) => <ContactStateChip contact={contact} /> },
    {
      id: 'date',
      header: t('list.date'),
      cell: (contact) => formatDate(contact.decided_at ?? contact.requested_at, language),
    },
    {
      id: 'actions',
      header: t('list.actions'),
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
  ];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('ask.title')}
          </Typography>
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('ask.hint')}
          </Alert>
          <Box
            component="form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void ask();
            }}
            sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
          >
            <TextField
              label={t('ask.email')}
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={isShowingProblems && !isEmailValid}
              helperText={isShowingProblems && !isEmailValid ? t('ask.emailInvalid') : ' '}
              slotProps={{ htmlInput: { 'data-testid': 'contact-email' } }}
              sx={{ minWidth: 280 }}
              required
            />
            <Button
              type="submit"
              variant="contained"
              disabled={isSending}
              sx={{ mt: 1 }}
              data-testid="contact-send"
            >
              {t('ask.submit')}
            </Button>
          </Box>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('list.title')}
          </Typography>
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
            <Button sx={{ mt: 1 }} disabled={isLoadingMore} onClick={() => void loadMore()}>
              {t('list.loadMore')}
            </Button>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { Text } from '../../ui/kit-text/Text';
import AddIcon from '@mui/icons-material/Add';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TClient } from '@cocho/contracts';
import { ClientDialog } from '../../consultancy-picker/ClientDialog';
import { ClientActions } from '../../consultancy-picker/ConsultantAreaDialog';
import { withCallQueries, useCallQuery } from '../../api/query';
import { formatDate } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { useSession } from '../../session/SessionProvider';
import { DataTable } from '../../ui/data-table/DataTable';
import type { DataColumn } from '../../ui/data-table/DataTable';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { SectionCard } from '../../ui/SectionCard';
import { filterClients } from './client-search';

type Editing = { client: TClient | null } | null;

/**
 * /consultor (docs/product/shell.md#screens): the consultant's clients, with search, create, edit and remove;
 * ?ref=clientes&action=novo opens the new-client form. The route guard keeps non-consultants out.
 */
export const ConsultantPage = withCallQueries(Clients);

function Clients() {
  const { t } = useTranslation('consultancy');
  const language = useLanguage();
  const { user } = useSession();
  const consultancy = user?.consultoria ?? null;
  const { data, error, refetch } = useCallQuery('listClients', { id: consultancy?.id ?? null });
  const clients = data?.data;
  const reload = () => void refetch();
  const [searchParams, setSearchParams] = useSearchParams();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  // ?action=novo opens the new-client form; closing it drops action (ref stays) so it does not open again.
  const isNewAsked = searchParams.get('action') === 'novo';
  const dialog: Editing = editing ?? (isNewAsked ? { client: null } : null);
  const closeDialog = () => {
    setEditing(null);
    if (!isNewAsked) return;
    const next = new URLSearchParams(searchParams);
    next.delete('action');
    setSearchParams(next, { replace: true });
  };

  if (error && !clients)
    return <LoadError message={t('page.loadError')} retryLabel={t('page.retry')} onRetry={reload} />;
  if (!clients) return <Loading />;
  const shown = filterClients(clients, query);
  const max = consultancy?.max_clientes ?? null;
  const columns: DataColumn<TClient>[] = [
    { id: 'nome', header: t('page.columns.nome'), cell: (client) => client.nome },
    { id: 'nome_fazenda', header: t('page.columns.nome_fazenda'), cell: (client) => client.nome_fazenda },
    { id: 'email', header: t('page.columns.email'), cell: (client) => client.email },
    { id: 'telefone', header: t('page.columns.telefone'), cell: (client) => client.telefone },
    {
      id: 'vinculado_em',
      header: t('page.columns.vinculado_em'),
      cell: (client) => formatDate(client.vinculado_em, language),
    },
    {
      id: 'actions',
      header: t('page.columns.actions'),
      align: 'right',
      stickyRight: true,
      sx: { whiteSpace: 'nowrap' },
      cell: (client) => <ClientActions client={client} onEdit={() => setEditing({ client })} />,
    },
  ];

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <SectionCard
        title={t('page.title')}
        action={
          <>
            <Text kind="muted" data-testid="clients-count">
              {max === null
                ? t('page.countNoMax', { count: clients.length })
                : t('page.count', { count: clients.length, max })}
            </Text>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setEditing({ client: null })}
              data-testid="client-new"
            >
              {t('page.newClient')}
            </Button>
          </>
        }
      >
        <TextField
          size="small"
          label={t('page.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'clients-search' } }}
        />
        <DataTable
          columns={columns}
          rows={shown}
          rowKey={(client) => client.id}
          rowTestId={(client) => `client-row-${client.id}`}
          testId="clients-table"
          emptyText={clients.length === 0 ? t('page.empty') : t('page.noMatch')}
        />
      </SectionCard>
      {dialog && (
        <ClientDialog
          client={dialog.client}
          onClose={closeDialog}
          onSaved={() => {
            closeDialog();
            reload();
          }}
        />
      )}
    </Box>
  );
}

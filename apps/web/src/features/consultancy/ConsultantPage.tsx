import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TClient } from '@cocho/contracts';
import { ClientDialog } from '../../consultancy-picker/ClientDialog';
import { useConsultancyClients } from '../../consultancy-picker/use-consultancy-clients';
import { useRemoveClient } from '../../consultancy-picker/use-remove-client';
import { formatDate } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { useSession } from '../../session/SessionProvider';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { filterClients } from './client-search';

type Editing = { client: TClient | null } | null;

/**
 * /consultor (docs/product/shell.md#screens): the consultant's clients, with search, create, edit and remove;
 * ?ref=clientes&action=novo opens the new-client form. The route guard keeps non-consultants out.
 */
export function ConsultantPage() {
  const { t } = useTranslation('consultancy');
  const language = useLanguage();
  const { user } = useSession();
  const consultancy = user?.consultoria ?? null;
  const { clients, error, reload } = useConsultancyClients(true, consultancy?.id ?? null);
  const removeClient = useRemoveClient(reload);
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

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <Card>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
              {t('page.title')}
            </Typography>
            <Typography color="text.secondary" data-testid="clients-count">
              {max === null
                ? t('page.countNoMax', { count: clients.length })
                : t('page.count', { count: clients.length, max })}
            </Typography>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setEditing({ client: null })}
              data-testid="client-new"
            >
              {t('page.newClient')}
            </Button>
          </Box>
          <TextField
            size="small"
            label={t('page.search')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'clients-search' } }}
          />
          {clients.length === 0 ? (
            <Typography color="text.secondary">{t('page.empty')}</Typography>
          ) : shown.length === 0 ? (
            <Typography color="text.secondary">{t('page.noMatch')}</Typography>
          ) : (
            <TableContainer>
              <Table size="small" data-testid="clients-table">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('page.columns.nome')}</TableCell>
                    <TableCell>{t('page.columns.nome_fazenda')}</TableCell>
                    <TableCell>{t('page.columns.email')}</TableCell>
                    <TableCell>{t('page.columns.telefone')}</TableCell>
                    <TableCell>{t('page.columns.vinculado_em')}</TableCell>
                    <TableCell align="right">{t('page.columns.actions')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {shown.map((client) => (
                    <TableRow key={client.id} data-testid={`client-row-${client.id}`}>
                      <TableCell>{client.nome}</TableCell>
                      <TableCell>{client.nome_fazenda}</TableCell>
                      <TableCell>{client.email}</TableCell>
                      <TableCell>{client.telefone}</TableCell>
                      <TableCell>{formatDate(client.vinculado_em, language)}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <IconButton
                          aria-label={t('area.edit', { name: client.nome })}
                          onClick={() => setEditing({ client })}
                        >
                          <EditIcon />
                        </IconButton>
                        <IconButton
                          aria-label={t('area.remove', { name: client.nome })}
                          onClick={() => void removeClient(client)}
                        >
                          <DeleteIcon />
                        </IconButton>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </CardContent>
      </Card>
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

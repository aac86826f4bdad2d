import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import type { TClient, TConsultancy } from '@cocho/contracts';
import { formatDate } from '../format/format';
import { useLanguage } from '../i18n/use-language';
import { describeClient } from './client-text';
import { useRemoveClient } from './use-remove-client';

/** Where "manage consultancy" goes, in a new window (docs/product/shell.md#screens). */
export const CONSULTANCY_PAGE = '/consultor?ref=clientes';

type ConsultantAreaDialogProps = {
  readonly consultancy: TConsultancy | null;
  readonly clients: readonly TClient[];
  readonly onEdit: (client: TClient) => void;
  readonly onClose: () => void;
};

/**
 * The consultant area dialog (docs/product/shell.md#screens): the consultancy's end date and client limit, the clients as
 * "name (farm) - e-mail // phone" with edit and remove, n / max, and "manage consultancy".
 */
export function ConsultantAreaDialog({ consultancy, clients, onEdit, onClose }: ConsultantAreaDialogProps) {
  const { t } = useTranslation('consultancy');
  const language = useLanguage();
  const max = consultancy?.max_clientes ?? null;
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="consultant-area-title">
      <DialogTitle id="consultant-area-title">{t('area.title')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, mb: 1 }}>
          <Typography data-testid="consultancy-end">
            {consultancy?.data_fim
              ? t('area.validUntil', {
                  date: formatDate(`${consultancy.data_fim}T12:00:00Z`, language, 'UTC'),
                })
              : t('area.noEnd')}
          </Typography>
          <Typography data-testid="consultancy-max">
            {max === null ? t('area.noMax') : t('area.maxClients', { max })}
          </Typography>
        </Box>
        {clients.length === 0 ? (
          <Typography color="text.secondary">{t('area.empty')}</Typography>
        ) : (
          <List dense data-testid="consultancy-clients">
            {clients.map((client) => (
              <ListItem
                key={client.id}
                disableGutters
                secondaryAction={<ClientActions client={client} onEdit={onEdit} withTestIds />}
              >
                <ListItemText primary={describeClient(client)} sx={{ pr: 10 }} />
              </ListItem>
            ))}
          </List>
        )}
        <Typography align="right" data-testid="consultancy-count">
          {max === null ? t('area.countNoMax', { count: clients.length }) : `${clients.length} / ${max}`}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('area.close')}</Button>
        <Button
          variant="contained"
          onClick={() => window.open(CONSULTANCY_PAGE, '_blank', 'noopener')}
          data-testid="consultancy-manage"
        >
          {t('area.manage')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A client's edit and remove buttons (the removal is confirmed first). */
export function ClientActions(props: {
  readonly client: TClient;
  readonly onEdit: (client: TClient) => void;
  readonly withTestIds?: boolean;
}) {
  const { t } = useTranslation('consultancy');
  const removeClient = useRemoveClient();
  const { client } = props;
  return (
    <>
      <IconButton
        aria-label={t('area.edit', { name: client.nome })}
        onClick={() => props.onEdit(client)}
        data-testid={props.withTestIds ? `client-edit-${client.id}` : undefined}
      >
        <EditIcon />
      </IconButton>
      <IconButton
        aria-label={t('area.remove', { name: client.nome })}
        onClick={() => void removeClient(client)}
        data-testid={props.withTestIds ? `client-remove-${client.id}` : undefined}
      >
        <DeleteIcon />
      </IconButton>
    </>
  );
}

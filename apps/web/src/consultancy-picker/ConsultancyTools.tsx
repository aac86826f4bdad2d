import { useEffect, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { useTranslation } from 'react-i18next';
import type { TClient } from '@cocho/contracts';
import { withCallQueries, useCallQuery } from '../api/query';
import { useSession } from '../session/SessionProvider';
import { ClientDialog } from './ClientDialog';
import { ClientPicker } from './ClientPicker';
import { forgetUnknownClient } from './client-selection';
import { ConsultantAreaDialog } from './ConsultantAreaDialog';

/** The client being edited in the dialog: a client, a new one, or none. */
type Editing = { client: TClient | null } | null;

/**
 * The toolbar's consultant tools (ConsultancyToolbar.tsx loads them for consultants): the client picker and
 * the manage-consultancy button that opens the consultant area dialog.
 */
export const ConsultancyTools = withCallQueries(Tools);

function Tools() {
  const { t } = useTranslation('consultancy');
  const { user } = useSession();
  const consultancy = user?.consultoria ?? null;
  const { data, refetch } = useCallQuery('listClients', { id: consultancy?.id ?? null });
  const clients = data?.data;
  const reload = () => void refetch();
  const [editing, setEditing] = useState<Editing>(null);
  const [isAreaOpen, setIsAreaOpen] = useState(false);

  useEffect(() => {
    if (clients)
      forgetUnknownClient(
        localStorage,
        clients.map((client) => client.id),
      );
  }, [clients]);

  if (!clients) return null;
  return (
    <>
      <ClientPicker clients={clients} onAddClient={() => setEditing({ client: null })} />
      <Tooltip title={t('manage')}>
        <IconButton
          onClick={() => setIsAreaOpen(true)}
          aria-label={t('manage')}
          data-testid="consultancy-area"
        >
          <ManageAccountsIcon />
        </IconButton>
      </Tooltip>
      {isAreaOpen && (
        <ConsultantAreaDialog
          consultancy={consultancy}
          clients={clients}
          onEdit={(client) => setEditing({ client })}
          onClose={() => setIsAreaOpen(false)}
        />
      )}
      {editing && (
        <ClientDialog
          client={editing.client}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
    </>
  );
}

import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
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
import { useTranslation } from 'react-i18next';
import type { THelpItem } from '@cocho/contracts';
import { call, errorCodeOf } from '../../api/client';
import { resetHelpItemsCache } from '../../help/use-help-items';
import { useAlert } from '../../ui/AlertProvider';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { useModal } from '../../ui/ModalProvider';
import { HelpItemDialog } from './HelpItemDialog';
import { useCallQuery } from '../../api/query';

/** /adm/ajuda: the help items `ajuda` answers, by route and language; add, edit, remove. */
export function HelpItemsTab() {
  const { t } = useTranslation('admin');
  const { showAlert } = useAlert();
  const { confirm } = useModal();
  const [route, setRoute] = useState('');
  const [idioma, setIdioma] = useState('');
  const [editing, setEditing] = useState<THelpItem | 'new' | null>(null);
  const { data, error, refetch } = useCallQuery('listHelpItems', { web: true });
  const reload = () => void refetch();
  const items = useMemo(
    () =>
      (data?.data ?? []).filter(
        (item) =>
          (!route.trim() || item.rota.toLowerCase().includes(route.trim().toLowerCase())) &&
          (idioma === '' || String(item.idioma) === idioma),
      ),
    [data, route, idioma],
  );

  const remove = async (item: THelpItem) => {
    const isConfirmed = await confirm({
      title: t('helpItems.removeTitle'),
      message: t('helpItems.removeText', { title: item.titulo }),
    });
    if (!isConfirmed) return;
    try {
      await call('deleteHelpItem', { id: item.id });
      // The help dialog of this page loads the items again.
      resetHelpItemsCache();
      showAlert(t('helpItems.removed'));
      reload();
    } catch (failed) {
      showAlert(t(`errors:${errorCodeOf(failed)}`), 'error');
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          size="small"
          label={t('helpItems.route')}
          value={route}
          onChange={(event) => setRoute(event.target.value)}
        />
        <TextField
          select
          size="small"
          label={t('helpItems.language')}
          value={idioma}
          onChange={(event) => setIdioma(event.target.value)}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="">{t('common.any')}</MenuItem>
          {['0', '1', '2'].map((index) => (
            <MenuItem key={index} value={index}>
              {t(`messages.languages.${index}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {t('helpItems.add')}
        </Button>
      </Box>
      {error && !data ? (
        <LoadError message={t('common.loadError')} retryLabel={t('common.retry')} onRetry={reload} />
      ) : !data ? (
        <Loading />
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{t('common.empty')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" data-testid="help-items-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('helpItems.route')}</TableCell>
                <TableCell>{t('helpItems.step')}</TableCell>
                <TableCell>{t('helpItems.language')}</TableCell>
                <TableCell>{t('helpItems.title')}</TableCell>
                <TableCell>{t('helpItems.video')}</TableCell>
                <TableCell align="right">{t('common.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.id} data-testid={`help-item-${item.id}`}>
                  <TableCell>{item.rota}</TableCell>
                  <TableCell>{item.etapa ?? t('helpItems.wholeScreen')}</TableCell>
                  <TableCell>{t(`messages.languages.${item.idioma}`)}</TableCell>
                  <TableCell>{item.titulo}</TableCell>
                  <TableCell>{item.video}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton
                      aria-label={t('helpItems.edit', { title: item.titulo })}
                      onClick={() => setEditing(item)}
                    >
                      <EditIcon />
                    </IconButton>
                    <IconButton
                      aria-label={t('helpItems.remove', { title: item.titulo })}
                      onClick={() => void remove(item)}
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
      {editing !== null && (
        <HelpItemDialog
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            resetHelpItemsCache();
            setEditing(null);
            reload();
          }}
        />
      )}
    </Box>
  );
}

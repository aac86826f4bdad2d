import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import type { THelpItem } from '@cocho/contracts';
import { errorCodeOf } from '../../api/client';
import { resetHelpItemsCache } from '../../help/use-help-items';
import { useAlert } from '../../ui/AlertProvider';
import { useCallMutation, useCallQuery, useInvalidateCalls } from '../../api/query';
import { DataTable } from '../../ui/data-table/DataTable';
import type { DataColumn } from '../../ui/data-table/DataTable';
import { useModal } from '../../ui/ModalProvider';
import { HelpItemDialog } from './HelpItemDialog';

/** /adm/ajuda: the help items `ajuda` answers, by route and language; add, edit, remove. */
export function HelpItemsTab() {
  const { t } = useTranslation('admin');
  const { showAlert } = useAlert();
  const { confirm } = useModal();
  const [route, setRoute] = useState('');
  const [idioma, setIdioma] = useState('');
  const [editing, setEditing] = useState<THelpItem | 'new' | null>(null);
  const { data, error, refetch } = useCallQuery('listHelpItems', { web: true });
  const invalidate = useInvalidateCalls();
  const deleteItem = useCallMutation('deleteHelpItem', ['listHelpItems']);
  const items = useMemo(
    () =>
      data?.data.filter(
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
      await deleteItem.mutateAsync({ id: item.id });
      // The help dialog of this page loads the items again.
      resetHelpItemsCache();
      showAlert(t('helpItems.removed'));
    } catch (failed) {
      showAlert(t(`errors:${errorCodeOf(failed)}`), 'error');
    }
  };

  const columns: DataColumn<THelpItem>[] = [
    { id: 'route', header: t('helpItems.route'), cell: (item) => item.rota },
    { id: 'step', header: t('helpItems.step'), cell: (item) => item.etapa ?? t('helpItems.wholeScreen') },
    {
      id: 'language',
      header: t('helpItems.language'),
      cell: (item) => t(`messages.languages.${item.idioma}`),
    },
    { id: 'title', header: t('helpItems.title'), cell: (item) => item.titulo },
    { id: 'video', header: t('helpItems.video'), cell: (item) => item.video },
    {
      id: 'actions',
      header: t('common.actions'),
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
      cell: (item) => (
        <>
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
        </>
      ),
    },
  ];

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
      <DataTable
        columns={columns}
        rows={items}
        error={error}
        onRetry={() => void refetch()}
        rowKey={(item) => item.id}
        testId="help-items-table"
        rowTestId={(item) => `help-item-${item.id}`}
      />
      {editing !== null && (
        <HelpItemDialog
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            resetHelpItemsCache();
            setEditing(null);
            void invalidate(['listHelpItems']);
          }}
        />
      )}
    </Box>
  );
}

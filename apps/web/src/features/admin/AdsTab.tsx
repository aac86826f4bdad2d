import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TAdminAd } from '@cocho/contracts';
import { call } from '../../api/client';
import { useCallQuery } from '../../api/query';
import { useErrorText } from '../../i18n/use-error-text';
import { useAlert } from '../../ui/AlertProvider';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { useModal } from '../../ui/ModalProvider';

type Form = {
  titulo: string;
  link: string;
  youtube_src: string;
  img_src: string;
  idioma: string;
  tempo_pular: string;
};
const EMPTY: Form = { titulo: '', link: '', youtube_src: '', img_src: '', idioma: '0', tempo_pular: '30' };
const formOf = (ad: TAdminAd): Form => ({
  titulo: ad.titulo,
  link: ad.link,
  youtube_src: ad.youtube_src ?? '',
  img_src: ad.img_src ?? '',
  idioma: String(ad.idioma),
  tempo_pular: String(ad.tempo_pular),
});

/**
 * Ads: list, create, edit, deactivate (after a confirmation) and reactivate (docs/product/shell.md#ad: an ad is never
 * deleted, so a deactivation can be undone).
 */
export function AdsTab() {
  const { t } = useTranslation('admin');
  const { showAlert } = useAlert();
  const { confirm } = useModal();
  const errorText = useErrorText();
  const { data, error, refetch } = useCallQuery('listAdminAds', {});
  const reload = () => void refetch();
  const [editing, setEditing] = useState<{ id: number | null; form: Form } | null>(null);

  const act = async (action: () => Promise<unknown>) => {
    try {
      await action();
      showAlert(t('common.saved'));
      reload();
      return true;
    } catch (failure) {
      showAlert(errorText(failure), 'error');
      return false;
    }
  };
  const deactivate = async (ad: TAdminAd) => {
    const isConfirmed = await confirm({
      title: t('ads.deactivateTitle'),
      message: t('ads.deactivateConfirm', { title: ad.titulo }),
    });
    if (isConfirmed) await act(() => call('deactivateAd', { id: ad.id }));
  };
  const save = async () => {
    if (!editing) return;
    const { form, id } = editing;
    const fields = {
      titulo: form.titulo,
      link: form.link,
      youtube_src: form.youtube_src || null,
      img_src: form.img_src || null,
      idioma: Number(form.idioma) as 0 | 1 | 2,
      tempo_pular: Number(form.tempo_pular || '0'),
    };
    const isSaved = await act(() =>
      id === null ? call('createAd', fields) : call('updateAd', { id, ...fields }),
    );
    if (isSaved) setEditing(null);
  };

  if (error && !data)
    return <LoadError message={t('common.loadError')} retryLabel={t('common.retry')} onRetry={reload} />;
  if (!data) return <Loading />;
  const form = editing?.form;
  const setField = (key: keyof Form, value: string) =>
    setEditing((current) => current && { ...current, form: { ...current.form, [key]: value } });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <Button
          variant="contained"
          onClick={() => setEditing({ id: null, form: EMPTY })}
          data-testid="ad-new"
        >
          {t('ads.new')}
        </Button>
      </Box>
      {data.data.length === 0 ? (
        <Typography color="text.secondary">{t('common.empty')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" data-testid="ads-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('ads.titulo')}</TableCell>
                <TableCell>{t('ads.link')}</TableCell>
                <TableCell>{t('ads.language')}</TableCell>
                <TableCell>{t('ads.skip')}</TableCell>
                <TableCell>{t('ads.active')}</TableCell>
                <TableCell>{t('ads.clicks')}</TableCell>
                <TableCell align="right">{t('common.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.map((ad) => (
                <TableRow key={ad.id} data-testid={`ad-row-${ad.id}`}>
                  <TableCell>{ad.titulo}</TableCell>
                  <TableCell>{ad.link}</TableCell>
                  <TableCell>{t(`ads.languages.${ad.idioma}`)}</TableCell>
                  <TableCell>{ad.tempo_pular}</TableCell>
                  <TableCell>{ad.ativo ? t('common.yes') : t('common.no')}</TableCell>
                  <TableCell>{ad.cliques}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button onClick={() => setEditing({ id: ad.id, form: formOf(ad) })}>
                      {t('ads.editTitle')}
                    </Button>
                    {ad.ativo ? (
                      <Button color="error" onClick={() => void deactivate(ad)}>
                        {t('ads.deactivate')}
                      </Button>
                    ) : (
                      <Button
                        onClick={() =>
                          void act(() =>
                            call('updateAd', {
                              id: ad.id,
                              titulo: ad.titulo,
                              link: ad.link,
                              youtube_src: ad.youtube_src,
                              img_src: ad.img_src,
                              idioma: ad.idioma,
                              tempo_pular: ad.tempo_pular,
                              ativo: true,
                            }),
                          )
                        }
                      >
                        {t('ads.reactivate')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing && form && (
        <Dialog open onClose={() => setEditing(null)} fullWidth maxWidth="sm">
          <DialogTitle>{editing.id === null ? t('ads.new') : t('ads.editTitle')}</DialogTitle>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
            <TextField
              size="small"
              label={t('ads.titulo')}
              value={form.titulo}
              onChange={(event) => setField('titulo', event.target.value)}
            />
            <TextField
              size="small"
              label={t('ads.link')}
              value={form.link}
              onChange={(event) => setField('link', event.target.value)}
            />
            <TextField
              size="small"
              label={t('ads.youtube')}
              value={form.youtube_src}
              onChange={(event) => setField('youtube_src', event.target.value)}
            />
            <TextField
              size="small"
              label={t('ads.image')}
              value={form.img_src}
              onChange={(event) => setField('img_src', event.target.value)}
            />
            <TextField
              select
              size="small"
              label={t('ads.language')}
              value={form.idioma}
              onChange={(event) => setField('idioma', event.target.value)}
            >
              {[0, 1, 2].map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`ads.languages.${value}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              label={t('ads.skip')}
              value={form.tempo_pular}
              onChange={(event) => setField('tempo_pular', event.target.value.replace(/\D/g, ''))}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setEditing(null)}>{t('common.cancel')}</Button>
            <Button
              variant="contained"
              disabled={!form.titulo.trim() || !form.link.trim()}
              onClick={() => void save()}
            >
              {t('common.save')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  );
}

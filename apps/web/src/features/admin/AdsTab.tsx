import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { TAdminAd } from '@cocho/contracts';
import { useCallMutation } from '../../api/query';
import { CallTable } from '../../ui/data-table/CallTable';
import type { DataColumn } from '../../ui/data-table/DataTable';
import { useErrorText } from '../../i18n/use-error-text';
import { useAlert } from '../../ui/AlertProvider';
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
  const createAd = useCallMutation('createAd', ['listAdminAds']);
  const updateAd = useCallMutation('updateAd', ['listAdminAds']);
  const deactivateAd = useCallMutation('deactivateAd', ['listAdminAds']);
  const [editing, setEditing] = useState<{ id: number | null; form: Form } | null>(null);

  const act = async (action: () => Promise<unknown>) => {
    try {
      await action();
      showAlert(t('common.saved'));
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
    if (isConfirmed) await act(() => deactivateAd.mutateAsync({ id: ad.id }));
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
      id === null ? createAd.mutateAsync(fields) : updateAd.mutateAsync({ id, ...fields }),
    );
    if (isSaved) setEditing(null);
  };

  const columns: DataColumn<TAdminAd>[] = [
    { id: 'title', header: t('ads.titulo'), cell: (ad) => ad.titulo },
    { id: 'link', header: t('ads.link'), cell: (ad) => ad.link },
    { id: 'language', header: t('ads.language'), cell: (ad) => t(`ads.languages.${ad.idioma}`) },
    { id: 'skip', header: t('ads.skip'), cell: (ad) => ad.tempo_pular },
    { id: 'active', header: t('ads.active'), cell: (ad) => t(ad.ativo ? 'common.yes' : 'common.no') },
    { id: 'clicks', header: t('ads.clicks'), cell: (ad) => ad.cliques },
    {
      id: 'actions',
      header: t('common.actions'),
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
      cell: (ad) => (
        <>
          <Button onClick={() => setEditing({ id: ad.id, form: formOf(ad) })}>{t('ads.editTitle')}</Button>
          {ad.ativo ? (
            <Button color="error" onClick={() => void deactivate(ad)}>
              {t('ads.deactivate')}
            </Button>
          ) : (
            <Button
              onClick={() =>
                void act(() =>
                  updateAd.mutateAsync({
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
        </>
      ),
    },
  ];
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
      <CallTable
        call="listAdminAds"
        input={{}}
        rowsOf={(answer) => answer.data}
        columns={columns}
        rowKey={(ad) => ad.id}
        testId="ads-table"
        rowTestId={(ad) => `ad-row-${ad.id}`}
      />
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

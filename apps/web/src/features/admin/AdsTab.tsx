import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZAdInput } from '@cocho/contracts';
import type { TAdminAd } from '@cocho/contracts';
import { useCallMutation } from '../../api/query';
import { useModal } from '../../ui/ModalProvider';
import { adminColumns, AdminListTab } from './AdminListTab';
import { SavingFormDialog } from '../../ui/form/dialogs';
import { languageChoices } from '../../ui/form/fields';
import { schemaResolver } from '../../ui/form/schema-form';
import { useRun } from '../../ui/form/run';

type Form = Record<'titulo' | 'link' | 'youtube_src' | 'img_src' | 'idioma' | 'tempo_pular', string>;
const formOf = (ad: TAdminAd | null): Form => ({
  titulo: ad?.titulo ?? '',
  link: ad?.link ?? '',
  youtube_src: ad?.youtube_src ?? '',
  img_src: ad?.img_src ?? '',
  idioma: String(ad?.idioma ?? 0),
  tempo_pular: String(ad?.tempo_pular ?? 30),
});
/** The form as the contract's ad fields (ZAdInput). */
const resolver = schemaResolver(ZAdInput, (form: Form) => ({
  ...form,
  youtube_src: form.youtube_src || null,
  img_src: form.img_src || null,
  idioma: Number(form.idioma),
  tempo_pular: Number(form.tempo_pular || '0'),
}));

/**
 * Ads: list, create, edit, deactivate (after a confirmation) and reactivate (docs/product/shell.md#ad: an ad is never
 * deleted, so a deactivation can be undone).
 */
export function AdsTab() {
  const { t } = useTranslation('admin');
  const { confirm } = useModal();
  const { run } = useRun();
  const updateAd = useCallMutation('updateAd', ['listAdminAds']);
  const deactivateAd = useCallMutation('deactivateAd', ['listAdminAds']);
  const deactivate = async (ad: TAdminAd) => {
    const message = t('ads.deactivateConfirm', { title: ad.titulo });
    if (await confirm({ title: t('ads.deactivateTitle'), message }))
      await run(() => deactivateAd.mutateAsync({ id: ad.id }), t('common.saved'));
  };

  return (
    <AdminListTab
      call="listAdminAds"
      editor={{
        newText: t('ads.new'),
        newTestId: 'ad-new',
        dialog: (ad, close) => <AdDialog ad={ad} onClose={close} />,
      }}
      table={{
        testId: 'ads-table',
        rowTestId: (ad) => `ad-row-${ad.id}`,
        columns: (edit) =>
          adminColumns<TAdminAd>(t, 'ads', [
            { id: 'titulo', cell: (ad) => ad.titulo },
            { id: 'link', cell: (ad) => ad.link },
            { id: 'language', cell: (ad) => t(`ads.languages.${ad.idioma}`) },
            { id: 'skip', cell: (ad) => ad.tempo_pular },
            { id: 'active', cell: (ad) => t(ad.ativo ? 'common.yes' : 'common.no') },
            { id: 'clicks', cell: (ad) => ad.cliques },
            {
              id: 'actions',
              sx: { whiteSpace: 'nowrap' },
              cell: (ad) => (
                <>
                  <Button onClick={() => edit(ad)}>{t('ads.editTitle')}</Button>
                  {ad.ativo ? (
                    <Button color="error" onClick={() => void deactivate(ad)}>
                      {t('ads.deactivate')}
                    </Button>
                  ) : (
                    <Button
                      onClick={() => {
                        const { titulo, link, youtube_src, img_src, idioma, tempo_pular } = ad;
                        const input = { titulo, link, youtube_src, img_src, idioma, tempo_pular };
                        void run(
                          () => updateAd.mutateAsync({ id: ad.id, ...input, ativo: true }),
                          t('common.saved'),
                        );
                      }}
                    >
                      {t('ads.reactivate')}
                    </Button>
                  )}
                </>
              ),
            },
          ]),
      }}
    />
  );
}

/** Creates (ad null) or edits an ad. */
function AdDialog({ ad, onClose }: { ad: TAdminAd | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const createAd = useCallMutation('createAd', ['listAdminAds']);
  const updateAd = useCallMutation('updateAd', ['listAdminAds']);
  return (
    <SavingFormDialog
      title={t(ad ? 'ads.editTitle' : 'ads.new')}
      formId="ad-form"
      form={useForm({ defaultValues: formOf(ad), resolver })}
      save={(fields) => (ad ? updateAd.mutateAsync({ id: ad.id, ...fields }) : createAd.mutateAsync(fields))}
      success={t('common.saved')}
      onSaved={onClose}
      onClose={onClose}
      submitText={t('common.save')}
      cancelText={t('common.cancel')}
      fieldSize="small"
      fields={[
        { name: 'titulo', label: t('ads.titulo') },
        { name: 'link', label: t('ads.link') },
        { name: 'youtube_src', label: t('ads.youtube') },
        { name: 'img_src', label: t('ads.image') },
        { name: 'idioma', label: t('ads.language'), options: languageChoices(t, 'ads.languages') },
        { name: 'tempo_pular', label: t('ads.skip'), digits: true },
      ]}
    />
  );
}

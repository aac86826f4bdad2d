import { useState } from 'react';
import Button from '@mui/material/Button';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { useTranslation } from 'react-i18next';
import { traceMineralPremixComposition } from '@cocho/engine';
import type { TraceMineralPremix } from '@cocho/engine';
import type { TFeed } from '@cocho/contracts';
import { call, errorCodeOf } from '../../api/client';
import { useFeedCatalogue } from '../../catalogue/use-feed-catalogue';
import { formatDate } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { useAlert } from '../../ui/AlertProvider';

/** Feed category of mineral mixes and premixes (docs/product/calculation.md#feed categories: 4 mineral). */
const MINERAL_FEED_CATEGORY = 4;

/** The premix's carrier in the catalogue: ground corn (fubá), the finest grind first. */
const CARRIER_NAMES = ['Milho moído fino', 'Milho moído médio', 'Milho moído grosso'];

/** The catalogue's ground corn, or null when the catalogue has none (the button then stays off). */
export function findPremixCarrier(catalogue: readonly TFeed[]): TFeed | null {
  for (const name of CARRIER_NAMES) {
    const feed = catalogue.find((candidate) => candidate.name === name && candidate.EXCLUIDO === 0);
    if (feed) return feed;
  }
  return null;
}

/**
 * "Save as my feed": the diet's trace-mineral premix (on its ground-corn carrier) becomes the user's own
 * mineral feed, to use in other diets, send to a feed mill or share; the price is left for the user.
 */
export function SavePremixAsFeed({ premix }: { readonly premix: TraceMineralPremix }) {
  const { t } = useTranslation('diet');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const { showAlert } = useAlert();
  const { state } = useFeedCatalogue();
  const [isSaving, setIsSaving] = useState(false);
  const [isSaved, setIsSaved] = useState(false);
  const carrier = state.status === 'ready' ? findPremixCarrier(state.catalogue.catalogue) : null;

  const onSave = async () => {
    if (!carrier) return;
    const name = t('result.guards.premixFeedName', { date: formatDate(new Date(), language) });
    setIsSaving(true);
    try {
      await call('createUserFeed', {
        name,
        tipo: MINERAL_FEED_CATEGORY,
        nutrientes: traceMineralPremixComposition(premix, carrier.nutrientes),
        custo: null,
        unidade: 'kg',
        visibilidade: 'privado',
      });
      setIsSaved(true);
      showAlert(t('result.guards.premixSaved', { name }), 'success');
    } catch (error) {
      showAlert(t('result.guards.premixSaveError', { reason: tErrors(errorCodeOf(error)) }), 'error');
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<SaveOutlined />}
      disabled={!carrier || isSaving || isSaved}
      onClick={() => void onSave()}
      data-testid="premix-save-feed"
      sx={{ mt: 1 }}
    >
      {isSaved ? t('result.guards.premixSavedShort') : t('result.guards.premixSave')}
    </Button>
  );
}

import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NUTRIENT_KEYS, NUTRIENT_UNITS } from '@cocho/engine';
import type { Language, NutrientKey } from '@cocho/engine';
import type { TNutrients } from '@cocho/contracts';
import { NumberField } from '../../ui/NumberField';
import type { SelectedFeed } from './diet-state';
import { feedNameIn } from '../../format/feed-name';

/** i18n key (feeds namespace, `unit.*`) of each nutrient unit. */
const UNIT_KEYS: Readonly<Record<string, string>> = {
  '% as fed': 'pctAsFed',
  '% DM': 'pctDm',
  'Mcal/kg DM': 'mcal',
  '%/h': 'pctPerHour',
  'mg/kg DM': 'mgKg',
};

export type FeedCompositionDialogProps = {
  readonly selected: SelectedFeed;
  readonly language: Language;
  readonly onClose: () => void;
  /** The edited composition, or null to go back to the catalogue's. */
  readonly onApply: (nutrientes: TNutrients | null) => void;
};

/**
 * Edits the composition of a selected feed for this diet only (docs/product/calculation.md#records `alterado`, docs/product/calculation.md#validation warning "edited
 * composition"); "restore" goes back to the catalogue's composition and clears the altered flag (docs/product/calculation.md#states).
 */
export function FeedCompositionDialog({ selected, language, onClose, onApply }: FeedCompositionDialogProps) {
  const { t } = useTranslation('diet');
  const { t: tFeeds } = useTranslation('feeds');
  const [values, setValues] = useState<TNutrients>(selected.nutrientesAlterados ?? selected.feed.nutrientes);
  const original = selected.feed.nutrientes;
  const isChanged = NUTRIENT_KEYS.some((key) => (values[key] ?? null) !== (original[key] ?? null));

  const set = (key: NutrientKey, value: number | null) =>
    setValues((current) => {
      const next = { ...current };
      if (value === null) delete next[key];
      else next[key] = value;
      return next;
    });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{t('composition.title', { name: feedNameIn(selected.feed, language) })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('composition.intro')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
            gap: 2,
          }}
          data-testid="feed-composition"
        >
          {NUTRIENT_KEYS.map((key) => (
            <NumberField
              key={key}
              size="small"
              language={language}
              label={tFeeds(`nutrient.${key}`)}
              value={values[key] ?? null}
              onValueChange={(value) => set(key, value)}
              testId={`composition-${key}`}
              endUnit={tFeeds(`unit.${UNIT_KEYS[NUTRIENT_UNITS[key]] ?? 'pctDm'}`)}
            />
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button
          disabled={selected.nutrientesAlterados === null && !isChanged}
          onClick={() => onApply(null)}
          data-testid="composition-restore"
        >
          {t('composition.restore')}
        </Button>
        <Button onClick={onClose}>{t('save.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => onApply(isChanged ? values : null)}
          data-testid="composition-apply"
        >
          {t('composition.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

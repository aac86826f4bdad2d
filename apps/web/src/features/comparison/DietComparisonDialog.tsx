import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ComparedDiet } from './compare-diets';
import { DietComparisonTable } from './DietComparisonTable';

/**
 * The diet comparison as a dialog (no route of docs/product/shell.md#screens fits it): the diet screens open it with the
 * diets to compare (`toComparedDiet` for the current result, `comparedDietFromRecord` for saved ones).
 */
export function DietComparisonDialog({
  open,
  diets,
  onClose,
}: {
  readonly open: boolean;
  readonly diets: readonly ComparedDiet[];
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('comparison');
  return (
    <Dialog open={open} onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="diet-comparison-title">
      <DialogTitle id="diet-comparison-title">{t('dietsTitle')}</DialogTitle>
      <DialogContent>
        {diets.length < 2 ? (
          <Typography>{t('needTwoDiets')}</Typography>
        ) : (
          <DietComparisonTable diets={diets} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

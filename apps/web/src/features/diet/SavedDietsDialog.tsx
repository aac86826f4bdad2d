import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import { useTranslation } from 'react-i18next';
import type { Language } from '@cocho/engine';
import { call, errorCodeOf } from '../../api/client';
import { formatDateTime, formatMoney } from '../../format/format';
import { DietComparisonTable } from '../comparison/DietComparisonTable';
import { comparedDietFromRecord } from '../comparison/compare-diets';
import type { ComparedDiet } from '../comparison/compare-diets';
import { useSavedRecords } from '../records/use-saved-records';

export type SavedDietsDialogProps = {
  readonly onClose: () => void;
  readonly onOpenDiet: (id: number) => void | Promise<void>;
  /** The diet on screen, compared with the chosen ones when it has a result. */
  readonly current: ComparedDiet | null;
  readonly language: Language;
};

/** My diets (spec 01 §2): open, remove, and compare two or more side by side. */
export function SavedDietsDialog({ onClose, onOpenDiet, current, language }: SavedDietsDialogProps) {
  const { t } = useTranslation('diet');
  const { t: tErrors } = useTranslation('errors');
  const [chosen, setChosen] = useState<readonly number[]>([]);
  const [compared, setCompared] = useState<readonly ComparedDiet[] | null>(null);
  const [isComparing, setIsComparing] = useState(false);
  const {
    records: diets,
    error,
    setError,
    remove: onRemove,
  } = useSavedRecords({
    find: 'findMyDiets',
    namespace: 'diet',
    onRemoved: (removed) => setChosen((ids) => ids.filter((id) => id !== removed)),
  });

  const onCompare = async () => {
    setIsComparing(true);
    try {
      const records = await Promise.all(chosen.map((id) => call('getDiet', { id })));
      const saved = records.map(({ dieta }) => comparedDietFromRecord(dieta, language));
      setCompared(current ? [current, ...saved] : saved);
    } catch (failure) {
      setError(tErrors(errorCodeOf(failure)));
    } finally {
      setIsComparing(false);
    }
  };

  const toggle = (id: number) =>
    setChosen((ids) => (ids.includes(id) ? ids.filter((item) => item !== id) : [...ids, id]));
  const canCompare = chosen.length + (current ? 1 : 0) >= 2;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={compared ? 'lg' : 'sm'}>
      <DialogTitle>{compared ? t('compare.title') : t('saved.title')}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {compared ? (
          <DietComparisonTable diets={compared} />
        ) : diets === null ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
            <CircularProgress size={24} />
          </Box>
        ) : diets.length === 0 ? (
          <Box sx={{ color: 'text.secondary' }}>{t('saved.empty')}</Box>
        ) : (
          <List dense data-testid="saved-diets">
            {diets.map((diet) => (
              <ListItem
                key={diet.id}
                data-testid="saved-diet"
                secondaryAction={
                  <Box>
                    <Tooltip title={t('saved.open')}>
                      <IconButton aria-label={t('saved.open')} onClick={() => void onOpenDiet(diet.id)}>
                        <FolderOpenOutlined />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t('saved.remove')}>
                      <IconButton aria-label={t('saved.remove')} onClick={() => void onRemove(diet)}>
                        <DeleteOutlined />
                      </IconButton>
                    </Tooltip>
                  </Box>
                }
              >
                <ListItemIcon>
                  <Checkbox
                    edge="start"
                    checked={chosen.includes(diet.id)}
                    onChange={() => toggle(diet.id)}
                    slotProps={{ input: { 'aria-label': t('saved.choose', { name: diet.nome }) } }}
                  />
                </ListItemIcon>
                <ListItemText
                  primary={diet.nome}
                  secondary={`${formatDateTime(diet.updated_at, language)}${
                    diet.custo === null ? '' : ` · ${formatMoney(diet.custo, language)}`
                  }${diet.atrasada ? ` · ${t('saved.overdue')}` : ''}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        {compared ? (
          <Button onClick={() => setCompared(null)}>{t('nav.back')}</Button>
        ) : (
          <Button
            disabled={!canCompare || isComparing}
            onClick={() => void onCompare()}
            data-testid="compare-diets"
          >
            {t('compare.action')}
          </Button>
        )}
        <Button onClick={onClose}>{t('saved.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

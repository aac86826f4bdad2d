import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import { useTranslation } from 'react-i18next';
import type { Language } from '@cocho/engine';
import { formatDateTime, formatMoney } from '../../format/format';
import { useSavedRecords } from '../records/use-saved-records';

export type SavedPredictionsDialogProps = {
  readonly onClose: () => void;
  readonly onOpen: (id: number) => void | Promise<void>;
  /** Called after a prediction is removed (the screen forgets it when it is the one shown). */
  readonly onRemoved: (id: number) => void;
  readonly language: Language;
};

/**
 * My predictions (spec 01 §2): the saved predictions (hidden auto-saved ones are not listed), to open or
 * remove. The diet list's comparison does not apply to predictions, so this is its own small dialog.
 */
export function SavedPredictionsDialog({
  onClose,
  onOpen,
  onRemoved,
  language,
}: SavedPredictionsDialogProps) {
  const { t } = useTranslation('prediction');
  const {
    records: predictions,
    error,
    remove: onRemove,
  } = useSavedRecords({ find: 'findMyPredictions', namespace: 'prediction', onRemoved });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('saved.title')}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {predictions === null ? (
          !error && (
            <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
              <CircularProgress size={24} />
            </Box>
          )
        ) : predictions.length === 0 ? (
          <Box sx={{ color: 'text.secondary' }}>{t('saved.empty')}</Box>
        ) : (
          <List dense data-testid="saved-predictions">
            {predictions.map((prediction) => (
              <ListItem
                key={prediction.id}
                data-testid="saved-prediction"
                secondaryAction={
                  <Box>
                    <Tooltip title={t('saved.open')}>
                      <IconButton
                        aria-label={t('saved.openNamed', { name: prediction.nome })}
                        onClick={() => void onOpen(prediction.id)}
                        data-testid="open-prediction"
                      >
                        <FolderOpenOutlined />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t('saved.remove')}>
                      <IconButton
                        aria-label={t('saved.removeNamed', { name: prediction.nome })}
                        onClick={() => void onRemove(prediction)}
                        data-testid="remove-prediction"
                      >
                        <DeleteOutlined />
                      </IconButton>
                    </Tooltip>
                  </Box>
                }
              >
                <ListItemText
                  primary={prediction.nome}
                  secondary={`${formatDateTime(prediction.updated_at, language)}${
                    prediction.custo === null ? '' : ` · ${formatMoney(prediction.custo, language)}`
                  }`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('saved.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

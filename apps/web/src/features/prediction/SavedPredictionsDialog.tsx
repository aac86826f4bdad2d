import { useEffect, useState } from 'react';
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
import type { TDietSummary } from '@cocho/contracts';
import type { Language } from '@cocho/engine';
import { call, errorCodeOf } from '../../api/client';
import { formatDateTime, formatMoney } from '../../format/format';
import { useModal } from '../../ui/ModalProvider';

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
  const { t: tErrors } = useTranslation('errors');
  const { confirm } = useModal();
  const [predictions, setPredictions] = useState<TDietSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    call('findMyPredictions', {}).then(
      (answer) => {
        if (!isCurrent) return;
        setPredictions(answer.data);
        setError(null);
      },
      (failure: unknown) => {
        if (isCurrent) setError(tErrors(errorCodeOf(failure)));
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [tErrors, version]);

  const onRemove = async (prediction: TDietSummary) => {
    const isConfirmed = await confirm({
      title: t('saved.removeTitle'),
      message: t('saved.removeMessage', { name: prediction.nome }),
    });
    if (!isConfirmed) return;
    try {
      await call('removeDiet', { id: prediction.id });
      onRemoved(prediction.id);
      setVersion((value) => value + 1);
    } catch (failure) {
      setError(t('saved.removeFailed', { reason: tErrors(errorCodeOf(failure)) }));
    }
  };

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

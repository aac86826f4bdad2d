import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { DIET_NAME_MAX_CHARS } from '@cocho/contracts';

export type SaveDietDialogProps = {
  readonly open: boolean;
  readonly initialName: string;
  readonly initialObs: string | null;
  readonly isSaving: boolean;
  readonly onCancel: () => void;
  readonly onSave: (nome: string, obs: string | null) => void;
};

/** Asks for the diet's name (required, spec 02 §5) and notes before saving. */
export function SaveDietDialog({
  open,
  initialName,
  initialObs,
  isSaving,
  onCancel,
  onSave,
}: SaveDietDialogProps) {
  const { t } = useTranslation('diet');
  const [nome, setNome] = useState(initialName);
  const [obs, setObs] = useState(initialObs ?? '');
  const [isTouched, setIsTouched] = useState(false);
  const isNameMissing = nome.trim() === '';

  return (
    <Dialog open={open} onClose={onCancel} fullWidth maxWidth="sm">
      <DialogTitle>{t('save.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <TextField
          autoFocus
          label={t('save.name')}
          value={nome}
          onChange={(event) => setNome(event.target.value.slice(0, DIET_NAME_MAX_CHARS))}
          error={isTouched && isNameMissing}
          helperText={isTouched && isNameMissing ? t('save.nameRequired') : undefined}
          slotProps={{ htmlInput: { 'data-testid': 'save-name' } }}
        />
        <TextField
          label={t('save.obs')}
          value={obs}
          multiline
          minRows={2}
          onChange={(event) => setObs(event.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('save.cancel')}</Button>
        <Button
          variant="contained"
          disabled={isSaving}
          data-testid="save-confirm"
          onClick={() => {
            setIsTouched(true);
            if (!isNameMissing) onSave(nome.trim(), obs.trim() === '' ? null : obs);
          }}
        >
          {t('save.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { DIET_NAME_MAX_CHARS } from '@cocho/contracts';
import type { TDietCycle } from '@cocho/contracts';
import type { Language } from '@cocho/engine';
import { useModal } from '../../ui/ModalProvider';
import { DietCycleFields, EMPTY_CYCLE, findCycleProblems } from './DietCycleFields';

export type SaveDietDialogProps = {
  readonly open: boolean;
  readonly initialName: string;
  readonly initialObs: string | null;
  /** The lifecycle saved before, or null. */
  readonly initialCycle: TDietCycle | null;
  readonly isSaving: boolean;
  readonly language: Language;
  readonly onCancel: () => void;
  readonly onSave: (nome: string, obs: string | null, ciclo: TDietCycle | null) => void;
  /** Other records (a prediction) give their own title and name label; the lifecycle is a diet's only. */
  readonly title?: string;
  readonly nameLabel?: string;
  readonly canTrackCycle?: boolean;
};

/** Asks for the diet's (or prediction's) name (required, docs/product/calculation.md#validation) and notes before saving. */
export function SaveDietDialog({
  open,
  initialName,
  initialObs,
  initialCycle,
  isSaving,
  language,
  onCancel,
  onSave,
  title,
  nameLabel,
  canTrackCycle = true,
}: SaveDietDialogProps) {
  const { t } = useTranslation('diet');
  const { confirm } = useModal();
  const [isTracked, setIsTracked] = useState(initialCycle !== null);
  const [cycle, setCycle] = useState<TDietCycle>(initialCycle ?? EMPTY_CYCLE);
  const [nome, setNome] = useState(initialName);
  const [obs, setObs] = useState(initialObs ?? '');
  const [isTouched, setIsTouched] = useState(false);
  const isNameMissing = nome.trim() === '';

  return (
    <Dialog open={open} onClose={onCancel} fullWidth maxWidth="sm">
      <DialogTitle>{title ?? t('save.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <TextField
          autoFocus
          label={nameLabel ?? t('save.name')}
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
        {canTrackCycle && (
          <FormControlLabel
            control={
              <Checkbox
                checked={isTracked}
                onChange={(event) => setIsTracked(event.target.checked)}
                slotProps={{ input: { 'data-testid': 'track-cycle' } as object }}
              />
            }
            label={t('cycle.track')}
          />
        )}
        {canTrackCycle && isTracked && (
          <DietCycleFields cycle={cycle} onChange={setCycle} showErrors={isTouched} language={language} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('save.cancel')}</Button>
        <Button
          variant="contained"
          disabled={isSaving}
          data-testid="save-confirm"
          onClick={async () => {
            setIsTouched(true);
            if (isNameMissing) return;
            if (isTracked && Object.keys(findCycleProblems(cycle)).length > 0) return;
            // docs/product/shell.md#validation: changing the expected end date asks for confirmation.
            const isEndChanged =
              isTracked && initialCycle !== null && initialCycle.fim_previsto !== cycle.fim_previsto;
            if (
              isEndChanged &&
              !(await confirm({ title: t('cycle.endChangedTitle'), message: t('cycle.endChanged') }))
            )
              return;
            onSave(nome.trim(), obs.trim() === '' ? null : obs, isTracked ? cycle : null);
          }}
        >
          {t('save.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

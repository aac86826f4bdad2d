import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { DIET_NAME_MAX_CHARS } from '@cocho/contracts';
import type { TDietCycle } from '@cocho/contracts';
import type { Language } from '@cocho/engine';
import { useModal } from '../../ui/ModalProvider';
import { FormDialog } from '../../ui/form/dialogs';
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

  const onConfirm = async () => {
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
  };

  if (!open) return null;
  return (
    <FormDialog
      title={title ?? t('save.title')}
      formId="save-record"
      onClose={onCancel}
      onSubmit={() => void onConfirm()}
      submitDisabled={isSaving}
      submitText={t('save.confirm')}
      submitTestId="save-confirm"
      cancelText={t('save.cancel')}
      formSx={{ gap: 2 }}
    >
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
    </FormDialog>
  );
}

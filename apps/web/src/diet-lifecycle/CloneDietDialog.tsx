import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { DIET_NAME_MAX_CHARS } from '@cocho/contracts';
import { call } from '../api/client';
import { useErrorText } from '../i18n/use-error-text';
import { FormDialog } from '../ui/form/dialogs';

export type CloneDietDialogProps = {
  readonly dietId: number;
  readonly dietName: string;
  readonly onCancel: () => void;
  readonly onCloned: (id: number, name: string) => void;
};

/** Clones a saved diet under a new name (dieta/clonar; docs/product/shell.md#diet-state "cloned"); the copy starts as saved. */
export function CloneDietDialog({ dietId, dietName, onCancel, onCloned }: CloneDietDialogProps) {
  const { t } = useTranslation('dashboard');
  const errorText = useErrorText();
  const [name, setName] = useState(() =>
    t('lifecycle.copyName', { name: dietName }).slice(0, DIET_NAME_MAX_CHARS),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const isNameMissing = name.trim() === '';

  const onConfirm = async () => {
    if (isNameMissing) return;
    setIsBusy(true);
    setFailure(null);
    try {
      const answer = await call('cloneDiet', { id: dietId, nome: name.trim() });
      onCloned(answer.id, answer.dieta.nome);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <FormDialog
      title={t('lifecycle.cloneTitle')}
      formId="clone-diet"
      maxWidth="xs"
      onClose={onCancel}
      onSubmit={() => void onConfirm()}
      submitDisabled={isBusy || isNameMissing}
      submitText={t('lifecycle.confirmClone')}
      submitTestId="clone-confirm"
      cancelText={t('lifecycle.cancel')}
      failure={failure}
    >
      <TextField
        autoFocus
        size="small"
        label={t('lifecycle.cloneName')}
        value={name}
        error={isNameMissing}
        onChange={(event) => setName(event.target.value.slice(0, DIET_NAME_MAX_CHARS))}
        slotProps={{ htmlInput: { 'data-testid': 'clone-name' } }}
      />
    </FormDialog>
  );
}

import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ALSO_WITH_OTHER_ISSUES, DIET_NAME_MAX_CHARS } from '@cocho/contracts';
import type { TDietCycle } from '@cocho/contracts';
import type { Language } from '@cocho/engine';
import { useModal } from '../../ui/ModalProvider';
import { FormDialog } from '../../ui/form/dialogs';
import { FormCheck, FormTextField } from '../../ui/form/fields';
import { useSchemaForm } from '../../ui/form/schema-form';
import { DietCycleFields, EMPTY_CYCLE, findCycleProblems } from './DietCycleFields';

/** The save form: the name (required), the notes, and the lifecycle when it is tracked. */
const ZSaveForm = z
  .object({
    nome: z.string().trim().min(1, 'diet:save.nameRequired'),
    obs: z.string(),
    isTracked: z.boolean(),
    ciclo: z.custom<TDietCycle>(),
  })
  // A tracked lifecycle with a problem is not saved; DietCycleFields says which field (never shown here).
  .superRefine(({ isTracked, ciclo }, context) => {
    if (isTracked && Object.keys(findCycleProblems(ciclo)).length > 0)
      context.addIssue({ code: 'custom', path: ['ciclo'], message: 'INVALID' });
  }, ALSO_WITH_OTHER_ISSUES);

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
  const { control, handleSubmit, watch, setValue, formState } = useSchemaForm(ZSaveForm, {
    nome: initialName,
    obs: initialObs ?? '',
    isTracked: initialCycle !== null,
    ciclo: initialCycle ?? EMPTY_CYCLE,
  });

  const onConfirm = async ({ nome, obs, isTracked, ciclo }: z.output<typeof ZSaveForm>) => {
    // docs/product/shell.md#validation: changing the expected end date asks for confirmation.
    const isEndChanged =
      isTracked && initialCycle !== null && initialCycle.fim_previsto !== ciclo.fim_previsto;
    if (
      isEndChanged &&
      !(await confirm({ title: t('cycle.endChangedTitle'), message: t('cycle.endChanged') }))
    )
      return;
    onSave(nome, obs.trim() === '' ? null : obs, isTracked ? ciclo : null);
  };

  if (!open) return null;
  return (
    <FormDialog
      title={title ?? t('save.title')}
      formId="save-record"
      onClose={onCancel}
      onSubmit={() => void handleSubmit(onConfirm)()}
      submitDisabled={isSaving}
      submitText={t('save.confirm')}
      submitTestId="save-confirm"
      cancelText={t('save.cancel')}
      formSx={{ gap: 2 }}
    >
      <FormTextField
        control={control}
        name="nome"
        autoFocus
        label={nameLabel ?? t('save.name')}
        maxLength={DIET_NAME_MAX_CHARS}
        testId="save-name"
      />
      <FormTextField control={control} name="obs" label={t('save.obs')} multiline minRows={2} />
      {canTrackCycle && (
        <FormCheck control={control} name="isTracked" label={t('cycle.track')} testId="track-cycle" />
      )}
      {canTrackCycle && watch('isTracked') && (
        <DietCycleFields
          cycle={watch('ciclo')}
          onChange={(ciclo) => setValue('ciclo', ciclo, { shouldValidate: formState.isSubmitted })}
          showErrors={formState.isSubmitted}
          language={language}
        />
      )}
    </FormDialog>
  );
}

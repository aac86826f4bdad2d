import { useState } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppError } from '@cocho/contracts';
import type { TDietSummary } from '@cocho/contracts';
import type { Language } from '@cocho/engine';
import { call } from '../api/client';
import { useErrorText } from '../i18n/use-error-text';
import { NumberField } from '../ui/NumberField';
import { FormDialog } from '../ui/form/dialogs';

/** The slaughter weight and the gains: one of them at least. */
const FINISH_FIGURES = ['peso_abate', 'gmd_real', 'gmd_observado'] as const;
const FINISH_FIELDS = ['fim_real', ...FINISH_FIGURES] as const;
type FinishFigure = (typeof FINISH_FIGURES)[number];
type FinishField = (typeof FINISH_FIELDS)[number];

export type FinishDietDialogProps = {
  readonly dietId: number;
  readonly dietName: string;
  readonly language: Language;
  readonly onCancel: () => void;
  readonly onFinished: (diet: TDietSummary) => void;
};

/** Today as YYYY-MM-DD in the browser's calendar (the date field's default). */
function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Finishes an active diet (dieta/finalizar; docs/product/shell.md#states, docs/product/shell.md#validation): the real end date plus the slaughter weight or
 * an average daily gain. The server's field errors show on their fields.
 */
export function FinishDietDialog({
  dietId,
  dietName,
  language,
  onCancel,
  onFinished,
}: FinishDietDialogProps) {
  const { t } = useTranslation('dashboard');
  const errorText = useErrorText();
  const [fimReal, setFimReal] = useState(localToday());
  const [figures, setFigures] = useState<Record<FinishFigure, number | null>>({
    peso_abate: null,
    gmd_real: null,
    gmd_observado: null,
  });
  const [problems, setProblems] = useState<Partial<Record<FinishField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const errorOf = (field: FinishField) => {
    const code = problems[field];
    return code ? t(`lifecycle.error.${code}`, { defaultValue: t('lifecycle.error.INVALID') }) : undefined;
  };

  const onConfirm = async () => {
    setFailure(null);
    if (fimReal === '') {
      setProblems({ fim_real: 'REAL_END_REQUIRED' });
      return;
    }
    if (FINISH_FIGURES.every((field) => figures[field] === null)) {
      setProblems({ peso_abate: 'WEIGHT_OR_GAIN_REQUIRED' });
      return;
    }
    setProblems({});
    setIsBusy(true);
    try {
      const answer = await call('finishDiet', { id: dietId, fim_real: fimReal, ...figures });
      onFinished(answer.dieta);
    } catch (error) {
      const fields = error instanceof AppError ? (error.fields ?? []) : [];
      const known = fields.filter((field) => (FINISH_FIELDS as readonly string[]).includes(field.field));
      if (known.length > 0) setProblems(Object.fromEntries(known.map((field) => [field.field, field.code])));
      else {
        const idProblem = fields.find((field) => field.field === 'id');
        setFailure(idProblem ? t(`lifecycle.error.${idProblem.code}`) : errorText(error));
      }
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <FormDialog
      title={t('lifecycle.finishTitle', { name: dietName })}
      formId="finish-diet"
      maxWidth="xs"
      onClose={onCancel}
      onSubmit={() => void onConfirm()}
      submitDisabled={isBusy}
      submitText={t('lifecycle.confirmFinish')}
      submitTestId="finish-confirm"
      cancelText={t('lifecycle.cancel')}
      before={
        <Typography variant="body2" color="text.secondary">
          {t('lifecycle.finishHint')}
        </Typography>
      }
      failure={failure}
      formSx={{ gap: 2 }}
    >
      <TextField
        type="date"
        size="small"
        label={t('lifecycle.fim_real')}
        value={fimReal}
        onChange={(event) => setFimReal(event.target.value)}
        error={!!errorOf('fim_real')}
        helperText={errorOf('fim_real')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'finish-fim_real' } }}
      />
      {FINISH_FIGURES.map((field) => (
        <NumberField
          key={field}
          size="small"
          language={language}
          label={t(`lifecycle.${field}`)}
          value={figures[field]}
          onValueChange={(value) => setFigures((current) => ({ ...current, [field]: value }))}
          error={!!errorOf(field)}
          helperText={errorOf(field)}
          testId={`finish-${field}`}
        />
      ))}
    </FormDialog>
  );
}

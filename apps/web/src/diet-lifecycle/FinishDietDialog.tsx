import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppError } from '@cocho/contracts';
import type { TDietSummary } from '@cocho/contracts';
import type { Language } from '@cocho/engine';
import { call } from '../api/client';
import { useErrorText } from '../i18n/use-error-text';
import { NumberField } from '../ui/NumberField';

type FinishField = 'fim_real' | 'peso_abate' | 'gmd_real' | 'gmd_observado';

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
  const [pesoAbate, setPesoAbate] = useState<number | null>(null);
  const [gmdReal, setGmdReal] = useState<number | null>(null);
  const [gmdObservado, setGmdObservado] = useState<number | null>(null);
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
    if (pesoAbate === null && gmdReal === null && gmdObservado === null) {
      setProblems({ peso_abate: 'WEIGHT_OR_GAIN_REQUIRED' });
      return;
    }
    setProblems({});
    setIsBusy(true);
    try {
      const answer = await call('finishDiet', {
        id: dietId,
        fim_real: fimReal,
        peso_abate: pesoAbate,
        gmd_real: gmdReal,
        gmd_observado: gmdObservado,
      });
      onFinished(answer.dieta);
    } catch (error) {
      const fields = error instanceof AppError ? (error.fields ?? []) : [];
      const known = fields.filter((field) =>
        ['fim_real', 'peso_abate', 'gmd_real', 'gmd_observado'].includes(field.field),
      );
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
    <Dialog open onClose={onCancel} fullWidth maxWidth="xs">
      <DialogTitle>{t('lifecycle.finishTitle', { name: dietName })}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <Typography variant="body2" color="text.secondary">
          {t('lifecycle.finishHint')}
        </Typography>
        {failure && <Alert severity="error">{failure}</Alert>}
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
        <NumberField
          size="small"
          language={language}
          label={t('lifecycle.peso_abate')}
          value={pesoAbate}
          onValueChange={setPesoAbate}
          error={!!errorOf('peso_abate')}
          helperText={errorOf('peso_abate')}
          testId="finish-peso_abate"
        />
        <NumberField
          size="small"
          language={language}
          label={t('lifecycle.gmd_real')}
          value={gmdReal}
          onValueChange={setGmdReal}
          error={!!errorOf('gmd_real')}
          helperText={errorOf('gmd_real')}
          testId="finish-gmd_real"
        />
        <NumberField
          size="small"
          language={language}
          label={t('lifecycle.gmd_observado')}
          value={gmdObservado}
          onValueChange={setGmdObservado}
          error={!!errorOf('gmd_observado')}
          helperText={errorOf('gmd_observado')}
          testId="finish-gmd_observado"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('lifecycle.cancel')}</Button>
        <Button
          variant="contained"
          disabled={isBusy}
          onClick={() => void onConfirm()}
          data-testid="finish-confirm"
        >
          {t('lifecycle.confirmFinish')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

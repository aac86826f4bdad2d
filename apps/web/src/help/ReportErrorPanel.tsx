import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CALLS, ERROR_REPORT_MESSAGE_MAX } from '@cocho/contracts';
import { call, errorCodeOf } from '../api/client';
import { FormTextField } from '../ui/form/fields';
import { ProblemAndSend } from '../ui/form/dialogs';
import { useSchemaForm } from '../ui/form/schema-form';
import { useModal } from '../ui/ModalProvider';
import { readScreenshot } from './screenshot';

const ZReportForm = CALLS.reportError.request.pick({ descricao: true });

type ReportErrorPanelProps = {
  route: string;
  step: number | null;
  helpItemId: number | null;
  video: string;
};

/** The report-an-error panel of the help dialog: message, route and step, optional screenshot. */
export function ReportErrorPanel({ route, step, helpItemId, video }: ReportErrorPanelProps) {
  const { t } = useTranslation('help');
  const { inform } = useModal();
  const [capture, setCapture] = useState<string | null>(null);
  const { control, handleSubmit, formState, reset, setError, clearErrors } = useSchemaForm(ZReportForm, {
    descricao: '',
  });
  const serverProblem = (message: string) => setError('root.server', { message });

  const onPickFile = async (file: File | undefined) => {
    clearErrors('root.server');
    if (!file) return;
    const dataUrl = await readScreenshot(file).catch(() => null);
    if (dataUrl) setCapture(dataUrl);
    else serverProblem(t('report.screenshotInvalid'));
  };

  const send = handleSubmit(async ({ descricao }) => {
    try {
      await call('reportError', {
        id_ajuda: helpItemId,
        descricao,
        captura: capture,
        dados: { rota: route, etapa: step, ...(video ? { video } : {}) },
        web: true,
      });
      reset();
      setCapture(null);
      await inform({ title: t('report.successTitle'), message: t('report.successMessage') });
    } catch (error) {
      serverProblem(t(`errors:${errorCodeOf(error)}`));
    }
  });

  return (
    <Box data-testid="report-error">
      <Typography variant="h6" component="h3" gutterBottom>
        {t('report.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('report.intro')}
      </Typography>
      <Stack spacing={2}>
        <FormTextField
          control={control}
          name="descricao"
          label={t('report.message')}
          multiline
          minRows={3}
          maxLength={ERROR_REPORT_MESSAGE_MAX}
          testId="report-message"
          hint={null}
          quiet
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField label={t('report.route')} value={route} slotProps={{ input: { readOnly: true } }} />
          <TextField
            label={t('report.step')}
            value={step === null ? t('report.noStep') : String(step)}
            slotProps={{ input: { readOnly: true } }}
          />
        </Stack>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button component="label" variant="outlined">
            {t('report.screenshot')}
            <input
              hidden
              type="file"
              accept="image/png,image/jpeg,image/webp"
              data-testid="report-screenshot"
              onChange={(event) => void onPickFile(event.target.files?.[0])}
            />
          </Button>
          {capture ? (
            <>
              <Box component="img" src={capture} alt={t('report.screenshotPreview')} sx={{ height: 48 }} />
              <Button onClick={() => setCapture(null)}>{t('report.removeScreenshot')}</Button>
            </>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('report.screenshotHint')}
            </Typography>
          )}
        </Box>
        <ProblemAndSend
          problem={
            formState.errors.descricao ? t('report.messageRequired') : formState.errors.root?.server?.message
          }
          isSending={formState.isSubmitting}
          onSend={send}
          label={t('report.send')}
          testId="report-send"
        />
      </Stack>
    </Box>
  );
}

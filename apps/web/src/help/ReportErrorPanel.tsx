import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ERROR_REPORT_MESSAGE_MAX } from '@cocho/contracts';
import { call, errorCodeOf } from '../api/client';
import { useModal } from '../ui/ModalProvider';
import { readScreenshot } from './screenshot';

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
  const [message, setMessage] = useState('');
  const [capture, setCapture] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  const onPickFile = async (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    const dataUrl = await readScreenshot(file).catch(() => null);
    if (dataUrl) setCapture(dataUrl);
    else setProblem(t('report.screenshotInvalid'));
  };

  const send = async () => {
    if (message.trim() === '') {
      setProblem(t('report.messageRequired'));
      return;
    }
    setIsSending(true);
    setProblem(null);
    try {
      await call('reportError', {
        id_ajuda: helpItemId,
        descricao: message.trim(),
        captura: capture,
        dados: { rota: route, etapa: step, ...(video ? { video } : {}) },
        web: true,
      });
      setMessage('');
      setCapture(null);
      await inform({ title: t('report.successTitle'), message: t('report.successMessage') });
    } catch (error) {
      setProblem(t(`errors:${errorCodeOf(error)}`));
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Box data-testid="report-error">
      <Typography variant="h6" component="h3" gutterBottom>
        {t('report.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('report.intro')}
      </Typography>
      <Stack spacing={2}>
        <TextField
          label={t('report.message')}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: ERROR_REPORT_MESSAGE_MAX, 'data-testid': 'report-message' } }}
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
        {problem && <Alert severity="error">{problem}</Alert>}
        <Box>
          <Button
            variant="contained"
            onClick={() => void send()}
            disabled={isSending}
            data-testid="report-send"
          >
            {t('report.send')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

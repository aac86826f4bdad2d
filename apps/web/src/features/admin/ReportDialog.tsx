import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CALLS, ERROR_REPORT_REPLY_CHANNELS, ERROR_REPORT_REPLY_MAX } from '@cocho/contracts';
import { useCallMutation, useCallQuery } from '../../api/query';
import { formatDateTime } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { LoadError } from '../../ui/LoadError';
import { FactList } from '../../ui/FactList';
import { Loading } from '../../ui/Loading';
import { ViewDialog } from '../../ui/ViewDialog';
import { FormFields, keyedOptions, LONG_TEXT } from '../../ui/form/fields';
import { schemaResolver } from '../../ui/form/schema-form';
import { useRun } from '../../ui/form/run';

type Props = { id: number; onClose: () => void; onChanged: () => void };

/**
 * One error report: who, when, where (route and step), the message and the screenshot. Opening an unread
 * report marks it read (notificacoes/reporteLido); the answer goes to the reporter by notification or e-mail.
 */
export function ReportDialog({ id, onClose, onChanged }: Props) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { run } = useRun();
  const found = useCallQuery('findErrorReports', { id, pagina: 1, por_pagina: 1 });
  const markRead = useCallMutation('markErrorReportRead');
  const answerReport = useCallMutation('answerErrorReport');
  const stored = found.data?.data[0];
  // The server's latest word on the report: its answer to a change, else the report as found.
  const report = answerReport.data?.data ?? markRead.data?.data ?? stored;
  const isUnread = stored !== undefined && !stored.lido;

  useEffect(() => {
    if (isUnread && markRead.isIdle) markRead.mutate({ id }, { onSuccess: onChanged });
    // Opening an unread report marks it read once; onChanged is a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isUnread]);

  const answerForm = useForm({
    defaultValues: { canal: 'notificacao', resposta: '' },
    resolver: schemaResolver(
      CALLS.answerErrorReport.request,
      (form: { canal: string; resposta: string }) => ({
        id,
        canal: form.canal,
        resposta: form.resposta.trim(),
      }),
      { messageOf: () => 'admin:reports.answerRequired' },
    ),
  });
  const sendAnswer = answerForm.handleSubmit(async (input) => {
    if (!(await run(() => answerReport.mutateAsync(input), t('reports.answerSent')))) return;
    answerForm.reset({ canal: input.canal, resposta: '' });
    onChanged();
  });
  const failure = found.error && !found.data ? 'LOAD' : found.data && !stored ? 'NOT_FOUND' : null;

  return (
    <ViewDialog
      title={t('reports.dialogTitle', { id })}
      titleId="report-dialog-title"
      onClose={onClose}
      closeText={t('common.close')}
      dividers
    >
      {failure ? (
        <LoadError
          message={failure === 'NOT_FOUND' ? t('reports.notFound') : t('common.loadError')}
          retryLabel={t('common.retry')}
          onRetry={() => void found.refetch()}
        />
      ) : !report ? (
        <Loading />
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <FactList
            facts={[
              [
                t('reports.columns.user'),
                report.nome ? `${report.nome} (${report.email ?? ''})` : t('reports.userGone'),
                'report-user',
              ],
              [t('reports.columns.at'), formatDateTime(report.created_at, language)],
              [
                t('reports.columns.route'),
                report.rota +
                  (report.etapa !== null ? ` · ${t('reports.step', { step: report.etapa })}` : ''),
              ],
              ...(report.video ? [[t('reports.video'), report.video] as const] : []),
            ]}
          />
          <Typography sx={{ whiteSpace: 'pre-wrap' }} data-testid="report-message">
            {report.descricao}
          </Typography>
          {report.captura ? (
            <Box
              component="img"
              src={report.captura}
              alt={t('reports.screenshot')}
              sx={{ maxWidth: '100%', border: 1, borderColor: 'divider' }}
            />
          ) : (
            <Typography color="text.secondary">{t('reports.noScreenshot')}</Typography>
          )}
          {report.respondido_em && (
            <Alert severity="success" data-testid="report-answer">
              {t('reports.answeredOn', {
                date: formatDateTime(report.respondido_em, language),
                channel: t(`reports.channels.${report.canal_resposta ?? 'notificacao'}`),
              })}
              <Typography sx={{ whiteSpace: 'pre-wrap', mt: 1 }}>{report.resposta}</Typography>
            </Alert>
          )}
          {report.id_pessoa !== null && (
            <Box
              component="form"
              noValidate
              aria-label={t('reports.answer')}
              sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
              onSubmit={(event) => {
                event.preventDefault();
                void sendAnswer();
              }}
            >
              <Typography variant="subtitle1">{t('reports.answer')}</Typography>
              <FormFields
                control={answerForm.control}
                fields={[
                  {
                    name: 'canal',
                    size: 'small',
                    label: t('reports.channel'),
                    options: keyedOptions(t, 'reports.channels', ERROR_REPORT_REPLY_CHANNELS),
                    sx: { maxWidth: 260 },
                    hint: '',
                  },
                  {
                    name: 'resposta',
                    label: t('reports.answerText'),
                    ...LONG_TEXT,
                    htmlInput: { maxLength: ERROR_REPORT_REPLY_MAX },
                  },
                ]}
              />
              <Box>
                <Button type="submit" variant="contained" loading={answerReport.isPending}>
                  {t('reports.sendAnswer')}
                </Button>
              </Box>
            </Box>
          )}
        </Box>
      )}
    </ViewDialog>
  );
}

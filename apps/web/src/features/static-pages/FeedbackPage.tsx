import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CALLS, FEEDBACK_KINDS, FEEDBACK_MESSAGE_MAX } from '@cocho/contracts';
import type { TFeedbackEntry } from '@cocho/contracts';
import { formatDate } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { call, errorCodeOf } from '../../api/client';
import { withCallQueries, useCallQuery } from '../../api/query';
import { FormTextField } from '../../ui/form/fields';
import { ProblemAndSend } from '../../ui/form/dialogs';
import { useSchemaForm } from '../../ui/form/schema-form';
import { Article } from './Article';
import { Text } from '../../ui/kit-text/Text';

/** The user's earlier messages with the team's replies (feedback/meus); nothing while there are none. */
function MyFeedback({ entries }: { entries: readonly TFeedbackEntry[] }) {
  const { t } = useTranslation('help');
  const language = useLanguage();
  if (entries.length === 0) return null;
  return (
    <Box sx={{ mt: 4 }} data-testid="my-feedback">
      <Text kind="title" sx={{ mb: 1 }}>
        {t('feedback.mine')}
      </Text>
      <Stack spacing={1.5} component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {entries.map((entry) => (
          <Box component="li" key={entry.id} data-testid={`my-feedback-${entry.id}`}>
            <Text kind="small">
              {t('feedback.sentOn', {
                kind: t(`feedback.kinds.${entry.tipo}`),
                date: formatDate(entry.created_at, language),
              })}
            </Text>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{entry.mensagem}</Typography>
            {entry.resposta ? (
              <Box sx={{ borderLeft: 3, borderColor: 'success.main', pl: 1.5, mt: 0.5 }}>
                <Text kind="small">
                  {t('feedback.replyOn', {
                    date: entry.respondido_em ? formatDate(entry.respondido_em, language) : '',
                  })}
                </Text>
                <Typography sx={{ whiteSpace: 'pre-wrap' }} data-testid="my-feedback-reply">
                  {entry.resposta}
                </Typography>
              </Box>
            ) : (
              <Text kind="note">{t('feedback.noReplyYet')}</Text>
            )}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

const ZFeedbackForm = CALLS.sendFeedback.request.pick({ tipo: true, mensagem: true, nota: true });
const EMPTY = { tipo: 'sugestao', mensagem: '', nota: null } as const;

/**
 * /feedback: a form whose message is stored on the server (feedback/enviar), and the user's earlier messages
 * with the team's replies.
 */
export const FeedbackPage = withCallQueries(Feedback);

function Feedback() {
  const { t } = useTranslation('help');
  const mine = useCallQuery('findMyFeedback', {});
  const [isSent, setIsSent] = useState(false);
  const { control, handleSubmit, formState, reset, setError } = useSchemaForm(ZFeedbackForm, EMPTY);
  const send = handleSubmit(async (values) => {
    try {
      await call('sendFeedback', { ...values, rota: '/feedback' });
      reset({ ...EMPTY, tipo: values.tipo });
      setIsSent(true);
      void mine.refetch();
    } catch (error) {
      setError('root.server', { message: t(`errors:${errorCodeOf(error)}`) });
    }
  });
  const { errors } = formState;

  return (
    <Article title={t('feedback.title')} lead={t('feedback.intro')} testId="feedback-page">
      {isSent ? (
        <Box>
          <Alert severity="success" sx={{ mb: 2 }} data-testid="feedback-sent">
            {t('feedback.sent')} {t('feedback.sentDetail')}
          </Alert>
          <Button onClick={() => setIsSent(false)}>{t('feedback.another')}</Button>
        </Box>
      ) : (
        <Stack spacing={2} sx={{ maxWidth: 640 }}>
          <FormTextField
            control={control}
            name="tipo"
            label={t('feedback.kind')}
            options={FEEDBACK_KINDS.map((value) => ({ value, label: t(`feedback.kinds.${value}`) }))}
            testId="feedback-kind"
            hint={null}
          />
          <FormTextField
            control={control}
            name="mensagem"
            label={t('feedback.message')}
            multiline
            minRows={5}
            maxLength={FEEDBACK_MESSAGE_MAX}
            testId="feedback-message"
            hint={null}
            quiet
          />
          <FormControl>
            <FormLabel>{t('feedback.rating')}</FormLabel>
            <Controller
              control={control}
              name="nota"
              render={({ field }) => (
                <Rating
                  value={field.value ?? null}
                  onChange={(_event, value) => field.onChange(value)}
                  data-testid="feedback-rating"
                />
              )}
            />
          </FormControl>
          <ProblemAndSend
            problem={errors.mensagem ? t('feedback.messageRequired') : errors.root?.server?.message}
            isSending={formState.isSubmitting}
            onSend={send}
            label={t('feedback.send')}
            testId="feedback-send"
          />
        </Stack>
      )}
      <MyFeedback entries={mine.data?.data ?? []} />
    </Article>
  );
}

import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CALLS, FEEDBACK_REPLY_MAX } from '@cocho/contracts';
import type { TFeedbackEntry } from '@cocho/contracts';
import { useCallMutation } from '../../api/query';
import { formatDateTime } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { CallContent } from '../../ui/data-table/CallContent';
import { SavingFormDialog } from '../../ui/form/dialogs';
import { schemaResolver } from '../../ui/form/schema-form';

/**
 * /adm/feedback: what users sent from /feedback, newest first, with sender, kind, rating and page; a reply
 * is stored, shown to the sender on /feedback and posted to their bell.
 */
export function FeedbackTab() {
  const { t } = useTranslation(['admin', 'help']);
  const language = useLanguage();
  const [onlyUnanswered, setOnlyUnanswered] = useState(false);
  const [replying, setReplying] = useState<TFeedbackEntry | null>(null);
  const entry = (entry: TFeedbackEntry) => (
    <Card component="li" variant="outlined" key={entry.id} data-testid={`feedback-${entry.id}`}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Chip size="small" label={t(`help:feedback.kinds.${entry.tipo}`)} />
          {entry.nota !== null && (
            <Chip size="small" variant="outlined" label={t('admin:feedback.rating', { count: entry.nota })} />
          )}
          <Chip
            size="small"
            color={entry.resposta ? 'success' : 'warning'}
            label={t(entry.resposta ? 'admin:feedback.answered' : 'admin:feedback.unanswered')}
          />
          <Typography variant="body2" color="text.secondary">
            {entry.nome ?? t('admin:feeds.deletedSender')}
            {entry.email ? ` · ${entry.email}` : ''} · {formatDateTime(entry.created_at, language)}
          </Typography>
        </Box>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{entry.mensagem}</Typography>
        {entry.resposta && (
          <Box sx={{ borderLeft: 3, borderColor: 'success.main', pl: 1.5 }} data-testid="feedback-reply">
            <Typography variant="caption" color="text.secondary">
              {t('admin:feedback.replyOn', {
                date: entry.respondido_em ? formatDateTime(entry.respondido_em, language) : '',
              })}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{entry.resposta}</Typography>
          </Box>
        )}
        {entry.user_id !== null && (
          <Box>
            <Button size="small" onClick={() => setReplying(entry)}>
              {t(entry.resposta ? 'admin:feedback.editReply' : 'admin:feedback.reply')}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormControlLabel
        control={
          <Switch checked={onlyUnanswered} onChange={(event) => setOnlyUnanswered(event.target.checked)} />
        }
        label={t('admin:feedback.onlyUnanswered')}
      />
      <CallContent call="listFeedback" input={onlyUnanswered ? { sem_resposta: true } : {}}>
        {(answer) =>
          answer.data.length === 0 ? (
            <Typography color="text.secondary">{t('admin:common.empty')}</Typography>
          ) : (
            <Stack spacing={1.5} component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {answer.data.map(entry)}
            </Stack>
          )
        }
      </CallContent>
      {replying && <ReplyDialog entry={replying} onClose={() => setReplying(null)} />}
    </Box>
  );
}

/** The reply to one entry (adm/feedback/responder). */
function ReplyDialog({ entry, onClose }: { entry: TFeedbackEntry; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const replyFeedback = useCallMutation('replyFeedback', ['listFeedback']);
  const form = useForm({
    defaultValues: { resposta: entry.resposta ?? '' },
    resolver: schemaResolver(CALLS.replyFeedback.request, (form: { resposta: string }) => ({
      id: entry.id,
      resposta: form.resposta.trim(),
    })),
  });
  const reply = useWatch({ control: form.control, name: 'resposta' });
  return (
    <SavingFormDialog
      title={t('feedback.replyTitle', { name: entry.nome ?? '' })}
      formId="feedback-reply-form"
      form={form}
      save={(input) => replyFeedback.mutateAsync(input)}
      success={t('feedback.replied')}
      onSaved={onClose}
      onClose={onClose}
      submitDisabled={reply.trim() === ''}
      submitText={t('feedback.send')}
      cancelText={t('common.cancel')}
      before={
        <Typography color="text.secondary" sx={{ mb: 2, whiteSpace: 'pre-wrap' }}>
          {entry.mensagem}
        </Typography>
      }
      fields={[
        {
          name: 'resposta',
          label: t('feedback.replyLabel'),
          multiline: true,
          minRows: 4,
          hint: t('feedback.replyHelp'),
          htmlInput: { maxLength: FEEDBACK_REPLY_MAX },
        },
      ]}
    />
  );
}

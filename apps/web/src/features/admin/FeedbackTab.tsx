import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_REPLY_MAX } from '@cocho/contracts';
import type { TFeedbackEntry } from '@cocho/contracts';
import { call } from '../../api/client';
import { useCallQuery } from '../../api/query';
import { formatDateTime } from '../../format/format';
import { useErrorText } from '../../i18n/use-error-text';
import { useLanguage } from '../../i18n/use-language';
import { useAlert } from '../../ui/AlertProvider';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';

/**
 * /adm/feedback: what users sent from /feedback, newest first, with sender, kind, rating and page; a reply
 * is stored, shown to the sender on /feedback and posted to their bell.
 */
export function FeedbackTab() {
  const { t } = useTranslation(['admin', 'help']);
  const language = useLanguage();
  const { showAlert } = useAlert();
  const errorText = useErrorText();
  const [onlyUnanswered, setOnlyUnanswered] = useState(false);
  const { data, error, refetch } = useCallQuery('listFeedback', onlyUnanswered ? { sem_resposta: true } : {});
  const reload = () => void refetch();
  const [replying, setReplying] = useState<TFeedbackEntry | null>(null);
  const [reply, setReply] = useState('');
  const [isSending, setIsSending] = useState(false);

  const open = (entry: TFeedbackEntry) => {
    setReplying(entry);
    setReply(entry.resposta ?? '');
  };
  const send = async () => {
    if (!replying || reply.trim() === '') return;
    setIsSending(true);
    try {
      await call('replyFeedback', { id: replying.id, resposta: reply.trim() });
      showAlert(t('admin:feedback.replied'));
      setReplying(null);
      reload();
    } catch (failure) {
      showAlert(errorText(failure), 'error');
    } finally {
      setIsSending(false);
    }
  };

  const list = () => {
    if (error && !data)
      return (
        <LoadError
          message={t('admin:common.loadError')}
          retryLabel={t('admin:common.retry')}
          onRetry={reload}
        />
      );
    if (!data) return <Loading />;
    if (data.data.length === 0)
      return <Typography color="text.secondary">{t('admin:common.empty')}</Typography>;
    return (
      <Stack spacing={1.5} component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {data.data.map((entry) => (
          <Card component="li" variant="outlined" key={entry.id} data-testid={`feedback-${entry.id}`}>
            <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                <Chip size="small" label={t(`help:feedback.kinds.${entry.tipo}`)} />
                {entry.nota !== null && (
                  <Chip
                    size="small"
                    variant="outlined"
                    label={t('admin:feedback.rating', { count: entry.nota })}
                  />
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
                <Box
                  sx={{ borderLeft: 3, borderColor: 'success.main', pl: 1.5 }}
                  data-testid="feedback-reply"
                >
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
                  <Button size="small" onClick={() => open(entry)}>
                    {t(entry.resposta ? 'admin:feedback.editReply' : 'admin:feedback.reply')}
                  </Button>
                </Box>
              )}
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormControlLabel
        control={
          <Switch checked={onlyUnanswered} onChange={(event) => setOnlyUnanswered(event.target.checked)} />
        }
        label={t('admin:feedback.onlyUnanswered')}
      />
      {list()}
      {replying && (
        <Dialog open onClose={() => setReplying(null)} fullWidth maxWidth="sm">
          <DialogTitle>{t('admin:feedback.replyTitle', { name: replying.nome ?? '' })}</DialogTitle>
          <DialogContent>
            <Typography color="text.secondary" sx={{ mb: 2, whiteSpace: 'pre-wrap' }}>
              {replying.mensagem}
            </Typography>
            <TextField
              fullWidth
              multiline
              minRows={4}
              label={t('admin:feedback.replyLabel')}
              helperText={t('admin:feedback.replyHelp')}
              value={reply}
              onChange={(event) => setReply(event.target.value)}
              slotProps={{ htmlInput: { maxLength: FEEDBACK_REPLY_MAX } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setReplying(null)}>{t('admin:common.cancel')}</Button>
            <Button
              variant="contained"
              disabled={isSending || reply.trim() === ''}
              onClick={() => void send()}
            >
              {t('admin:feedback.send')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  );
}

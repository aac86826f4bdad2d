import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_KINDS, FEEDBACK_MESSAGE_MAX } from '@cocho/contracts';
import type { TFeedbackEntry } from '@cocho/contracts';
import { formatDate } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { call, errorCodeOf } from '../../api/client';
import { Article } from './Article';

type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

/** The user's earlier messages with the team's replies (feedback/meus); nothing while there are none. */
function MyFeedback({ entries }: { entries: readonly TFeedbackEntry[] }) {
  const { t } = useTranslation('help');
  const language = useLanguage();
  if (entries.length === 0) return null;
  return (
    <Box sx={{ mt: 4 }} data-testid="my-feedback">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('feedback.mine')}
      </Typography>
      <Stack spacing={1.5} component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {entries.map((entry) => (
          <Box component="li" key={entry.id} data-testid={`my-feedback-${entry.id}`}>
            <Typography variant="caption" color="text.secondary">
              {t('feedback.sentOn', {
                kind: t(`feedback.kinds.${entry.tipo}`),
                date: formatDate(entry.created_at, language),
              })}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{entry.mensagem}</Typography>
            {entry.resposta ? (
              <Box sx={{ borderLeft: 3, borderColor: 'success.main', pl: 1.5, mt: 0.5 }}>
                <Typography variant="caption" color="text.secondary">
                  {t('feedback.replyOn', {
                    date: entry.respondido_em ? formatDate(entry.respondido_em, language) : '',
                  })}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap' }} data-testid="my-feedback-reply">
                  {entry.resposta}
                </Typography>
              </Box>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('feedback.noReplyYet')}
              </Typography>
            )}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * /feedback: a form whose message is stored on the server (feedback/enviar), and the user's earlier messages
 * with the team's replies.
 */
export function FeedbackPage() {
  const { t } = useTranslation('help');
  const [mine, setMine] = useState<TFeedbackEntry[]>([]);
  const loadMine = useCallback(() => {
    call('findMyFeedback', {})
      .then((answer) => setMine(answer.data))
      .catch(() => undefined);
  }, []);
  useEffect(() => loadMine(), [loadMine]);
  const [kind, setKind] = useState<FeedbackKind>('sugestao');
  const [message, setMessage] = useState('');
  const [rating, setRating] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [isSent, setIsSent] = useState(false);

  const send = async () => {
    if (message.trim() === '') {
      setProblem(t('feedback.messageRequired'));
      return;
    }
    setIsSending(true);
    setProblem(null);
    try {
      await call('sendFeedback', { tipo: kind, mensagem: message.trim(), nota: rating, rota: '/feedback' });
      setIsSent(true);
      loadMine();
      setMessage('');
      setRating(null);
    } catch (error) {
      setProblem(t(`errors:${errorCodeOf(error)}`));
    } finally {
      setIsSending(false);
    }
  };

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
          <TextField
            select
            label={t('feedback.kind')}
            value={kind}
            onChange={(event) => setKind(event.target.value as FeedbackKind)}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'feedback-kind' } as object } }}
          >
            {FEEDBACK_KINDS.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`feedback.kinds.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('feedback.message')}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            multiline
            minRows={5}
            slotProps={{ htmlInput: { maxLength: FEEDBACK_MESSAGE_MAX, 'data-testid': 'feedback-message' } }}
          />
          <FormControl>
            <FormLabel>{t('feedback.rating')}</FormLabel>
            <Rating
              value={rating}
              onChange={(_event, value) => setRating(value)}
              data-testid="feedback-rating"
            />
          </FormControl>
          {problem && <Alert severity="error">{problem}</Alert>}
          <Box>
            <Button
              variant="contained"
              onClick={() => void send()}
              disabled={isSending}
              data-testid="feedback-send"
            >
              {t('feedback.send')}
            </Button>
          </Box>
        </Stack>
      )}
      <MyFeedback entries={mine} />
    </Article>
  );
}

import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_KINDS, FEEDBACK_MESSAGE_MAX } from '@cocho/contracts';
import { call, errorCodeOf } from '../../api/client';
import { Article } from './Article';

type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

/** /feedback: a form whose message is stored on the server (feedback/enviar). */
export function FeedbackPage() {
  const { t } = useTranslation('help');
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
    </Article>
  );
}

import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_MESSAGE_MAX, NOTIFICATION_TITLE_MAX, PROFILES } from '@cocho/contracts';
import type { TNotificationAudience } from '@cocho/contracts';
import { call, errorCodeOf } from '../../api/client';
import { formatDateTime } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { useAlert } from '../../ui/AlertProvider';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { useModal } from '../../ui/ModalProvider';
import { EMPTY_AUDIENCE, audienceOfForm } from './message-audience';
import type { AudienceForm, AudienceKind, AudienceProblem } from './message-audience';
import { Pager } from './Pager';
import { useCallQuery } from '../../api/query';

const PER_PAGE = 20;
const AUDIENCE_KINDS: readonly AudienceKind[] = ['todos', 'perfil', 'idioma', 'usuarios'];
const AUDIENCE_PROFILES = PROFILES.filter((profile) => profile !== 'free');
const LANGUAGES = ['0', '1', '2'] as const;

/** /adm/notificacoes: compose a general message to everyone, a profile, a language or user ids; the sent list. */
export function MessagesTab() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { showAlert } = useAlert();
  const { confirm } = useModal();
  const [titulo, setTitulo] = useState('');
  const [mensagem, setMensagem] = useState('');
  const [audience, setAudience] = useState<AudienceForm>(EMPTY_AUDIENCE);
  const [problem, setProblem] = useState<AudienceProblem | 'textRequired' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [page, setPage] = useState(1);
  const { data, error, refetch } = useCallQuery('listSentMessages', { pagina: page, por_pagina: PER_PAGE });
  const reload = () => void refetch();

  const describe = (destino: TNotificationAudience): string => {
    switch (destino.tipo) {
      case 'todos':
        return t('messages.audience.todos');
      case 'perfil':
        return t('messages.toProfile', { profile: t(`profiles.${destino.perfil}`) });
      case 'idioma':
        return t('messages.toLanguage', { language: t(`messages.languages.${destino.idioma}`) });
      case 'usuarios':
        return t('messages.toUsers', { ids: destino.usuarios.join(', ') });
    }
  };

  const send = async () => {
    setFailure(null);
    if (!titulo.trim() || !mensagem.trim()) {
      setProblem('textRequired');
      return;
    }
    const result = audienceOfForm(audience);
    if (result.problem) {
      setProblem(result.problem);
      return;
    }
    setProblem(null);
    const isConfirmed = await confirm({
      title: t('messages.confirmTitle'),
      message: t('messages.confirmText', { audience: describe(result.audience) }),
    });
    if (!isConfirmed) return;
    setIsSending(true);
    try {
      await call('sendNotification', {
        titulo: titulo.trim(),
        mensagem: mensagem.trim(),
        destino: result.audience,
      });
      showAlert(t('messages.sent'));
      setTitulo('');
      setMensagem('');
      setAudience(EMPTY_AUDIENCE);
      setPage(1);
      reload();
    } catch (failed) {
      setFailure(t(`errors:${errorCodeOf(failed)}`));
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box
        component="form"
        noValidate
        aria-label={t('messages.compose')}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 720 }}
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Typography variant="h6">{t('messages.compose')}</Typography>
        {failure && <Alert severity="error">{failure}</Alert>}
        <TextField
          label={t('messages.title')}
          value={titulo}
          onChange={(event) => setTitulo(event.target.value)}
          error={problem === 'textRequired' && !titulo.trim()}
          slotProps={{ htmlInput: { maxLength: NOTIFICATION_TITLE_MAX } }}
        />
        <TextField
          label={t('messages.message')}
          value={mensagem}
          onChange={(event) => setMensagem(event.target.value)}
          error={problem === 'textRequired' && !mensagem.trim()}
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: NOTIFICATION_MESSAGE_MAX } }}
        />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <TextField
            select
            label={t('messages.audienceLabel')}
            value={audience.tipo}
            onChange={(event) => setAudience({ ...audience, tipo: event.target.value as AudienceKind })}
            sx={{ minWidth: 200 }}
          >
            {AUDIENCE_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {t(`messages.audience.${kind}`)}
              </MenuItem>
            ))}
          </TextField>
          {audience.tipo === 'perfil' && (
            <TextField
              select
              label={t('messages.profile')}
              value={audience.perfil}
              onChange={(event) => setAudience({ ...audience, perfil: event.target.value })}
              error={problem === 'profileRequired'}
              sx={{ minWidth: 200 }}
            >
              {AUDIENCE_PROFILES.map((profile) => (
                <MenuItem key={profile} value={profile}>
                  {t(`profiles.${profile}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
          {audience.tipo === 'idioma' && (
            <TextField
              select
              label={t('messages.language')}
              value={audience.idioma}
              onChange={(event) => setAudience({ ...audience, idioma: event.target.value })}
              sx={{ minWidth: 200 }}
            >
              {LANGUAGES.map((index) => (
                <MenuItem key={index} value={index}>
                  {t(`messages.languages.${index}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
          {audience.tipo === 'usuarios' && (
            <TextField
              label={t('messages.userIds')}
              value={audience.usuarios}
              onChange={(event) => setAudience({ ...audience, usuarios: event.target.value })}
              error={problem === 'idsInvalid' || problem === 'idsRequired' || problem === 'idsTooMany'}
              helperText={t('messages.userIdsHint')}
              sx={{ minWidth: 280, flex: 1 }}
            />
          )}
        </Box>
        {problem && (
          <Typography color="error" role="alert">
            {t(`messages.problems.${problem}`)}
          </Typography>
        )}
        <Box>
          <Button type="submit" variant="contained" loading={isSending}>
            {t('messages.send')}
          </Button>
        </Box>
      </Box>
      <Typography variant="h6">{t('messages.sentList')}</Typography>
      {error && !data ? (
        <LoadError message={t('common.loadError')} retryLabel={t('common.retry')} onRetry={reload} />
      ) : !data ? (
        <Loading />
      ) : data.data.length === 0 ? (
        <Typography color="text.secondary">{t('common.empty')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" data-testid="sent-messages">
            <TableHead>
              <TableRow>
                <TableCell>{t('messages.columns.at')}</TableCell>
                <TableCell>{t('messages.columns.title')}</TableCell>
                <TableCell>{t('messages.columns.message')}</TableCell>
                <TableCell>{t('messages.columns.audience')}</TableCell>
                <TableCell>{t('messages.columns.sender')}</TableCell>
                <TableCell align="right">{t('messages.columns.reads')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.map((message) => (
                <TableRow key={message.id} data-testid={`sent-message-${message.id}`}>
                  <TableCell>{formatDateTime(message.created_at, language)}</TableCell>
                  <TableCell>{message.titulo}</TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-wrap', maxWidth: 360 }}>{message.mensagem}</TableCell>
                  <TableCell>{describe(message.destino)}</TableCell>
                  <TableCell>{message.enviado_por ?? ''}</TableCell>
                  <TableCell align="right">{message.lidas}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {data && data.total > 0 && (
        <Pager page={page} perPage={PER_PAGE} total={data.total} onPage={setPage} testId="sent-messages" />
      )}
    </Box>
  );
}

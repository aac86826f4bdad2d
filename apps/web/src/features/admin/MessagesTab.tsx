import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_MESSAGE_MAX, NOTIFICATION_TITLE_MAX, PROFILES } from '@cocho/contracts';
import type { TNotificationAudience, TSentMessage } from '@cocho/contracts';
import { call, errorCodeOf } from '../../api/client';
import { formatDateTime } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { useAlert } from '../../ui/AlertProvider';
import { useInvalidateCalls } from '../../api/query';
import type { DataColumn } from '../../ui/data-table/DataTable';
import { useModal } from '../../ui/ModalProvider';
import { AdminListTab } from './AdminListTab';
import { EMPTY_AUDIENCE, audienceOfForm } from './message-audience';
import type { AudienceForm, AudienceKind, AudienceProblem } from './message-audience';

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
  // Each message sent shows the list again from its first page.
  const [sentCount, setSentCount] = useState(0);
  const invalidate = useInvalidateCalls();

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

  const columns: DataColumn<TSentMessage>[] = [
    {
      id: 'at',
      header: t('messages.columns.at'),
      cell: (message) => formatDateTime(message.created_at, language),
    },
    { id: 'title', header: t('messages.columns.title'), cell: (message) => message.titulo },
    {
      id: 'message',
      header: t('messages.columns.message'),
      cell: (message) => message.mensagem,
      sx: { whiteSpace: 'pre-wrap', maxWidth: 360 },
    },
    { id: 'audience', header: t('messages.columns.audience'), cell: (message) => describe(message.destino) },
    { id: 'sender', header: t('messages.columns.sender'), cell: (message) => message.enviado_por ?? '' },
    { id: 'reads', header: t('messages.columns.reads'), cell: (message) => message.lidas, align: 'right' },
  ];

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
      setSentCount((count) => count + 1);
      void invalidate(['listSentMessages']);
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
      <AdminListTab
        key={sentCount}
        call="listSentMessages"
        noFilters={{}}
        input={(_filters, page) => ({ pagina: page, por_pagina: PER_PAGE })}
        rows={(answer) => answer.data}
        paged={{ total: (answer) => answer.total, perPage: PER_PAGE, testId: 'sent-messages' }}
        table={{
          columns,
          rowKey: (message) => message.id,
          testId: 'sent-messages',
          rowTestId: (message) => `sent-message-${message.id}`,
        }}
      />
    </Box>
  );
}

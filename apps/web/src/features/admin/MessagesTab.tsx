import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CALLS, NOTIFICATION_MESSAGE_MAX, NOTIFICATION_TITLE_MAX, PROFILES } from '@cocho/contracts';
import type { TNotificationAudience, TSentMessage } from '@cocho/contracts';
import { errorCodeOf } from '../../api/client';
import { useCallMutation } from '../../api/query';
import { formatDateTime } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { useAlert } from '../../ui/AlertProvider';
import { useModal } from '../../ui/ModalProvider';
import { adminColumns, AdminListTab } from './AdminListTab';
import { FormFields, keyedOptions, languageChoices, LONG_TEXT, messageText } from '../../ui/form/fields';
import { schemaResolver } from '../../ui/form/schema-form';
import { EMPTY_AUDIENCE, audienceOfForm } from './message-audience';
import type { AudienceForm } from './message-audience';

const PER_PAGE = 20;
const AUDIENCES = ['todos', 'perfil', 'idioma', 'usuarios'] as const;
type MessageForm = AudienceForm & { titulo: string; mensagem: string };
const EMPTY: MessageForm = { ...EMPTY_AUDIENCE, titulo: '', mensagem: '' };
/** The form as adm/notificacoes/enviar's input: both texts, and the audience (message-audience.ts). */
const resolver = schemaResolver(
  CALLS.sendNotification.request,
  (form: MessageForm) => ({
    titulo: form.titulo.trim(),
    mensagem: form.mensagem.trim(),
    destino: audienceOfForm(form).audience,
  }),
  {
    messageOf: (field, _issue, form) =>
      `admin:messages.problems.${field === 'destino' ? audienceOfForm(form).problem : 'textRequired'}`,
  },
);

/** /adm/notificacoes: compose a general message to everyone, a profile, a language or user ids; the sent list. */
export function MessagesTab() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { showAlert } = useAlert();
  const { confirm } = useModal();
  const [failure, setFailure] = useState<string | null>(null);
  // Each message sent shows the list again from its first page.
  const [sentCount, setSentCount] = useState(0);
  const sendNotification = useCallMutation('sendNotification', ['listSentMessages']);
  const { control, handleSubmit, reset, formState } = useForm({ defaultValues: EMPTY, resolver });
  const tipo = useWatch({ control, name: 'tipo' });
  const audienceProblem = (formState.errors as { destino?: { message?: string } }).destino?.message;

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

  const send = handleSubmit(async (input) => {
    setFailure(null);
    const message = t('messages.confirmText', { audience: describe(input.destino) });
    if (!(await confirm({ title: t('messages.confirmTitle'), message }))) return;
    try {
      await sendNotification.mutateAsync(input);
      showAlert(t('messages.sent'));
      reset(EMPTY);
      setSentCount((count) => count + 1);
    } catch (failed) {
      setFailure(t(`errors:${errorCodeOf(failed)}`));
    }
  });
  const select = { sx: { minWidth: 200 }, hint: '' };

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
        <FormFields
          control={control}
          fields={[
            { name: 'titulo', label: t('messages.title'), maxLength: NOTIFICATION_TITLE_MAX },
            {
              name: 'mensagem',
              label: t('messages.message'),
              maxLength: NOTIFICATION_MESSAGE_MAX,
              ...LONG_TEXT,
            },
          ]}
        />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <FormFields
            control={control}
            fields={[
              {
                name: 'tipo',
                label: t('messages.audienceLabel'),
                options: keyedOptions(t, 'messages.audience', AUDIENCES),
                ...select,
              },
              tipo === 'perfil' && {
                name: 'perfil',
                label: t('messages.profile'),
                options: keyedOptions(
                  t,
                  'profiles',
                  PROFILES.filter((profile) => profile !== 'free'),
                ),
                error: Boolean(audienceProblem),
                ...select,
              },
              tipo === 'idioma' && {
                name: 'idioma',
                label: t('messages.language'),
                options: languageChoices(t),
                ...select,
              },
              tipo === 'usuarios' && {
                name: 'usuarios',
                label: t('messages.userIds'),
                error: Boolean(audienceProblem),
                hint: t('messages.userIdsHint'),
                sx: { minWidth: 280, flex: 1 },
              },
            ]}
          />
        </Box>
        {audienceProblem && (
          <Typography color="error" role="alert">
            {messageText(t, audienceProblem)}
          </Typography>
        )}
        <Box>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('messages.send')}
          </Button>
        </Box>
      </Box>
      <Typography variant="h6">{t('messages.sentList')}</Typography>
      <AdminListTab
        key={sentCount}
        call="listSentMessages"
        paged={{ perPage: PER_PAGE, testId: 'sent-messages' }}
        table={{
          testId: 'sent-messages',
          rowTestId: (message) => `sent-message-${message.id}`,
          columns: adminColumns<TSentMessage>(t, 'messages.columns', [
            { id: 'at', cell: (m) => formatDateTime(m.created_at, language) },
            { id: 'title', cell: (message) => message.titulo },
            {
              id: 'message',
              cell: (message) => message.mensagem,
              sx: { whiteSpace: 'pre-wrap', maxWidth: 360 },
            },
            { id: 'audience', cell: (m) => describe(m.destino) },
            { id: 'sender', cell: (m) => m.enviado_por ?? '' },
            { id: 'reads', cell: (m) => m.lidas, align: 'right' },
          ]),
        }}
      />
    </Box>
  );
}

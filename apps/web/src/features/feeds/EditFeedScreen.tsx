/**
 * /enviar-alimento/privado?id=USR|n: edits one of the user's own feeds. The save carries the version the form
 * was filled from (`base_updated_at`, docs/decisions/one-pass-saves.md); when the feed was saved elsewhere
 * since, the diets' question (offline/use-conflict-choice.ts) keeps both, loads the saved version or keeps editing.
 */
import { useCallback, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFeed, TUserFeedInput } from '@cocho/contracts';
import { separatorsOf } from '@cocho/engine';
import type { Language } from '@cocho/engine';
import { errorCodeOf } from '../../api/client';
import { useCallMutation, useCallQuery } from '../../api/query';
import { readSelectedClientId } from '../../catalogue/use-feed-catalogue';
import { useLanguage } from '../../i18n/use-language';
import { useAlert } from '../../ui/AlertProvider';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { FeedForm } from './FeedForm';
import { formOfSavedFeed, isEditableFeed, validateFeedForm } from './feed-form';
import type { FeedFormValues } from './feed-form';
import { useConflictChoice } from '../../offline/use-conflict-choice';

/** What the form does not show and an edit keeps as it is. */
const keptFieldsOf = (feed: TFeed) => ({
  name_en: feed.name_en,
  name_es: feed.name_es,
  unidade: feed.unidade,
  id_cliente: feed.id_cliente,
  ...(feed.visibilidade === 'todos' ? {} : { visibilidade: feed.visibilidade }),
});

export function EditFeedScreen({ id }: { id: string }) {
  const { t } = useTranslation('feeds');
  const navigate = useNavigate();
  const { showAlert } = useAlert();
  const conflict = useConflictChoice();
  // Numbers are written in the language the form opened in; a later switch keeps what is typed.
  const language = useLanguage();
  const [decimal] = useState(() => separatorsOf(language).decimal);
  const lists = useCallQuery('getListaAlimentos', {
    id_dieta: null,
    apenasUSREMP: true,
    id_cliente: readSelectedClientId(),
  });
  const update = useCallMutation('updateUserFeed', ['getListaAlimentos']);
  const create = useCallMutation('createUserFeed', ['getListaAlimentos']);
  const feed = lists.data?.data.usr.find((item) => item.id === id && isEditableFeed(item)) ?? null;
  // The form shows this version; the save says it started from it.
  const values = useMemo(() => (feed ? formOfSavedFeed(feed, decimal) : null), [feed, decimal]);
  const validate = useCallback(
    (typed: FeedFormValues, typedIn: Language) => validateFeedForm(typed, 'privado', typedIn),
    [],
  );

  if (lists.isError && !lists.data)
    return (
      <LoadError
        message={t('table.loadError')}
        retryLabel={t('table.retry')}
        onRetry={() => void lists.refetch()}
      />
    );
  if (!lists.data) return <Loading />;
  if (!feed || !values) return <Alert severity="warning">{t('send.notFound')}</Alert>;

  const onSave = async (input: TUserFeedInput) => {
    const kept = keptFieldsOf(feed);
    try {
      await update.mutateAsync({
        ...input,
        ...kept,
        id: feed.id,
        ...(feed.updated_at === undefined ? {} : { base_updated_at: feed.updated_at }),
      });
    } catch (error) {
      if (errorCodeOf(error) !== 'CONFLICT') throw error;
      const choice = await conflict.ask('both');
      // The saved version replaces the form's once it is read again.
      if (choice === 'reload') void lists.refetch();
      if (choice !== 'keep') return;
      await create.mutateAsync({
        ...input,
        ...kept,
        name: conflict.copyName(input.name),
        id_alimento_pai: feed.id_alimento_pai,
      });
    }
    showAlert(t('send.saved'), 'success');
    navigate('/tabela-resumida');
  };

  return (
    <FeedForm
      kind="privado"
      title={t('send.editTitle')}
      text={t('send.editText')}
      values={values}
      validate={validate}
      onSave={onSave}
      back={{ to: '/tabela-resumida', label: t('send.back') }}
      submitLabel={t('form.submitSave')}
    />
  );
}

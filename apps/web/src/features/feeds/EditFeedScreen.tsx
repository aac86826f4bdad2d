/**
 * /enviar-alimento/privado?id=USR|n: edits one of the user's own feeds. The save carries the version the form
 * was filled from (`base_updated_at`, docs/decisions/one-pass-saves.md); when the feed was saved elsewhere
 * since, the diets' question (offline/use-conflict-choice.ts) keeps both, loads the saved version or keeps editing.
 */
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFeed, TUserFeedInput } from '@cocho/contracts';
import { useCallMutation, useCallQuery } from '../../api/query';
import { readSelectedClientId } from '../../catalogue/use-feed-catalogue';
import { useAlert } from '../../ui/AlertProvider';
import { FeedForm } from './FeedForm';
import { isEditableFeed, validateFeedForm } from './feed-form';
import type { FeedFormValues } from './feed-form';
import { SavedFeed, useVersionedSave } from './saved-feed';

/** What the form does not show and an edit keeps as it is. */
const keptFieldsOf = (feed: TFeed) => ({
  name_en: feed.name_en,
  name_es: feed.name_es,
  unidade: feed.unidade,
  id_cliente: feed.id_cliente,
  ...(feed.visibilidade === 'todos' ? {} : { visibilidade: feed.visibilidade }),
});

const validate = (typed: FeedFormValues, language: Parameters<typeof validateFeedForm>[2]) =>
  validateFeedForm(typed, 'privado', language);

export function EditFeedScreen({ id }: { id: string }) {
  const { t } = useTranslation('feeds');
  const navigate = useNavigate();
  const { showAlert } = useAlert();
  const save = useVersionedSave();
  const lists = useCallQuery('getListaAlimentos', {
    id_dieta: null,
    apenasUSREMP: true,
    id_cliente: readSelectedClientId(),
  });
  const update = useCallMutation('updateUserFeed', ['getListaAlimentos']);
  const create = useCallMutation('createUserFeed', ['getListaAlimentos']);
  const feed = lists.data?.data.usr.find((item) => item.id === id && isEditableFeed(item)) ?? null;

  const onSave = async (feed: TFeed, input: TUserFeedInput) => {
    const kept = keptFieldsOf(feed);
    const isSaved = await save(
      () =>
        update.mutateAsync({
          ...input,
          ...kept,
          id: feed.id,
          ...(feed.updated_at === undefined ? {} : { base_updated_at: feed.updated_at }),
        }),
      (copyName) =>
        create.mutateAsync({
          ...input,
          ...kept,
          name: copyName(input.name),
          id_alimento_pai: feed.id_alimento_pai,
        }),
      // The saved version replaces the form's once it is read again.
      () => void lists.refetch(),
    );
    if (!isSaved) return;
    showAlert(t('send.saved'), 'success');
    navigate('/tabela-resumida');
  };

  return (
    <SavedFeed
      list={lists}
      feed={feed}
      texts={{ loadError: t('table.loadError'), retry: t('table.retry'), notFound: t('send.notFound') }}
    >
      {(saved, values) => (
        <FeedForm
          kind="privado"
          title={t('send.editTitle')}
          text={t('send.editText')}
          values={values}
          validate={validate}
          onSave={(input: TUserFeedInput) => onSave(saved, input)}
          back={{ to: '/tabela-resumida', label: t('send.back') }}
          submitLabel={t('form.submitSave')}
        />
      )}
    </SavedFeed>
  );
}

import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TCompanyFeed } from '@cocho/contracts';
import { CallQueryProvider, useCallMutation, useCallQuery } from '../../api/query';
import { useCreateKey } from '../../api/use-create-key';
import { useAlert } from '../../ui/AlertProvider';
import { FeedForm } from '../feeds/FeedForm';
import { EMPTY_COMPANY_FEED, validateCompanyFeedForm } from '../feeds/feed-form';
import { SavedFeed, useVersionedSave } from '../feeds/saved-feed';
import type { CompanyFeedInput, FeedFormValues } from '../feeds/feed-form';

type Props = { readonly companyId: number; readonly canRestrict: boolean };
/** A saved feed as read from the company's list, and how to read it again. */
type Saved = { readonly feed: TCompanyFeed; readonly reload: () => void };

/**
 * The feed form for a company feed, new (`saved` null) or saved, from `values`. A saved feed is sent back
 * with the version it was read at; a stale save asks the conflict question. A new feed carries a create
 * key, so a retried create makes one feed.
 */
function CompanyFeedScreen({
  companyId,
  canRestrict,
  saved,
  values,
}: Props & { readonly saved: Saved | null; readonly values: FeedFormValues }) {
  const { t } = useTranslation('company');
  const navigate = useNavigate();
  const { showAlert } = useAlert();
  const create = useCallMutation('createCompanyFeed', ['listCompanyFeedsForArea']);
  const update = useCallMutation('updateCompanyFeed', ['listCompanyFeedsForArea']);
  const createKey = useCreateKey();
  const save = useVersionedSave();
  const createFeed = async (sent: CompanyFeedInput & { id_empresa: number }) => {
    await create.mutateAsync({ ...sent, idempotency_key: createKey.keyFor(sent) });
    createKey.done();
  };
  const onSave = async (input: CompanyFeedInput) => {
    const sent = { ...input, id_empresa: companyId };
    if (!saved) await createFeed(sent);
    // False when the user chose to stay on the form (or to see the saved version).
    else if (
      !(await save(
        () => update.mutateAsync({ ...sent, id: saved.feed.id, base_updated_at: saved.feed.updated_at }),
        (copyName) => createFeed({ ...sent, name: copyName(sent.name, 200) }),
        saved.reload,
      ))
    )
      return;
    showAlert(t('feeds.saved'), 'success');
    navigate('/empresa/alimentos');
  };
  return (
    <FeedForm
      kind="company"
      title={saved ? t('feeds.editTitle') : t('feeds.addTitle')}
      values={values}
      validate={validateCompanyFeedForm}
      onSave={onSave}
      back={{ to: '/empresa/alimentos', label: t('feeds.back') }}
      submitLabel={t('feeds.save')}
      testIdPrefix="company-"
      canRestrict={canRestrict}
    />
  );
}

/** A saved company feed, read from the company's list, in the form. */
function SavedCompanyFeed({ editedId, ...props }: Props & { readonly editedId: string }) {
  const { t } = useTranslation('company');
  const feeds = useCallQuery('listCompanyFeedsForArea', { id_empresa: props.companyId });
  const feed = feeds.data?.data.find((candidate) => candidate.id === editedId) ?? null;
  return (
    <SavedFeed
      list={feeds}
      feed={feed}
      texts={{ loadError: t('page.loadError'), retry: t('page.retry'), notFound: t('feeds.notFound') }}
    >
      {(saved, values) => (
        <CompanyFeedScreen
          // A reloaded version is a new form (its values and base version).
          key={saved.updated_at}
          {...props}
          saved={{ feed: saved, reload: () => void feeds.refetch() }}
          values={values}
        />
      )}
    </SavedFeed>
  );
}

/**
 * /empresa/add-alimento (with `?id=EMP|n` it edits that feed): the one feed form (feeds/FeedForm.tsx) with
 * the company feed's visibility, restriction to the company's managers and the inclusion bounds that bind
 * every diet using it.
 */
export function CompanyFeedForm(props: Props) {
  const editedId = useSearchParams()[0].get('id');
  return (
    <CallQueryProvider>
      {editedId ? (
        <SavedCompanyFeed key={editedId} {...props} editedId={editedId} />
      ) : (
        <CompanyFeedScreen {...props} saved={null} values={EMPTY_COMPANY_FEED} />
      )}
    </CallQueryProvider>
  );
}

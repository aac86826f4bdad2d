import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CallQueryProvider, useCallMutation, useCallQuery } from '../../api/query';
import { useCreateKey } from '../../api/use-create-key';
import { useAlert } from '../../ui/AlertProvider';
import { FeedForm } from '../feeds/FeedForm';
import { EMPTY_COMPANY_FEED, validateCompanyFeedForm } from '../feeds/feed-form';
import { SavedFeed, useVersionedSave } from '../feeds/saved-feed';
import type { CompanyFeedInput, FeedFormValues } from '../feeds/feed-form';

type Props = { readonly companyId: number; readonly canRestrict: boolean };

/**
 * The feed form for a company feed, new (`editedId` null) or saved, from `values`. A saved feed is sent back
 * with the version it was read at (`baseVersion`); a stale save asks the conflict question. A new feed
 * carries a create key, so a retried create makes one feed.
 */
function CompanyFeedScreen({
  companyId,
  canRestrict,
  editedId,
  values,
  baseVersion,
  reload,
}: Props & {
  readonly editedId: string | null;
  readonly values: FeedFormValues;
  readonly baseVersion?: string | undefined;
  readonly reload?: () => void;
}) {
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
  /** False when the user chose to stay on the form (or to see the saved version). */
  const updateFeed = (sent: CompanyFeedInput & { id_empresa: number }, id: string) =>
    save(
      () =>
        update.mutateAsync({
          ...sent,
          id,
          ...(baseVersion === undefined ? {} : { base_updated_at: baseVersion }),
        }),
      (copyName) => createFeed({ ...sent, name: copyName(sent.name, 200) }),
      () => reload?.(),
    );
  const onSave = async (input: CompanyFeedInput) => {
    const sent = { ...input, id_empresa: companyId };
    if (editedId) {
      if (!(await updateFeed(sent, editedId))) return;
    } else await createFeed(sent);
    showAlert(t('feeds.saved'), 'success');
    navigate('/empresa/alimentos');
  };
  return (
    <FeedForm
      kind="company"
      title={editedId ? t('feeds.editTitle') : t('feeds.addTitle')}
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
          editedId={editedId}
          values={values}
          baseVersion={saved.updated_at ?? undefined}
          reload={() => void feeds.refetch()}
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
        <CompanyFeedScreen {...props} editedId={null} values={EMPTY_COMPANY_FEED} />
      )}
    </CallQueryProvider>
  );
}

import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { Text } from '../../ui/kit-text/Text';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TPendingFeed } from '@cocho/contracts';
import type { CallInput } from '../../api/client';
import { useCallMutation, useCallQuery } from '../../api/query';
import { CallTable } from '../../ui/data-table/CallTable';
import { adminColumns } from './AdminListTab';
import { feedTypeNameIn } from '../../format/feed-name';
import { formatDate } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { useModal } from '../../ui/ModalProvider';
import { ViewDialog } from '../../ui/ViewDialog';
import { SavingFormDialog } from '../../ui/form/dialogs';
import { useRun } from '../../ui/form/run';
import { CompositionComparison, LabReportDialog } from './PendingFeedDetails';
import { SponsorshipsSection } from './SponsorshipsSection';

/**
 * /adm?tab=alimentos: feeds users sent to the public catalogue, to approve or reject, with the sender, the
 * lab report (shown) and the composition beside the catalogue's typical values of the category.
 */
export function FeedsTab() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { confirm } = useModal();
  const { run } = useRun();
  const { data: types } = useCallQuery('tipos', {});
  const [inspected, setInspected] = useState<TPendingFeed | null>(null);
  const [reportOf, setReportOf] = useState<TPendingFeed | null>(null);
  const categoryOf = (feed: TPendingFeed) =>
    feedTypeNameIn(
      types?.data.find((type) => type.id === feed.tipo),
      language,
    );
  const approveFeed = useCallMutation('approveFeed', ['getPendingFeeds']);
  const rejectFeed = useCallMutation('rejectFeed', ['getPendingFeeds']);
  const [rejecting, setRejecting] = useState<TPendingFeed | null>(null);

  const outliers = (feed: TPendingFeed) => (feed.fora_do_tipico ?? []).length;
  const approve = async (feed: TPendingFeed) => {
    const isConfirmed = await confirm({
      title: t('feeds.approveTitle'),
      message: [
        t('feeds.approveConfirm', { name: feed.name }),
        ...(outliers(feed) > 0 ? [t('feeds.outliers', { count: outliers(feed) })] : []),
      ].join(' '),
    });
    if (isConfirmed) await run(() => approveFeed.mutateAsync({ id: feed.id }), t('feeds.approved'));
  };
  const columns = adminColumns<TPendingFeed>(t, 'feeds.columns', [
    {
      id: 'name',
      cell: (feed) => (
        <>
          {feed.name}
          <Text kind="small" sx={{ display: 'block' }}>
            {categoryOf(feed)}
          </Text>
        </>
      ),
    },
    {
      id: 'user',
      cellProps: () => ({ 'data-testid': 'pending-feed-sender' }),
      cell: (feed) => (
        <>
          {feed.usuario_nome ?? t('feeds.deletedSender')}
          {feed.usuario_email && (
            <Text kind="small" sx={{ display: 'block' }}>
              {feed.usuario_email}
            </Text>
          )}
        </>
      ),
    },
    { id: 'sent', cell: (feed) => formatDate(feed.enviado_em, language) },
    {
      id: 'report',
      cell: (feed) =>
        feed.laudo ? (
          <Button size="small" onClick={() => setReportOf(feed)} data-testid="pending-feed-report">
            {t('feeds.seeReport')}
          </Button>
        ) : (
          t('feeds.none')
        ),
    },
    {
      id: 'composition',
      sx: { whiteSpace: 'nowrap' },
      cell: (feed) => (
        <>
          <Button size="small" onClick={() => setInspected(feed)} data-testid="pending-feed-numbers">
            {t('feeds.seeComposition')}
          </Button>
          {outliers(feed) > 0 && (
            <Chip size="small" color="warning" label={t('feeds.outliersShort', { count: outliers(feed) })} />
          )}
        </>
      ),
    },
    {
      id: 'actions',
      sx: { whiteSpace: 'nowrap' },
      cell: (feed) => (
        <>
          <Button onClick={() => void approve(feed)}>{t('feeds.approve')}</Button>
          <Button color="error" onClick={() => setRejecting(feed)}>
            {t('feeds.reject')}
          </Button>
        </>
      ),
    },
  ]);

  return (
    <Box>
      <CallTable
        call="getPendingFeeds"
        input={{}}
        rowsOf={(answer) => answer.data}
        columns={columns}
        rowKey={(feed) => feed.id}
        testId="pending-feeds-table"
        rowTestId={(feed) => `pending-feed-${feed.id}`}
      />
      {rejecting && (
        <RejectDialog
          feed={rejecting}
          onSend={(input) => rejectFeed.mutateAsync(input)}
          onClose={() => setRejecting(null)}
        />
      )}
      {inspected && (
        <ViewDialog
          title={t('feeds.compositionTitle', { name: inspected.name })}
          onClose={() => setInspected(null)}
          closeText={t('common.close')}
        >
          <CompositionComparison feed={inspected} categoryName={categoryOf(inspected)} />
        </ViewDialog>
      )}
      {reportOf && <LabReportDialog feed={reportOf} onClose={() => setReportOf(null)} />}
      <SponsorshipsSection />
    </Box>
  );
}

/** Why a feed is rejected (optional), sent with adm/alimentos/rejeitar. */
function RejectDialog(props: {
  feed: TPendingFeed;
  onSend: (input: CallInput<'rejectFeed'>) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const { id, name } = props.feed;
  return (
    <SavingFormDialog
      title={t('feeds.rejectTitle', { name })}
      formId="reject-feed-form"
      form={useForm({ defaultValues: { motivo: '' } })}
      save={({ motivo }) => props.onSend({ id, ...(motivo.trim() ? { motivo: motivo.trim() } : {}) })}
      success={t('feeds.rejected')}
      onSaved={props.onClose}
      onClose={props.onClose}
      submitText={t('feeds.reject')}
      cancelText={t('common.cancel')}
      fields={[{ name: 'motivo', label: t('feeds.reason'), multiline: true, minRows: 2 }]}
    />
  );
}

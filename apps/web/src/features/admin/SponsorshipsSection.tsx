import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Text } from '../../ui/kit-text/Text';
import { useTranslation } from 'react-i18next';
import type { TSponsorship } from '@cocho/contracts';
import { call } from '../../api/client';
import { useInvalidateCalls } from '../../api/query';
import { CallTable } from '../../ui/data-table/CallTable';
import type { DataColumn } from '../../ui/data-table/DataTable';
import { useRun } from '../../ui/form/run';

type Decision = 'acceptSponsorship' | 'declineSponsorship' | 'revokeSponsorship';

/**
 * /adm?tab=alimentos, below the pending feeds: company feeds whose sponsorship is requested (accept or
 * decline) or accepted (revoke). Texts live in the company namespace with the rest of sponsorship.
 */
export function SponsorshipsSection() {
  const { t } = useTranslation('company');
  const { run } = useRun();
  const invalidate = useInvalidateCalls();
  const decide = (feed: TSponsorship, decision: Decision) =>
    run(
      () => call(decision, { id: feed.id }).then(() => invalidate(['listSponsorships'])),
      t('sponsorship.done'),
    );
  const decisionButton = (feed: TSponsorship, decision: Decision, text: string, isDanger = false) => (
    <Button color={isDanger ? 'error' : 'primary'} onClick={() => void decide(feed, decision)}>
      {t(text)}
    </Button>
  );
  const columns: DataColumn<TSponsorship>[] = [
    { id: 'feed', header: t('sponsorship.feed'), cell: (feed) => feed.name },
    { id: 'company', header: t('sponsorship.company'), cell: (feed) => feed.empresa_nome },
    {
      id: 'state',
      header: t('sponsorship.state_'),
      cell: (feed) => (feed.patrocinio ? t(`sponsorship.state.${feed.patrocinio}`) : ''),
    },
    {
      id: 'actions',
      header: t('feeds.actions'),
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
      cell: (feed) =>
        feed.patrocinio === 'solicitado' ? (
          <>
            {decisionButton(feed, 'acceptSponsorship', 'sponsorship.accept')}
            {decisionButton(feed, 'declineSponsorship', 'sponsorship.decline', true)}
          </>
        ) : (
          feed.patrocinio === 'aceito' &&
          decisionButton(feed, 'revokeSponsorship', 'sponsorship.revoke', true)
        ),
    },
  ];

  return (
    <Box sx={{ mt: 4 }}>
      <Text kind="title">{t('sponsorship.adminTitle')}</Text>
      <Text kind="note" sx={{ mb: 1 }}>
        {t('sponsorship.adminHint')}
      </Text>
      <CallTable
        call="listSponsorships"
        input={{}}
        rowsOf={(answer) => answer.data}
        columns={columns}
        rowKey={(feed) => feed.id}
        testId="sponsorships-table"
        emptyText={t('sponsorship.adminEmpty')}
        loadErrorText={t('page.loadError')}
        retryText={t('page.retry')}
      />
    </Box>
  );
}

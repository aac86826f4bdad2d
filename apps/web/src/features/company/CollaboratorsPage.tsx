import Stack from '@mui/material/Stack';
import { Text } from '../../ui/kit-text/Text';
import { useTranslation } from 'react-i18next';
import type { TCollaborator } from '@cocho/contracts';
import { call, errorCodeOf } from '../../api/client';
import { useCallQuery } from '../../api/query';
import { formatDate } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { DataTable } from '../../ui/data-table/DataTable';
import { actionsColumn, headedColumns } from '../../ui/data-table/headed-columns';
import { useModal } from '../../ui/ModalProvider';
import { RowActions } from '../../ui/RowActions';
import { SectionCard } from '../../ui/SectionCard';
import { useRowAction } from '../../ui/use-row-action';

type Action = 'approve' | 'reject' | 'unlink';
const ACTION_CALLS = { approve: 'approveLink', reject: 'rejectLink', unlink: 'unlinkCollaborator' } as const;
const ACTION_DONE = {
  approve: 'collaborators.approved',
  reject: 'collaborators.rejected',
  unlink: 'collaborators.unlinked',
} as const;

/** Whether the row is the company's only active manager (the server refuses to unlink them). */
export function isLastManager(row: TCollaborator, rows: readonly TCollaborator[]): boolean {
  const managers = rows.filter((other) => other.acesso === 0 && other.situacao === 'ativo');
  return row.acesso === 0 && row.situacao === 'ativo' && managers.length === 1;
}

/**
 * /empresa/colaboradores: the pending link requests (approve or reject) and every collaborator with the
 * position and state (unlink after confirming). Managers act; regional managers read.
 */
export function CollaboratorsPage({ companyId, canManage }: { companyId: number; canManage: boolean }) {
  const { t } = useTranslation('company');
  const language = useLanguage();
  const { confirm } = useModal();
  const { busyId, run } = useRowAction<number>();
  const { data: answer, error, refetch } = useCallQuery('listCollaborators', { id_empresa: companyId });
  const reload = () => void refetch();
  const collaborators = answer?.data;

  const act = async (collaborator: TCollaborator, action: Action) => {
    if (
      action === 'unlink' &&
      !(await confirm({
        title: t('collaborators.confirmUnlinkTitle'),
        message: t('collaborators.confirmUnlinkMessage', { name: collaborator.nome }),
      }))
    )
      return;
    await run(
      collaborator.id_emp_user,
      () => call(ACTION_CALLS[action], { id_emp_user: collaborator.id_emp_user }).then(reload),
      t(ACTION_DONE[action]),
      // A manager the list showed as not the last may be the last by now: say why, not "already exists".
      (error) =>
        action === 'unlink' && collaborator.acesso === 0 && errorCodeOf(error) === 'CONFLICT'
          ? t('collaborators.lastManager')
          : undefined,
    );
  };

  if (error && !collaborators)
    return <LoadError message={t('page.loadError')} retryLabel={t('page.retry')} onRetry={reload} />;
  if (!collaborators) return <Loading />;
  const pending = collaborators.filter((c) => c.situacao === 'solicitado');
  const others = collaborators.filter((c) => c.situacao !== 'solicitado');

  const columns = headedColumns<TCollaborator>(t, 'collaborators', [
    { id: 'name', cell: (row) => row.nome },
    { id: 'email', cell: (row) => row.email },
    { id: 'access', cell: (row) => t(`access.${row.acesso}`) },
    { id: 'state', cell: (row) => t(`state.${row.situacao}`) },
    { id: 'requestedAt', cell: (row) => formatDate(row.decided_at ?? row.requested_at, language) },
    ...actionsColumn(canManage, (row: TCollaborator) => (
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <RowActions
          disabled={busyId !== null}
          actions={[
            {
              label: t('collaborators.approve'),
              variant: 'contained',
              when: row.situacao === 'solicitado',
              onClick: () => void act(row, 'approve'),
            },
            {
              label: t('collaborators.reject'),
              color: 'error',
              when: row.situacao === 'solicitado',
              onClick: () => void act(row, 'reject'),
            },
          ]}
        />
        {isLastManager(row, collaborators) ? (
          <Text kind="note" data-testid={`collaborator-last-manager-${row.id_emp_user}`}>
            {t('collaborators.lastManager')}
          </Text>
        ) : (
          <RowActions
            disabled={busyId !== null}
            actions={[
              {
                label: t('collaborators.unlink'),
                color: 'error',
                when: row.situacao === 'ativo' || row.situacao === 'convidado',
                onClick: () => void act(row, 'unlink'),
              },
            ]}
          />
        )}
      </Stack>
    )),
  ]);
  const section = (rows: TCollaborator[], testId: string, emptyText: string, title: string) => (
    <SectionCard title={title}>
      <DataTable
        ariaLabel={title}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id_emp_user}
        rowTestId={(row) => `collaborator-${row.id_emp_user}`}
        testId={testId}
        emptyText={emptyText}
      />
    </SectionCard>
  );

  return (
    <Stack spacing={2}>
      {section(pending, 'pending-requests', t('collaborators.noPending'), t('collaborators.pendingTitle'))}
      {section(others, 'collaborators', t('collaborators.empty'), t('collaborators.title'))}
    </Stack>
  );
}

import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TCollaborator } from '@cocho/contracts';
import { call, errorCodeOf } from '../../api/client';
import { formatDate } from '../../format/format';
import { useErrorText } from '../../i18n/use-error-text';
import { useLanguage } from '../../i18n/use-language';
import { useAlert } from '../../ui/AlertProvider';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { useModal } from '../../ui/ModalProvider';
import { useCompanyCall } from './use-company-call';

type Action = 'approve' | 'reject' | 'unlink';
const ACTION_CALLS = { approve: 'approveLink', reject: 'rejectLink', unlink: 'unlinkCollaborator' } as const;
const ACTION_DONE = {
  approve: 'collaborators.approved',
  reject: 'collaborators.rejected',
  unlink: 'collaborators.unlinked',
} as const;

const loadCollaborators = (companyId: number) =>
  call('listCollaborators', { id_empresa: companyId }).then((answer) => answer.data);

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
  const errorText = useErrorText();
  const { showAlert } = useAlert();
  const { confirm } = useModal();
  const [busyId, setBusyId] = useState<number | null>(null);
  const { data: collaborators, hasFailed, reload } = useCompanyCall(companyId, loadCollaborators);

  const act = async (collaborator: TCollaborator, action: Action) => {
    if (
      action === 'unlink' &&
      !(await confirm({
        title: t('collaborators.confirmUnlinkTitle'),
        message: t('collaborators.confirmUnlinkMessage', { name: collaborator.nome }),
      }))
    )
      return;
    setBusyId(collaborator.id_emp_user);
    try {
      await call(ACTION_CALLS[action], { id_emp_user: collaborator.id_emp_user });
      showAlert(t(ACTION_DONE[action]), 'success');
      reload();
    } catch (error) {
      // A manager the list showed as not the last may be the last by now: say why, not "already exists".
      const isLastManagerRefusal =
        action === 'unlink' && collaborator.acesso === 0 && errorCodeOf(error) === 'CONFLICT';
      showAlert(isLastManagerRefusal ? t('collaborators.lastManager') : errorText(error), 'error');
    } finally {
      setBusyId(null);
    }
  };

  if (hasFailed && !collaborators)
    return <LoadError message={t('page.loadError')} retryLabel={t('page.retry')} onRetry={reload} />;
  if (!collaborators) return <Loading />;
  const pending = collaborators.filter((c) => c.situacao === 'solicitado');
  const others = collaborators.filter((c) => c.situacao !== 'solicitado');

  // On a phone the table scrolls sideways in its box: the box takes the keyboard focus and is named.
  const table = (rows: TCollaborator[], testId: string, label: string) => (
    <TableContainer tabIndex={0} role="region" aria-label={label}>
      <Table size="small" data-testid={testId}>
        <TableHead>
          <TableRow>
            <TableCell>{t('collaborators.name')}</TableCell>
            <TableCell>{t('collaborators.email')}</TableCell>
            <TableCell>{t('collaborators.access')}</TableCell>
            <TableCell>{t('collaborators.state')}</TableCell>
            <TableCell>{t('collaborators.requestedAt')}</TableCell>
            {canManage && <TableCell align="right">{t('collaborators.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id_emp_user} data-testid={`collaborator-${row.id_emp_user}`}>
              <TableCell>{row.nome}</TableCell>
              <TableCell>{row.email}</TableCell>
              <TableCell>{t(`access.${row.acesso}`)}</TableCell>
              <TableCell>{t(`state.${row.situacao}`)}</TableCell>
              <TableCell>{formatDate(row.decided_at ?? row.requested_at, language)}</TableCell>
              {canManage && (
                <TableCell align="right">
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                    {row.situacao === 'solicitado' && (
                      <>
                        <Button
                          size="small"
                          variant="contained"
                          disabled={busyId !== null}
                          onClick={() => void act(row, 'approve')}
                        >
                          {t('collaborators.approve')}
                        </Button>
                        <Button
                          size="small"
                          color="error"
                          disabled={busyId !== null}
                          onClick={() => void act(row, 'reject')}
                        >
                          {t('collaborators.reject')}
                        </Button>
                      </>
                    )}
                    {isLastManager(row, collaborators) ? (
                      <Typography
                        variant="body2"
                        color="text.secondary"
                        data-testid={`collaborator-last-manager-${row.id_emp_user}`}
                      >
                        {t('collaborators.lastManager')}
                      </Typography>
                    ) : (
                      (row.situacao === 'ativo' || row.situacao === 'convidado') && (
                        <Button
                          size="small"
                          color="error"
                          disabled={busyId !== null}
                          onClick={() => void act(row, 'unlink')}
                        >
                          {t('collaborators.unlink')}
                        </Button>
                      )
                    )}
                  </Stack>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );

  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('collaborators.pendingTitle')}
          </Typography>
          {pending.length === 0 ? (
            <Typography color="text.secondary">{t('collaborators.noPending')}</Typography>
          ) : (
            table(pending, 'pending-requests', t('collaborators.pendingTitle'))
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('collaborators.title')}
          </Typography>
          {others.length === 0 ? (
            <Typography color="text.secondary">{t('collaborators.empty')}</Typography>
          ) : (
            table(others, 'collaborators', t('collaborators.title'))
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}

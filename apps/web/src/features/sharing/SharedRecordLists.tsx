import { useState } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SHARED_DIET_REDIRECT_MS } from '@cocho/contracts';
import type { TShare, TShareLists, TShareType } from '@cocho/contracts';
import { call, errorCodeOf } from '../../api/client';
import { useCallPages, withCallQueries } from '../../api/query';
import { isNetworkFailure } from '../../offline/use-outbox';
import { Loading } from '../../ui/Loading';
import { useModal } from '../../ui/ModalProvider';
import { TooltipIconButton } from '../../ui/TooltipIconButton';
import { sharedRecordPath } from './shared-record-path';

export type SharedRecordListsProps = {
  /** 0 diets, 1 predictions, 2 requirements tables, 3 mixes. */
  readonly tipo: TShareType;
  /** A received record is being opened (the list's dialog closes). */
  readonly onOpening?: () => void;
};

type Side = 'received' | 'given';

const LIST_CALLS = { received: 'findReceivedShares', given: 'findGivenShares' } as const;

/** The recipient as who shared sees them: by name once they opened it, else by the e-mail typed. */
const personOf = (share: TShare): string => share.pessoa.nome || share.pessoa.email;

const ofType = (lists: TShareLists, tipo: TShareType): TShare[] =>
  [lists.dietas, lists.predicoes, lists.exigencias, lists.misturas, lists.suplementos, lists.comparacoes][
    tipo
  ] ?? lists.dietas;

/** One list of one kind, page after page by the cursor its last page gave (null after the last). */
const useShareList = (side: Side, tipo: TShareType) =>
  useCallPages(LIST_CALLS[side], { tipo }, (answer) => answer.proximo, { retry: false });

/**
 * Shared with me and shared by me (docs/product/shell.md#screens), beside my diets and my predictions: a received record
 * opens (marked read first, then the screen after SHARED_DIET_REDIRECT_MS, docs/product/shell.md#constants) or is hidden; a
 * share I made is revoked.
 */
export const SharedRecordLists = withCallQueries(Lists);

function Lists({ tipo, onOpening }: SharedRecordListsProps) {
  const { t } = useTranslation('sharing');
  const { t: tErrors } = useTranslation('errors');
  const navigate = useNavigate();
  const { confirm } = useModal();
  const queries = { received: useShareList('received', tipo), given: useShareList('given', tipo) };
  const [actionError, setActionError] = useState<string | null>(null);
  // Shares hidden or revoked here, out of the lists without loading them again.
  const [dropped, setDropped] = useState<ReadonlySet<number>>(new Set());
  const sharesOf = (side: Side) =>
    queries[side].data?.pages
      .flatMap((page) => ofType(page, tipo))
      .filter((share) => !dropped.has(share.id_compartilhamento)) ?? [];
  const isLoaded = queries.received.data !== undefined && queries.given.data !== undefined;
  const loadError = isLoaded ? null : (queries.received.error ?? queries.given.error);

  const fail = (failure: unknown) =>
    setActionError(t('lists.failed', { reason: tErrors(errorCodeOf(failure)) }));
  const drop = (id: number) => setDropped((current) => new Set(current).add(id));
  const error =
    actionError ?? (loadError ? t('lists.failed', { reason: tErrors(errorCodeOf(loadError)) }) : null);

  const onLoadMore = async (side: Side) => {
    const page = await queries[side].fetchNextPage();
    if (page.isError) fail(page.error);
  };

  const loadMoreButton = (side: Side) =>
    isLoaded &&
    queries[side].hasNextPage && (
      <Button
        size="small"
        disabled={queries.received.isFetchingNextPage || queries.given.isFetchingNextPage}
        onClick={() => void onLoadMore(side)}
        data-testid={`shared-${side}-more`}
        sx={{ mb: 2 }}
      >
        {t('lists.loadMore')}
      </Button>
    );

  const onOpen = async (share: TShare) => {
    try {
      await call('markShareRead', {
        id: share.id_dieta,
        id_compartilhamento: share.id_compartilhamento,
        id_pessoa: share.pessoa.id,
      });
    } catch (failure) {
      fail(failure);
      return;
    }
    window.setTimeout(() => {
      onOpening?.();
      void navigate(sharedRecordPath(share));
    }, SHARED_DIET_REDIRECT_MS);
  };

  /** Hides or revokes a share: out of its list once the server agrees. */
  const dropShare = async (share: TShare, send: () => Promise<unknown>) => {
    try {
      await send();
      drop(share.id_compartilhamento);
    } catch (failure) {
      fail(failure);
    }
  };
  const onHide = (share: TShare) =>
    dropShare(share, () =>
      call('hideReceivedShare', { id_compartilhamento: share.id_compartilhamento, id_dieta: share.id_dieta }),
    );

  const onRevoke = async (share: TShare) => {
    const isSure = await confirm({
      title: t('lists.revokeTitle'),
      message: t('lists.revokeMessage', { name: share.nome, person: personOf(share) }),
    });
    if (isSure)
      await dropShare(share, () => call('revokeShare', { id_compartilhamento: share.id_compartilhamento }));
  };

  const permissionsOf = (share: TShare) =>
    [
      share.pode_ler && t('lists.permissions.read'),
      share.pode_editar && t('lists.permissions.edit'),
      share.pode_compartilhar && t('lists.permissions.share'),
    ]
      .filter(Boolean)
      .join(', ');

  /** One side's list under its title: its empty text, or each share with its details, permissions and actions. */
  const shareList = (
    side: Side,
    itemOf: (share: TShare) => { primary: ReactNode; details: string; actions: ReactNode },
  ) => {
    const shares = sharesOf(side);
    return (
      <>
        <Typography variant="subtitle1">{t(`lists.${side}`)}</Typography>
        {shares.length === 0 ? (
          <Box sx={{ color: 'text.secondary', mb: side === 'received' ? 2 : 0 }}>
            {t(`lists.${side}Empty`)}
          </Box>
        ) : (
          <List dense data-testid={`shared-${side}`}>
            {shares.map((share) => {
              const { primary, details, actions } = itemOf(share);
              return (
                <ListItem
                  key={share.id_compartilhamento}
                  data-testid={`shared-${side}-item`}
                  secondaryAction={actions}
                >
                  <ListItemText primary={primary} secondary={`${details} · ${permissionsOf(share)}`} />
                </ListItem>
              );
            })}
          </List>
        )}
        {loadMoreButton(side)}
      </>
    );
  };

  // Offline, the list above says once what waits for the connection: no second error.
  if (loadError && isNetworkFailure(loadError)) return null;
  return (
    <Box sx={{ mt: 3 }} data-testid={`shared-lists-${tipo}`}>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {!isLoaded ? (
        !error && <Loading />
      ) : (
        <>
          {shareList('received', (share) => ({
            primary: (
              <>
                {share.nome}
                {!share.lida && (
                  <Chip size="small" color="primary" label={t('lists.unread')} sx={{ ml: 1 }} />
                )}
              </>
            ),
            details: t('lists.from', { name: share.dono.nome }),
            actions: (
              <>
                <TooltipIconButton
                  title={t('lists.open')}
                  aria-label={t('lists.openNamed', { name: share.nome })}
                  onClick={() => void onOpen(share)}
                  data-testid="shared-open"
                >
                  <FolderOpenOutlined />
                </TooltipIconButton>
                <TooltipIconButton
                  title={t('lists.hide')}
                  aria-label={t('lists.hideNamed', { name: share.nome })}
                  onClick={() => void onHide(share)}
                  data-testid="shared-hide"
                >
                  <VisibilityOffOutlined />
                </TooltipIconButton>
              </>
            ),
          }))}
          {shareList('given', (share) => ({
            primary: share.nome,
            details:
              share.pessoa.nome === ''
                ? t('lists.toEmail', { email: share.pessoa.email })
                : t('lists.to', { name: share.pessoa.nome, email: share.pessoa.email }),
            actions: (
              <TooltipIconButton
                title={t('lists.revoke')}
                aria-label={t('lists.revokeNamed', { name: share.nome, person: personOf(share) })}
                onClick={() => void onRevoke(share)}
                data-testid="shared-revoke"
              >
                <LinkOffOutlined />
              </TooltipIconButton>
            ),
          }))}
        </>
      )}
    </Box>
  );
}

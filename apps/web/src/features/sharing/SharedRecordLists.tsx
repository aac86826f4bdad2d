import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SHARED_DIET_REDIRECT_MS } from '@cocho/contracts';
import type { TShare, TShareLists, TShareType } from '@cocho/contracts';
import { call, errorCodeOf } from '../../api/client';
import { isNetworkFailure } from '../../offline/use-outbox';
import { useModal } from '../../ui/ModalProvider';
import { sharedRecordPath } from './shared-record-path';

export type SharedRecordListsProps = {
  /** 0 diets, 1 predictions, 2 requirements tables, 3 mixes. */
  readonly tipo: TShareType;
  /** A received record is being opened (the list's dialog closes). */
  readonly onOpening?: () => void;
};

type Side = 'received' | 'given';
/** A list's shares so far and the cursor of its next page (null after the last). */
type Paged = { readonly shares: readonly TShare[]; readonly next: string | null };
type Lists = Record<Side, Paged>;

const LIST_CALLS = { received: 'findReceivedShares', given: 'findGivenShares' } as const;

/** The recipient as who shared sees them: by name once they opened it, else by the e-mail typed. */
const personOf = (share: TShare): string => share.pessoa.nome || share.pessoa.email;

const ofType = (lists: TShareLists, tipo: TShareType): TShare[] =>
  [lists.dietas, lists.predicoes, lists.exigencias, lists.misturas, lists.suplementos, lists.comparacoes][
    tipo
  ] ?? lists.dietas;

async function loadPage(side: Side, tipo: TShareType, cursor: string | null): Promise<Paged> {
  const answer = await call(LIST_CALLS[side], { tipo, ...(cursor === null ? {} : { cursor }) });
  return { shares: ofType(answer, tipo), next: answer.proximo };
}

/**
 * Shared with me and shared by me (docs/product/shell.md#screens), beside my diets and my predictions: a received record
 * opens (marked read first, then the screen after SHARED_DIET_REDIRECT_MS, docs/product/shell.md#constants) or is hidden; a
 * share I made is revoked.
 */
export function SharedRecordLists({ tipo, onOpening }: SharedRecordListsProps) {
  const { t } = useTranslation('sharing');
  const { t: tErrors } = useTranslation('errors');
  const navigate = useNavigate();
  const { confirm } = useModal();
  const [lists, setLists] = useState<Lists | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState<Side | null>(null);
  const [isOffline, setIsOffline] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    Promise.all([loadPage('received', tipo, null), loadPage('given', tipo, null)]).then(
      ([received, given]) => {
        if (isCurrent) setLists({ received, given });
      },
      (failure: unknown) => {
        if (!isCurrent) return;
        // Offline, the list above says once what waits for the connection: no second error.
        if (isNetworkFailure(failure)) setIsOffline(true);
        else setError(t('lists.failed', { reason: tErrors(errorCodeOf(failure)) }));
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [tipo, t, tErrors]);

  const fail = (failure: unknown) => setError(t('lists.failed', { reason: tErrors(errorCodeOf(failure)) }));
  const drop = (from: Side, id: number) =>
    setLists((current) =>
      current
        ? {
            ...current,
            [from]: {
              ...current[from],
              shares: current[from].shares.filter((share) => share.id_compartilhamento !== id),
            },
          }
        : current,
    );

  const onLoadMore = async (side: Side) => {
    const cursor = lists?.[side].next ?? null;
    if (cursor === null) return;
    setLoadingMore(side);
    try {
      const page = await loadPage(side, tipo, cursor);
      setLists((current) =>
        current
          ? { ...current, [side]: { shares: [...current[side].shares, ...page.shares], next: page.next } }
          : current,
      );
    } catch (failure) {
      fail(failure);
    } finally {
      setLoadingMore(null);
    }
  };

  const loadMoreButton = (side: Side) =>
    lists?.[side].next != null && (
      <Button
        size="small"
        disabled={loadingMore !== null}
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

  const onHide = async (share: TShare) => {
    try {
      await call('hideReceivedShare', {
        id_compartilhamento: share.id_compartilhamento,
        id_dieta: share.id_dieta,
      });
      drop('received', share.id_compartilhamento);
    } catch (failure) {
      fail(failure);
    }
  };

  const onRevoke = async (share: TShare) => {
    const isSure = await confirm({
      title: t('lists.revokeTitle'),
      message: t('lists.revokeMessage', { name: share.nome, person: personOf(share) }),
    });
    if (!isSure) return;
    try {
      await call('revokeShare', { id_compartilhamento: share.id_compartilhamento });
      drop('given', share.id_compartilhamento);
    } catch (failure) {
      fail(failure);
    }
  };

  const permissionsOf = (share: TShare) =>
    [
      share.pode_ler && t('lists.permissions.read'),
      share.pode_editar && t('lists.permissions.edit'),
      share.pode_compartilhar && t('lists.permissions.share'),
    ]
      .filter(Boolean)
      .join(', ');

  if (isOffline) return null;
  return (
    <Box sx={{ mt: 3 }} data-testid={`shared-lists-${tipo}`}>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {lists === null ? (
        !error && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
            <CircularProgress size={24} />
          </Box>
        )
      ) : (
        <>
          <Typography variant="subtitle1">{t('lists.received')}</Typography>
          {lists.received.shares.length === 0 ? (
            <Box sx={{ color: 'text.secondary', mb: 2 }}>{t('lists.receivedEmpty')}</Box>
          ) : (
            <List dense data-testid="shared-received">
              {lists.received.shares.map((share) => (
                <ListItem
                  key={share.id_compartilhamento}
                  data-testid="shared-received-item"
                  secondaryAction={
                    <Box>
                      <Tooltip title={t('lists.open')}>
                        <IconButton
                          aria-label={t('lists.openNamed', { name: share.nome })}
                          onClick={() => void onOpen(share)}
                          data-testid="shared-open"
                        >
                          <FolderOpenOutlined />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('lists.hide')}>
                        <IconButton
                          aria-label={t('lists.hideNamed', { name: share.nome })}
                          onClick={() => void onHide(share)}
                          data-testid="shared-hide"
                        >
                          <VisibilityOffOutlined />
                        </IconButton>
                      </Tooltip>
                    </Box>
                  }
                >
                  <ListItemText
                    primary={
                      <>
                        {share.nome}
                        {!share.lida && (
                          <Chip size="small" color="primary" label={t('lists.unread')} sx={{ ml: 1 }} />
                        )}
                      </>
                    }
                    secondary={`${t('lists.from', { name: share.dono.nome })} · ${permissionsOf(share)}`}
                  />
                </ListItem>
              ))}
            </List>
          )}
          <Typography variant="subtitle1">{t('lists.given')}</Typography>
          {loadMoreButton('received')}
          {lists.given.shares.length === 0 ? (
            <Box sx={{ color: 'text.secondary' }}>{t('lists.givenEmpty')}</Box>
          ) : (
            <List dense data-testid="shared-given">
              {lists.given.shares.map((share) => (
                <ListItem
                  key={share.id_compartilhamento}
                  data-testid="shared-given-item"
                  secondaryAction={
                    <Tooltip title={t('lists.revoke')}>
                      <IconButton
                        aria-label={t('lists.revokeNamed', { name: share.nome, person: personOf(share) })}
                        onClick={() => void onRevoke(share)}
                        data-testid="shared-revoke"
                      >
                        <LinkOffOutlined />
                      </IconButton>
                    </Tooltip>
                  }
                >
                  <ListItemText
                    primary={share.nome}
                    secondary={`${
                      share.pessoa.nome === ''
                        ? t('lists.toEmail', { email: share.pessoa.email })
                        : t('lists.to', { name: share.pessoa.nome, email: share.pessoa.email })
                    } · ${permissionsOf(share)}`}
                  />
                </ListItem>
              ))}
            </List>
          )}
          {loadMoreButton('given')}
        </>
      )}
    </Box>
  );
}

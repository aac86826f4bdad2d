import { useState } from 'react';
import type { MouseEvent } from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SHARED_DIET_REDIRECT_MS } from '@cocho/contracts';
import type { TNotification } from '@cocho/contracts';
import { call, errorCodeOf } from '../api/client';
import { useLanguage } from '../i18n/use-language';
import { useAlert } from '../ui/AlertProvider';
import { useModal } from '../ui/ModalProvider';
import { TooltipIconButton } from '../ui/TooltipIconButton';
import { badgeText } from './badge-text';
import { askBrowserNoticePermission } from './browser-notice';
import { describeNotification } from './describe-notification';
import { NotificationIcon } from './NotificationIcon';
import { useNotifications } from './use-notifications';

/** The panel's maximum height (docs/product/shell.md#constants). */
const PANEL_MAX_HEIGHT_PX = 350;

/** The read call of a record's kind (docs/product/calls.md#calculation-calls); a record already read needs none. */
function markRead(item: TNotification): Promise<unknown> | undefined {
  switch (item.tipo) {
    case 'compartilhamento':
      return call('markShareRead', {
        id: item.params.id_dieta,
        id_compartilhamento: item.id,
        id_pessoa: item.params.id_pessoa,
      });
    case 'mensagem':
      return item.lida ? undefined : call('markMessageRead', { notificacao_id: item.id });
    case 'solicitacao_premium':
      return call('markPremiumRequestRead', { id: item.id });
    case 'alimento_pendente':
      return call('markPendingFeedsRead', {});
    case 'empresa_alteracao':
      return call(
        item.params.tipo_alteracao === 'empresa' ? 'markCompanyChangeRead' : 'markCompanyUserChangeRead',
        { id: item.id },
      );
    case 'novo_usuario':
      return call('markNewUsersRead', {});
    case 'vinculo_empresa':
      // Pending until a manager answers it (Approve or Reject): opening it reads nothing.
      return;
    case 'reporte':
      return call('markErrorReportRead', { id: item.id });
    case 'contato_empresa':
    case 'convite_empresa':
      // Pending until the user accepts or declines it (the entry's buttons): opening it reads nothing.
      return;
    case 'aviso':
      return item.lida ? undefined : call('markNoticeRead', { id: item.id });
    case 'patrocinio':
      // The feeds tab's read call (docs/product/calls.md#calculation-calls notificacoes/alimentoLido); listed until answered there.
      return item.lida ? undefined : call('markPendingFeedsRead', {});
    case 'vinculo_usuario':
      return call('markLinkEventRead', { id: item.id });
  }
}

/** Entries answered in the bell: a link request (managers), an invitation, a contact request. */
type Answerable = Extract<TNotification, { tipo: 'vinculo_empresa' | 'convite_empresa' | 'contato_empresa' }>;

function isAnswerable(item: TNotification): item is Answerable {
  return item.tipo in ANSWER_KEYS;
}

/** The answer call of an entry, and the words of its buttons and of what was done (notifications namespace). */
function answer(item: Answerable, accept: boolean): Promise<unknown> {
  switch (item.tipo) {
    case 'vinculo_empresa':
      return call(accept ? 'approveLink' : 'rejectLink', { id_emp_user: item.id });
    case 'convite_empresa':
      return call(accept ? 'acceptInvitation' : 'declineInvitation', { id_emp_user: item.id });
    case 'contato_empresa':
      return call(accept ? 'acceptContact' : 'declineContact', { id_contato: item.id });
  }
}

const ANSWER_KEYS = {
  vinculo_empresa: { yes: 'approve', no: 'reject', done: 'approved', refused: 'rejected' },
  convite_empresa: { yes: 'accept', no: 'decline', done: 'accepted', refused: 'declined' },
  contato_empresa: { yes: 'accept', no: 'decline', done: 'accepted', refused: 'declined' },
} as const;

/** A link request's buttons are `notification-link-approve|reject`; the others' `notification-accept|decline`. */
const answerTestId = (kind: keyof typeof ANSWER_KEYS, isYes: boolean) =>
  `notification-${kind === 'vinculo_empresa' ? 'link-' : ''}${ANSWER_KEYS[kind][isYes ? 'yes' : 'no']}`;

/**
 * The toolbar's notification bell (docs/product/shell.md#screens; docs/product/calculation.md#screens): the unread count ("+99" above 99) and a panel
 * of every record, newest first. A click marks the record read, reloads the list and opens its screen; a
 * shared record opens after SHARED_DIET_REDIRECT_MS; a general message shows its text, then goes home. A
 * company link request has Approve and Reject buttons (docs/product/calculation.md#screens); an invitation and a contact request have
 * Accept and Decline. After an answer, here or on any screen, the list polls at once
 * (use-notifications BELL_CHANGING_CALLS), so the entry leaves without a reload.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const { t: tErrors } = useTranslation('errors');
  const navigate = useNavigate();
  const language = useLanguage();
  const { inform } = useModal();
  const { showAlert } = useAlert();
  const { data, reload } = useNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const count = data?.count ?? 0;
  const list = data?.list ?? [];

  const onOpenPanel = (event: MouseEvent<HTMLElement>) => {
    askBrowserNoticePermission();
    setAnchor(event.currentTarget);
  };

  const onChoose = async (item: TNotification) => {
    setAnchor(null);
    try {
      await markRead(item);
    } catch (failure) {
      showAlert(tErrors(errorCodeOf(failure)), 'error');
      await reload();
      return;
    }
    await reload();
    if (item.tipo === 'compartilhamento') {
      setTimeout(() => void navigate(item.destino), SHARED_DIET_REDIRECT_MS);
      return;
    }
    if (item.tipo === 'mensagem') await inform({ title: item.params.titulo, message: item.params.mensagem });
    await navigate(item.destino);
  };

  const onAnswer = async (item: Answerable, accept: boolean) => {
    const keys = ANSWER_KEYS[item.tipo];
    try {
      await answer(item, accept);
      showAlert(t(`${item.tipo}.${accept ? keys.done : keys.refused}`));
    } catch (failure) {
      showAlert(tErrors(errorCodeOf(failure)), 'error');
      // A failed answer changes nothing the bell knows of; poll so a request answered elsewhere leaves.
      await reload();
    }
  };

  return (
    <>
      <TooltipIconButton
        title={t('bell')}
        loadWhenIdle
        onClick={onOpenPanel}
        // The badge's number is visible text inside the button, so its name carries it too (WCAG 2.5.3).
        aria-label={count > 0 ? t('bellUnread', { number: badgeText(count) }) : t('bell')}
        data-testid="notification-bell"
      >
        {count > 0 ? (
          <Badge badgeContent={badgeText(count)} color="error" data-testid="notification-badge">
            <NotificationsOutlined />
          </Badge>
        ) : (
          <NotificationsOutlined />
        )}
      </TooltipIconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            sx: { maxHeight: PANEL_MAX_HEIGHT_PX, width: 360, maxWidth: 'calc(100vw - 32px)' },
            'data-testid': 'notification-panel',
          } as object,
        }}
      >
        {list.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary" data-testid="notification-empty">
            {t('empty')}
          </Typography>
        ) : (
          <List dense disablePadding>
            {list.map((item) => {
              const text = describeNotification(item, t, language);
              return (
                <ListItem
                  key={`${item.tipo}-${item.id}`}
                  disablePadding
                  divider
                  sx={{ flexDirection: 'column', alignItems: 'stretch' }}
                >
                  <ListItemButton
                    onClick={() => void onChoose(item)}
                    data-testid="notification-item"
                    data-kind={item.tipo}
                    data-read={item.lida ? 'true' : 'false'}
                  >
                    <ListItemIcon sx={{ minWidth: 40 }}>
                      <NotificationIcon item={item} />
                    </ListItemIcon>
                    <ListItemText
                      primary={text.primary}
                      secondary={text.secondary}
                      slotProps={{
                        primary: { sx: { fontWeight: item.lida ? 400 : 600 } },
                        secondary: { sx: { overflowWrap: 'anywhere' } },
                      }}
                    />
                  </ListItemButton>
                  {isAnswerable(item) && (
                    <Stack direction="row" spacing={1} sx={{ px: 2, pb: 1, pl: 7 }}>
                      {([true, false] as const).map((isYes) => (
                        <Button
                          key={String(isYes)}
                          size="small"
                          {...(isYes ? { variant: 'contained' } : { color: 'error' })}
                          onClick={() => void onAnswer(item, isYes)}
                          data-testid={answerTestId(item.tipo, isYes)}
                        >
                          {t(`${item.tipo}.${ANSWER_KEYS[item.tipo][isYes ? 'yes' : 'no']}`)}
                        </Button>
                      ))}
                    </Stack>
                  )}
                </ListItem>
              );
            })}
            {data !== null && data.total > list.length && (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', p: 1.5 }}>
                {t('more', { shown: list.length, total: data.total })}
              </Typography>
            )}
          </List>
        )}
      </Popover>
    </>
  );
}

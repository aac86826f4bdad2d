import { useState } from 'react';
import type { MouseEvent } from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SHARED_DIET_REDIRECT_MS } from '@cocho/contracts';
import type { TNotification } from '@cocho/contracts';
import { call, errorCodeOf } from '../api/client';
import { useAlert } from '../ui/AlertProvider';
import { useModal } from '../ui/ModalProvider';
import { badgeText } from './badge-text';
import { askBrowserNoticePermission } from './browser-notice';
import { describeNotification } from './describe-notification';
import { NotificationIcon } from './NotificationIcon';
import { useNotifications } from './use-notifications';

/** The panel's maximum height (spec 01 §9). */
const PANEL_MAX_HEIGHT_PX = 350;

/** The read call of a record's kind (spec 02 §7); a record already read needs none. */
async function markRead(item: TNotification): Promise<void> {
  switch (item.tipo) {
    case 'compartilhamento':
      await call('markShareRead', {
        id: item.params.id_dieta,
        id_compartilhamento: item.id,
        id_pessoa: item.params.id_pessoa,
      });
      return;
    case 'mensagem':
      if (!item.lida) await call('markMessageRead', { notificacao_id: item.id });
      return;
    case 'solicitacao_premium':
      await call('markPremiumRequestRead', { id: item.id });
      return;
    case 'alimento_pendente':
      await call('markPendingFeedsRead', {});
      return;
    case 'empresa_alteracao':
      await call(
        item.params.tipo_alteracao === 'empresa' ? 'markCompanyChangeRead' : 'markCompanyUserChangeRead',
        { id: item.id },
      );
      return;
    case 'novo_usuario':
      await call('markNewUsersRead', {});
      return;
    case 'vinculo_empresa':
      // Pending until a manager answers it (Approve or Reject): opening it reads nothing.
      return;
    case 'reporte':
      await call('markErrorReportRead', { id: item.id });
      return;
    case 'contato_empresa':
      // Pending until the user accepts or declines it on /user: opening it reads nothing.
      return;
    case 'patrocinio':
      // The feeds tab's read call (spec 02 §7 notificacoes/alimentoLido); listed until answered there.
      if (!item.lida) await call('markPendingFeedsRead', {});
      return;
    case 'vinculo_usuario':
      await call('markLinkEventRead', { id: item.id });
      return;
  }
}

/**
 * The toolbar's notification bell (spec 01 §2; spec 02 §2): the unread count ("+99" above 99) and a panel
 * of every record, newest first. A click marks the record read, reloads the list and opens its screen; a
 * shared record opens after SHARED_DIET_REDIRECT_MS; a general message shows its text, then goes home. A
 * company link request has Approve and Reject buttons (spec 02 §2).
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const { t: tErrors } = useTranslation('errors');
  const navigate = useNavigate();
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

  const onDecideLink = async (id: number, decision: 'approve' | 'reject') => {
    try {
      await call(decision === 'approve' ? 'approveLink' : 'rejectLink', { id_emp_user: id });
      showAlert(decision === 'approve' ? t('vinculo_empresa.approved') : t('vinculo_empresa.rejected'));
    } catch (failure) {
      showAlert(tErrors(errorCodeOf(failure)), 'error');
    }
    await reload();
  };

  return (
    <>
      <Tooltip title={t('bell')}>
        <IconButton onClick={onOpenPanel} aria-label={t('bell')} data-testid="notification-bell">
          {count > 0 ? (
            <Badge badgeContent={badgeText(count)} color="error" data-testid="notification-badge">
              <NotificationsOutlined />
            </Badge>
          ) : (
            <NotificationsOutlined />
          )}
        </IconButton>
      </Tooltip>
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
              const text = describeNotification(item, t);
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
                  {item.tipo === 'vinculo_empresa' && (
                    <Stack direction="row" spacing={1} sx={{ px: 2, pb: 1, pl: 7 }}>
                      <Button
                        size="small"
                        variant="contained"
                        onClick={() => void onDecideLink(item.id, 'approve')}
                        data-testid="notification-link-approve"
                      >
                        {t('vinculo_empresa.approve')}
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        onClick={() => void onDecideLink(item.id, 'reject')}
                        data-testid="notification-link-reject"
                      >
                        {t('vinculo_empresa.reject')}
                      </Button>
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

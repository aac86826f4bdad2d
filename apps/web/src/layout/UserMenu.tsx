import { useCallback, useRef, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import Star from '@mui/icons-material/Star';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TMyCompanyLink, TUser } from '@cocho/contracts';
import { call } from '../api/client';
import { useSession } from '../session/SessionProvider';
import { useAccess } from '../session/use-access';
import { lazyView } from '../ui/lazy-view';
import { withLaterTexts } from '../i18n/i18n';

/**
 * The menu's company part (the partner logo's tooltip and the link request form) loads on the first hover, focus
 * or click of the menu's button, not with the signed-in layout (docs/decisions/first-screen-budget.md).
 */
const userMenuCompaniesView = lazyView(
  withLaterTexts(async () => (await import('./UserMenuCompanies')).UserMenuCompanies),
);
const UserMenuCompanies = userMenuCompaniesView.View;
const preloadCompanies = () => void userMenuCompaniesView.load().catch(() => undefined);

/**
 * Premium by the user's own flags only. The shell reads the premium profile (plans, company links,
 * administrators) through `useAccess().profiles`; this stays for callers that have no session.
 */
export function isPremium(user: TUser): boolean {
  return user.premium || user.premiumInfinito || user.administrador;
}

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/);
  return (
    (parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')
  ).toUpperCase();
}

export function UserMenu({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { logout } = useSession();
  const { profiles } = useAccess();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const initials = initialsOf(user.NOME);
  // The companies (empresa/minhas): asked for at each opening, and at the first hover or focus, and kept while the
  // menu is closed, so an opening draws the ones last known at once and the items below do not move.
  const [links, setLinks] = useState<readonly TMyCompanyLink[] | null>(null);
  const lastAsked = useRef(0);
  const askLinks = useCallback(() => {
    const asked = ++lastAsked.current;
    call('listMyCompanyLinks', {}).then(
      (answer) => {
        if (asked === lastAsked.current) setLinks(answer.data);
      },
      () => {
        if (asked === lastAsked.current) setLinks((known) => known ?? []);
      },
    );
  }, []);
  const prepare = () => {
    preloadCompanies();
    if (lastAsked.current === 0) askLinks();
  };
  return (
    <>
      <IconButton
        onClick={(event) => {
          setAnchor(event.currentTarget);
          askLinks();
        }}
        onMouseEnter={prepare}
        onFocus={prepare}
        aria-label={t('userMenu.open', { initials })}
        aria-haspopup="menu"
        data-testid="user-menu"
        sx={{ ml: 0.5 }}
      >
        <Avatar sx={{ width: 34, height: 34, bgcolor: 'secondary.main', fontSize: 15 }}>{initials}</Avatar>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1, maxWidth: 300 }}>
          <Typography sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 0.5 }} noWrap>
            {user.NOME}
            {profiles.has('premium') && (
              <Star fontSize="small" sx={{ color: 'warning.main' }} titleAccess={t('userMenu.premium')} />
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
        </Box>
        <UserMenuCompanies links={links} onChanged={askLinks} />
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            navigate('/user');
          }}
        >
          <ListItemIcon>
            <EditOutlined fontSize="small" />
          </ListItemIcon>
          {t('userMenu.edit')}
        </MenuItem>
        <MenuItem
          data-testid="logout"
          onClick={() => {
            setAnchor(null);
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          {t('userMenu.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}

import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import MenuIcon from '@mui/icons-material/Menu';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TUser } from '@cocho/contracts';
import { useAccess } from '../session/use-access';
import { BOTTOM_BAR_HEIGHT_PX } from '../theme/theme';
import { MenuIcon as LinkIcon } from './menu-icons';
import { activeMenuPath, bottomBarLinks } from './menu-links';

/** Mobile bottom bar: the menu button plus at most the first 6 visible links (docs/product/shell.md#screens). */
export function BottomBar({ user, onOpenMenu }: { user: TUser; onOpenMenu: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const access = useAccess();
  const links = bottomBarLinks({ ...access, user });
  const active = activeMenuPath(pathname, links);
  return (
    <Paper
      elevation={8}
      square
      sx={{ position: 'fixed', bottom: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar }}
      data-testid="bottom-bar"
    >
      <BottomNavigation
        value={active ?? false}
        onChange={(_event, value: string) => {
          if (value === 'menu') onOpenMenu();
          else navigate(value);
        }}
        sx={{
          height: BOTTOM_BAR_HEIGHT_PX,
          // A long short label is cut with an ellipsis inside its action, never wider than the phone.
          '& .MuiBottomNavigationAction-root': { minWidth: 0, px: 0.5, overflow: 'hidden' },
          '& .MuiBottomNavigationAction-label': {
            maxWidth: '100%',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          },
        }}
      >
        <BottomNavigationAction
          value="menu"
          label={t('nav.menu')}
          icon={<MenuIcon />}
          aria-label={t('nav.menu')}
        />
        {links.map((link) => (
          <BottomNavigationAction
            key={link.path}
            value={link.path}
            label={t(`${link.labelKey}Short`)}
            icon={<LinkIcon path={link.path} />}
            aria-label={nameOf(t(link.labelKey), t(`${link.labelKey}Short`))}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}

/**
 * A link's name: its full title, which must contain the short label shown on the bar (WCAG 2.5.3), else
 * both (the short first, as seen).
 */
function nameOf(full: string, short: string): string {
  return full.toLocaleLowerCase().includes(short.toLocaleLowerCase()) ? full : `${short} (${full})`;
}

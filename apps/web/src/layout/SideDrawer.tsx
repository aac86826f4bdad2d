import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import FeedbackOutlined from '@mui/icons-material/FeedbackOutlined';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TUser } from '@cocho/contracts';
import { DRAWER_WIDTH_PX } from '../theme/theme';
import { Logo } from './Logo';
import { useAccess } from '../session/use-access';
import { MenuIcon } from './menu-icons';
import { activeMenuPath, visibleMenuLinks } from './menu-links';

type SideDrawerProps = {
  user: TUser;
  /** Permanent on the dashboard on wide screens, temporary elsewhere (docs/product/shell.md#screens). */
  isPermanent: boolean;
  open: boolean;
  onClose: () => void;
};

export function SideDrawer({ user, isPermanent, open, onClose }: SideDrawerProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const access = useAccess();
  const links = visibleMenuLinks({ ...access, user });
  const active = activeMenuPath(pathname, links);
  const content = (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar sx={{ px: 2 }}>
        <Logo color="primary.main" />
      </Toolbar>
      <Divider />
      <Box component="nav" aria-label={t('nav.main')} sx={{ flexGrow: 1, overflowY: 'auto' }}>
        <List>
          {links.map((link) => (
            <ListItem key={link.path} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={link.path}
                selected={link.path === active}
                onClick={isPermanent ? undefined : onClose}
                sx={{ mx: 1, borderRadius: 2, mb: 0.25 }}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <MenuIcon path={link.path} />
                </ListItemIcon>
                <ListItemText primary={t(link.labelKey)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Divider />
      <Box sx={{ p: 2 }}>
        <Button
          component={RouterLink}
          to="/feedback"
          startIcon={<FeedbackOutlined />}
          variant="outlined"
          fullWidth
          onClick={isPermanent ? undefined : onClose}
        >
          {t('nav.feedback')}
        </Button>
      </Box>
    </Box>
  );
  return (
    <Drawer
      variant={isPermanent ? 'permanent' : 'temporary'}
      open={isPermanent || open}
      onClose={onClose}
      data-testid="side-drawer"
      sx={{
        width: isPermanent ? DRAWER_WIDTH_PX : undefined,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: DRAWER_WIDTH_PX, boxSizing: 'border-box' },
      }}
    >
      {content}
    </Drawer>
  );
}

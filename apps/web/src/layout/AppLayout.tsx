import { useState } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import MenuIcon from '@mui/icons-material/Menu';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TUser } from '@cocho/contracts';
import { BOTTOM_BAR_BREAKPOINT_PX, DRAWER_BREAKPOINT_PX, DRAWER_WIDTH_PX } from '../theme/theme';
import { useSession } from '../session/SessionProvider';
import { ConsultancyToolbar } from '../consultancy-picker/ConsultancyToolbar';
import { HelpButton } from '../help/HelpButton';
import { SupportButton } from '../help/SupportButton';
import { NotificationBell } from '../notifications/NotificationBell';
import { BooksMenu } from './BooksMenu';
import { BottomBar, BOTTOM_BAR_HEIGHT_PX } from './BottomBar';
import { CookieNotice } from './CookieNotice';
import { DarkModeToggle } from './DarkModeToggle';
import { Footer } from './Footer';
import { LanguageMenu } from './LanguageMenu';
import { SideDrawer } from './SideDrawer';
import { UserMenu } from './UserMenu';

type AppLayoutProps = {
  user: TUser;
  title: string;
  isOffline: boolean;
  isMobileMode: boolean;
  /** Shown instead of the route's screen (the no-access page). */
  content?: ReactNode;
};

/** Logged-in layout (spec 01 §2): toolbar, left drawer, bottom bar below 650 px, cookie notice, footer. */
export function AppLayout({ user, title, isOffline, isMobileMode, content }: AppLayoutProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const isWide = useMediaQuery(`(min-width:${DRAWER_BREAKPOINT_PX}px)`);
  const hasBottomBar = useMediaQuery(`(max-width:${BOTTOM_BAR_BREAKPOINT_PX - 0.02}px)`) && !isMobileMode;
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const { flags } = useSession();
  const isPermanent = isWide && pathname === '/dashboard' && !isMobileMode;
  const shiftPx = isPermanent ? DRAWER_WIDTH_PX : 0;
  const bottomPx = hasBottomBar ? BOTTOM_BAR_HEIGHT_PX : 0;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      {!isMobileMode && (
        <AppBar
          position="fixed"
          color="default"
          sx={{
            width: `calc(100% - ${shiftPx}px)`,
            ml: `${shiftPx}px`,
            bgcolor: 'background.paper',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Toolbar sx={{ gap: 1 }}>
            {!isPermanent && (
              <IconButton edge="start" onClick={() => setIsDrawerOpen(true)} aria-label={t('nav.openMenu')}>
                <MenuIcon />
              </IconButton>
            )}
            <Typography variant="h6" component="h1" noWrap sx={{ flexGrow: 1 }} data-testid="page-title">
              {title}
            </Typography>
            {isWide && <ConsultancyToolbar />}
            {flags.global.free_books && <BooksMenu />}
            <HelpButton />
            <SupportButton />
            <NotificationBell />
            <LanguageMenu />
            <DarkModeToggle />
            <UserMenu user={user} />
          </Toolbar>
          {navigation.state === 'loading' && (
            <LinearProgress sx={{ position: 'absolute', bottom: 0, left: 0, right: 0 }} />
          )}
        </AppBar>
      )}
      {!isMobileMode && (
        <SideDrawer
          user={user}
          isPermanent={isPermanent}
          open={isDrawerOpen}
          onClose={() => setIsDrawerOpen(false)}
        />
      )}
      <Box
        component="main"
        sx={{
          flexGrow: 1,
          minWidth: 0,
          display: 'flex',
          flexDirection: 'column',
          pb: `${bottomPx}px`,
        }}
      >
        {!isMobileMode && <Toolbar />}
        {isOffline && (
          <Alert severity="warning" square>
            {t('session.offline')}
          </Alert>
        )}
        <Box sx={{ flexGrow: 1, p: { xs: 2, sm: 3 } }}>{content ?? <Outlet />}</Box>
        <Footer />
        <CookieNotice bottomOffsetPx={bottomPx} />
      </Box>
      {hasBottomBar && <BottomBar user={user} onOpenMenu={() => setIsDrawerOpen(true)} />}
    </Box>
  );
}

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
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { Outlet, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TUser } from '@cocho/contracts';
import { useSession } from '../session/SessionProvider';
import { lazyValue } from '../ui/lazy-view';
import { CookieNotice } from './CookieNotice';
import { Footer } from './Footer';
import { useAfterFirstPaint } from './use-after-first-paint';
import { useShellInsets } from './use-shell-insets';
import { UnsavedChangesGuard } from '../ui/use-unsaved-changes';

/** The parts the first frame does not draw (app-layout-parts.tsx), in one module loaded after it. */
const layoutParts = lazyValue(() => import('./app-layout-parts'));

/** Height of the phone's title row under the toolbar. */
const TITLE_ROW_HEIGHT_PX = 40;

type AppLayoutProps = {
  user: TUser;
  title: string;
  isOffline: boolean;
  isMobileMode: boolean;
  /** Shown instead of the route's screen (the no-access page). */
  content?: ReactNode;
};

/**
 * Logged-in layout (docs/product/shell.md#screens): toolbar, left drawer, bottom bar below 650 px, cookie notice, footer.
 * The first frame shows the toolbar with its menu button and the page's title, the permanent drawer, and the
 * screen; the toolbar's other buttons, the closed drawer, the bottom bar (its room is kept), the footer and the
 * cookie notice follow right after it (use-after-first-paint.ts). The buttons, the drawer and the bottom bar
 * are in a module of their own (app-layout-parts.tsx), loaded then, or at once for the dashboard's permanent
 * drawer.
 */
export function AppLayout({ user, title: titleText, isOffline, isMobileMode, content }: AppLayoutProps) {
  const { t } = useTranslation();
  const isAfterFirstPaint = useAfterFirstPaint();
  const navigation = useNavigation();
  const insets = useShellInsets(isMobileMode);
  const { isWide, hasBottomBar } = insets;
  // On a phone the toolbar's buttons leave the title no room: it gets a row of its own.
  const hasTitleRow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const { flags } = useSession();
  const isPermanent = insets.isDrawerPermanent;
  const shiftPx = insets.leftPx;
  const parts = layoutParts.useLoaded(isAfterFirstPaint || isPermanent || isDrawerOpen);
  const bottomPx = insets.bottomBarPx + insets.adBannerPx;
  const title = (
    <Typography variant="h6" component="h1" noWrap sx={{ flexGrow: 1, minWidth: 0 }} data-testid="page-title">
      {titleText}
    </Typography>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      {/* The screens with unsaved data are signed-in ones: one guard asks before leaving them. */}
      <UnsavedChangesGuard />
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
            {hasTitleRow ? <Box sx={{ flexGrow: 1 }} /> : title}
            {isAfterFirstPaint && parts && (
              <parts.ToolbarButtons user={user} isWide={isWide} hasBooks={flags.global.free_books} />
            )}
          </Toolbar>
          {hasTitleRow && (
            <Toolbar variant="dense" sx={{ minHeight: TITLE_ROW_HEIGHT_PX }}>
              {title}
            </Toolbar>
          )}
          {navigation.state === 'loading' && (
            <LinearProgress sx={{ position: 'absolute', bottom: 0, left: 0, right: 0 }} />
          )}
        </AppBar>
      )}
      {!isMobileMode && parts && (isPermanent || isDrawerOpen || isAfterFirstPaint) && (
        <parts.SideDrawer
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
        {!isMobileMode && hasTitleRow && <Box sx={{ height: TITLE_ROW_HEIGHT_PX, flexShrink: 0 }} />}
        {isOffline && (
          <Alert severity="warning" square>
            {t('session.offline')}
          </Alert>
        )}
        <Box sx={{ flexGrow: 1, p: { xs: 2, sm: 3 } }}>{content ?? <Outlet />}</Box>
        {isAfterFirstPaint && (
          <>
            <Footer />
            <CookieNotice bottomOffsetPx={bottomPx} leftOffsetPx={shiftPx} />
          </>
        )}
      </Box>
      {hasBottomBar && isAfterFirstPaint && parts && (
        <parts.BottomBar user={user} onOpenMenu={() => setIsDrawerOpen(true)} />
      )}
    </Box>
  );
}

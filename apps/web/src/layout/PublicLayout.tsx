import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CookieNotice } from './CookieNotice';
import { DarkModeToggle } from './DarkModeToggle';
import { Footer } from './Footer';
import { LanguageMenu } from './LanguageMenu';
import { Logo } from './Logo';
import { useAfterFirstPaint } from './use-after-first-paint';

/**
 * Logged-out layout (docs/product/shell.md#screens): login toolbar and background. The language menu, the
 * dark-mode button, the footer and the cookie notice are drawn right after the first frame
 * (use-after-first-paint.ts).
 */
export function PublicLayout() {
  const { t } = useTranslation();
  const isAfterFirstPaint = useAfterFirstPaint();
  const { pathname } = useLocation();
  const isNarrow = useMediaQuery('(max-width:599.95px)');
  const isAuthPage = pathname === '/login' || pathname === '/signin';
  return (
    <Box
      sx={(theme) => ({
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background:
          theme.palette.mode === 'dark'
            ? 'radial-gradient(1200px 600px at 10% -10%, #1f3b22 0%, transparent 60%), #101210'
            : 'radial-gradient(1200px 600px at 10% -10%, #c8e6c9 0%, transparent 60%), linear-gradient(180deg, #f4f6f3 0%, #eef2ea 100%)',
      })}
    >
      <AppBar position="static" color="transparent" sx={{ boxShadow: 'none' }}>
        <Toolbar sx={{ gap: 1 }}>
          <Box sx={{ flexGrow: 1 }}>
            <Logo color="primary.main" />
          </Box>
          {isAfterFirstPaint && (
            <>
              <LanguageMenu />
              <DarkModeToggle />
            </>
          )}
          {!isAuthPage && !isNarrow && (
            <Button component={RouterLink} to="/login" variant="contained">
              {t('auth.signInAction')}
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', px: 2 }}>
        <Outlet />
      </Box>
      {isAfterFirstPaint && (
        <>
          <Footer />
          <CookieNotice />
        </>
      )}
    </Box>
  );
}

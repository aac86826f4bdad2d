import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * One of the card's two links that look like tabs: the other page replaces this one in the history, with the
 * same query. Links, not MUI Tabs: they go to another page, and Tabs (its scroll buttons, indicator and
 * keyboard roving) is about 5 KiB on the sign-in form's path (docs/decisions/first-screen-budget.md).
 */
function AuthTabLink({
  to,
  isCurrent,
  children,
}: {
  to: { pathname: string; search: string };
  isCurrent: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      component={RouterLink}
      to={to}
      replace
      aria-current={isCurrent ? 'page' : undefined}
      underline="none"
      variant="button"
      sx={{
        flex: 1,
        textAlign: 'center',
        py: 1.5,
        mb: '-1px',
        borderBottom: 2,
        borderColor: isCurrent ? 'primary.main' : 'transparent',
        color: isCurrent ? 'primary.main' : 'text.secondary',
        '&:hover': { color: 'primary.main' },
      }}
    >
      {children}
    </Link>
  );
}

/** The sign-in and registration card; the tab links switch between /login and /signin, keeping the query. */
export function AuthCard({
  tab,
  children,
  isWide = false,
}: {
  tab: 'login' | 'signin';
  children: ReactNode;
  /** Room for the registration form's two columns. */
  isWide?: boolean;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'flex-start', py: { xs: 2, sm: 6 } }}>
      <Card sx={{ width: '100%', maxWidth: isWide ? 760 : 440, borderRadius: 3 }} elevation={0}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h5" component="h1" gutterBottom>
            {tab === 'login' ? t('auth.loginTitle') : t('auth.registerTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('auth.tagline')}
          </Typography>
          <Box sx={{ display: 'flex', mb: 3, borderBottom: 1, borderColor: 'divider' }}>
            <AuthTabLink to={{ pathname: '/login', search }} isCurrent={tab === 'login'}>
              {t('auth.signInTab')}
            </AuthTabLink>
            <AuthTabLink to={{ pathname: '/signin', search }} isCurrent={tab === 'signin'}>
              {t('auth.registerTab')}
            </AuthTabLink>
          </Box>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The sign-in and registration card; the tabs switch between /login and /signin, keeping the query. */
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
  const navigate = useNavigate();
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
          <Tabs
            value={tab}
            onChange={(_event, next: string) => navigate({ pathname: `/${next}`, search }, { replace: true })}
            variant="fullWidth"
            sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
          >
            <Tab value="login" label={t('auth.signInTab')} />
            <Tab value="signin" label={t('auth.registerTab')} />
          </Tabs>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}

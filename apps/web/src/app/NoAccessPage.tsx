import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * A route the signed-in user may not open (docs/product/shell.md#roles): says so, and offers the plans when a premium plan
 * would open it, the dashboard otherwise.
 */
export function NoAccessPage({ title, offer }: { title: string; offer: 'premium' | 'dashboard' }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', width: '100%', py: 2 }} data-testid="no-access">
      <Card>
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', p: 3 }}>
          <LockOutlined color="action" fontSize="large" />
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
            <Typography variant="h6" component="h2">
              {title}
            </Typography>
            <Typography color="text.secondary">
              {t(offer === 'premium' ? 'access.premiumOnly' : 'access.notAllowed')}
            </Typography>
            {offer === 'premium' ? (
              <Button
                component={RouterLink}
                to="/seja-premium"
                variant="contained"
                data-testid="no-access-premium"
              >
                {t('access.seePlans')}
              </Button>
            ) : (
              <Button
                component={RouterLink}
                to="/dashboard"
                variant="outlined"
                data-testid="no-access-dashboard"
              >
                {t('access.backToDashboard')}
              </Button>
            )}
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}

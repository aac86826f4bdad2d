import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

/** In place of the performance charts for a user without the charts ability: the way to the plans. */
export function ChartsPremiumOffer() {
  const { t } = useTranslation('dashboard');
  return (
    <Card sx={{ mb: 3 }} data-testid="charts-premium-offer">
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {t('chart.title')}
        </Typography>
        <Alert
          severity="info"
          icon={<LockOutlined />}
          action={
            <Button component={RouterLink} to="/seja-premium" color="inherit" size="small">
              {t('chart.seePlans')}
            </Button>
          }
        >
          {t('chart.premiumOnly')}
        </Alert>
      </CardContent>
    </Card>
  );
}

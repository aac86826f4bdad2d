import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../ui/SectionCard';

/** In place of the performance charts for a user without the charts ability: the way to the plans. */
export function ChartsPremiumOffer() {
  const { t } = useTranslation('dashboard');
  return (
    <SectionCard level={3} title={t('chart.title')} testId="charts-premium-offer">
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
    </SectionCard>
  );
}

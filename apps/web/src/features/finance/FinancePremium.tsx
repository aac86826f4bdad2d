import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Says the full financial report is premium, with the way to the plans. */
export function FinancePremiumNotice({ messageKey = 'financeAccess.limited' }: { messageKey?: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="info"
      icon={<LockOutlined />}
      data-testid="finance-premium-offer"
      action={
        <Button component={RouterLink} to="/seja-premium" color="inherit" size="small">
          {t('financeAccess.seePlans')}
        </Button>
      }
    >
      {t(messageKey)}
    </Alert>
  );
}

/** A premium indicator's value, locked. */
export function LockedValue({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('financeAccess.lockedValue')}>
      <Box
        component="span"
        tabIndex={0}
        data-testid={testId}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}
      >
        <LockOutlined fontSize="inherit" />
        {t('financeAccess.locked')}
      </Box>
    </Tooltip>
  );
}

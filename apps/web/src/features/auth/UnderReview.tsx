import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

/** After registration when the account awaits an administrator (docs/product/shell.md#account-state: in analysis). */
export function UnderReview() {
  const { t } = useTranslation('account');
  return (
    <Stack spacing={3} data-testid="under-review">
      <Alert severity="info">
        <AlertTitle>{t('review.title')}</AlertTitle>
        {t('review.message')}
      </Alert>
      <Button component={RouterLink} to="/login" variant="contained">
        {t('review.toLogin')}
      </Button>
    </Stack>
  );
}

import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Shown when a screen fails, for example a lazy chunk that could not be loaded (docs/product/errors.md#shell-errors). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    // The screen shows a translated message only; the cause goes to the console for diagnosis.
    console.error('Route error:', error);
  }, [error]);
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }} data-testid="route-error">
      <Box sx={{ textAlign: 'center', maxWidth: 420 }}>
        <Typography variant="h5" gutterBottom>
          {t('routeError.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('routeError.message')}
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
      </Box>
    </Box>
  );
}

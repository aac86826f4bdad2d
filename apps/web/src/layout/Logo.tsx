import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The product mark, linking home. */
export function Logo({ color = 'inherit' }: { color?: string }) {
  const { t } = useTranslation();
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label={t('nav.logo')}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color, textDecoration: 'none' }}
    >
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: 32, height: 32 }} />
      <Typography variant="h6" component="span" sx={{ fontWeight: 700, letterSpacing: 0.5 }}>
        {t('appName')}
      </Typography>
    </Box>
  );
}

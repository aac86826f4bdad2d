import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { APP_VERSION } from '../app/app-version';

/** Footer with version and year (docs/product/shell.md#screens). */
export function Footer() {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ py: 3, textAlign: 'center' }} data-testid="footer">
      <Typography variant="caption" color="text.secondary">
        {t('footer.text', { version: APP_VERSION, year: String(new Date().getFullYear()) })}
      </Typography>
    </Box>
  );
}

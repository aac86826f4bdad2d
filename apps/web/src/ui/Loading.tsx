import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Loading indicator: a spinner with text (docs/product/shell.md#screens; default text "loading"). */
export function Loading({ text, fullScreen = false }: { text?: string; fullScreen?: boolean }) {
  const { t } = useTranslation();
  const label = text ?? t('loading');
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        py: 6,
        minHeight: fullScreen ? '100vh' : undefined,
      }}
    >
      <CircularProgress aria-label={label} />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSkipCountdown } from './use-skip-countdown';

/** Height of the bottom banner (spec 01 §2, §9: 150 px). */
export const AD_BANNER_HEIGHT_PX = 150;

type AdBannerProps = {
  /** Seconds before it may be closed (anuncios/premium tempo_pular). */
  readonly skipSeconds: number;
  /** Distance from the bottom edge (the mobile bottom bar's height where it shows). */
  readonly bottomOffsetPx: number;
  readonly onClose: () => void;
};

/**
 * The bottom banner (spec 01 §2): 150 px high, inviting to premium; its close button is a spinner until the
 * skip delay passes.
 */
export function AdBanner({ skipSeconds, bottomOffsetPx, onClose }: AdBannerProps) {
  const { t } = useTranslation('ads');
  const secondsLeft = useSkipCountdown(skipSeconds);
  return (
    <Paper
      elevation={8}
      square
      component="aside"
      aria-label={t('banner.label')}
      data-testid="ad-banner"
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: bottomOffsetPx,
        height: AD_BANNER_HEIGHT_PX,
        zIndex: (theme) => theme.zIndex.appBar - 1,
        display: 'flex',
        alignItems: 'center',
        px: { xs: 2, sm: 4 },
        gap: 2,
      }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="overline">{t('sponsored')}</Typography>
        <Typography variant="h6" component="p">
          {t('banner.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('banner.text')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button size="small" variant="contained" component={RouterLink} to="/ativacao-teste">
            {t('banner.trial')}
          </Button>
          <Button size="small" component={RouterLink} to="/seja-premium">
            {t('banner.plans')}
          </Button>
        </Stack>
      </Box>
      <Box sx={{ alignSelf: 'flex-start', pt: 1 }}>
        {secondsLeft > 0 ? (
          <CircularProgress
            size={24}
            aria-label={t('closeIn', { count: secondsLeft })}
            data-testid="ad-banner-wait"
          />
        ) : (
          <IconButton onClick={onClose} aria-label={t('close')} data-testid="ad-banner-close">
            <Close />
          </IconButton>
        )}
      </Box>
    </Paper>
  );
}

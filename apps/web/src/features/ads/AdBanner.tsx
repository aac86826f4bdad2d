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
import { Text } from '../../ui/kit-text/Text';

type AdBannerProps = {
  /** Seconds before it may be closed (anuncios/premium tempo_pular). */
  readonly skipSeconds: number;
  /** One row with the two offers and the close, on a phone. */
  readonly isCollapsed: boolean;
  readonly heightPx: number;
  /** Width of the permanent drawer on the left, which the banner must not cover. */
  readonly leftOffsetPx: number;
  /** Distance from the bottom edge (the mobile bottom bar's height where it shows). */
  readonly bottomOffsetPx: number;
  /** Whether the user may still start the 7-day trial (else only the plans are offered). */
  readonly hasTrial: boolean;
  readonly onClose: () => void;
};

/**
 * The bottom banner (docs/product/shell.md#screens): 150 px high, inviting to the trial and the plans; on a phone one row with
 * the two offers; its close button is a spinner until the skip delay passes.
 */
export function AdBanner({
  skipSeconds,
  isCollapsed,
  heightPx,
  leftOffsetPx,
  bottomOffsetPx,
  hasTrial,
  onClose,
}: AdBannerProps) {
  const { t } = useTranslation('ads');
  const secondsLeft = useSkipCountdown(skipSeconds);
  const offers = (
    <Stack direction="row" spacing={1} sx={{ mt: isCollapsed ? 0 : 1, minWidth: 0 }}>
      {hasTrial && (
        <Button size="small" variant="contained" component={RouterLink} to="/ativacao-teste">
          {t('banner.trial')}
        </Button>
      )}
      <Button
        size="small"
        variant={hasTrial ? 'text' : 'contained'}
        component={RouterLink}
        to="/seja-premium"
      >
        {t('banner.plans')}
      </Button>
    </Stack>
  );
  const close =
    secondsLeft > 0 ? (
      <CircularProgress
        size={24}
        aria-label={t('closeIn', { count: secondsLeft })}
        data-testid="ad-banner-wait"
      />
    ) : (
      <IconButton onClick={onClose} aria-label={t('close')} data-testid="ad-banner-close">
        <Close />
      </IconButton>
    );
  return (
    <Paper
      elevation={8}
      square
      component="aside"
      aria-label={t('banner.label')}
      data-testid="ad-banner"
      data-layout={isCollapsed ? 'collapsed' : 'full'}
      sx={{
        position: 'fixed',
        left: leftOffsetPx,
        right: 0,
        bottom: bottomOffsetPx,
        height: heightPx,
        zIndex: (theme) => theme.zIndex.appBar - 1,
        display: 'flex',
        alignItems: 'center',
        px: { xs: 1.5, sm: 4 },
        gap: isCollapsed ? 1 : 2,
      }}
    >
      {isCollapsed ? (
        <>
          <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex' }}>{offers}</Box>
          {close}
        </>
      ) : (
        <>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="overline">{t('sponsored')}</Typography>
            <Typography variant="h6" component="p">
              {t('banner.title')}
            </Typography>
            <Text kind="note">{t('banner.text')}</Text>
            {offers}
          </Box>
          <Box sx={{ alignSelf: 'flex-start', pt: 1 }}>{close}</Box>
        </>
      )}
    </Paper>
  );
}

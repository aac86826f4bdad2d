import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import type { TAd } from '@cocho/contracts';
import { shouldCloseAd } from './ad-rules';
import { useSkipCountdown } from './use-skip-countdown';

/** Widest the ad dialog gets (docs/product/shell.md#constants: 450 px). */
export const AD_DIALOG_MAX_WIDTH_PX = 450;

type AdDialogProps = {
  readonly ad: TAd;
  readonly onOpenLink: () => void;
  readonly onClose: () => void;
};

/**
 * The ad dialog (docs/product/shell.md#screens, docs/product/shell.md#states): an image or a YouTube embed and the title; the close button appears only
 * after `tempo_pular` seconds, a countdown meanwhile. Escape closes it once the countdown is over;
 * the backdrop never does.
 */
export function AdDialog({ ad, onOpenLink, onClose }: AdDialogProps) {
  const { t } = useTranslation('ads');
  const secondsLeft = useSkipCountdown(ad.tempo_pular);
  return (
    <Dialog
      open
      onClose={(_event, reason) => {
        if (shouldCloseAd(reason, secondsLeft)) onClose();
      }}
      aria-labelledby="ad-dialog-title"
      slotProps={{ paper: { sx: { maxWidth: AD_DIALOG_MAX_WIDTH_PX, width: '100%', m: 2 } } }}
    >
      <Box data-testid="ad-dialog">
        <DialogTitle id="ad-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
          <Typography variant="overline" sx={{ flexGrow: 1 }}>
            {t('sponsored')}
          </Typography>
          {secondsLeft > 0 ? (
            <Typography variant="body2" color="text.secondary" data-testid="ad-countdown">
              {t('closeIn', { count: secondsLeft })}
            </Typography>
          ) : (
            <IconButton onClick={onClose} aria-label={t('close')} data-testid="ad-close">
              <Close />
            </IconButton>
          )}
        </DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {ad.youtube_src ? (
            <Box
              component="iframe"
              src={ad.youtube_src}
              title={ad.titulo}
              allow="autoplay; encrypted-media; picture-in-picture"
              allowFullScreen
              sx={{ width: '100%', aspectRatio: '16 / 9', border: 0 }}
              data-testid="ad-video"
            />
          ) : (
            ad.img_src && (
              <ButtonBase onClick={onOpenLink} aria-label={ad.titulo} sx={{ display: 'block' }}>
                <Box
                  component="img"
                  src={ad.img_src}
                  alt={ad.titulo}
                  sx={{ width: '100%', display: 'block' }}
                  data-testid="ad-image"
                />
              </ButtonBase>
            )
          )}
          <Link
            component="button"
            variant="h6"
            underline="hover"
            onClick={onOpenLink}
            sx={{ textAlign: 'left' }}
            data-testid="ad-link"
          >
            {ad.titulo}
          </Link>
        </DialogContent>
      </Box>
    </Dialog>
  );
}

import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Cropper from 'react-easy-crop';
import type { Area, Point } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { cropImage } from './crop-image';

/** docs/product/shell.md#company-product Image: a crop dialog 400 px wide, square or landscape crop, initial aspect 2. */
export const CROP_DIALOG_WIDTH_PX = 400;
export const CROP_ASPECTS = { landscape: 2, square: 1 } as const;
type CropShape = keyof typeof CROP_ASPECTS;

type ImageCropDialogProps = {
  /** The chosen image (an object URL), or null when the dialog is closed. */
  readonly imageUrl: string | null;
  readonly isSaving: boolean;
  readonly onCancel: () => void;
  /** The cropped image as a JPEG data URL of at most 1024 × 1024 px. */
  readonly onSave: (dataUrl: string) => void;
};

/** Crops a chosen picture (react-easy-crop) and hands back the result scaled to at most 1024 × 1024. */
export function ImageCropDialog({ imageUrl, isSaving, onCancel, onSave }: ImageCropDialogProps) {
  const { t } = useTranslation('account');
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [shape, setShape] = useState<CropShape>('landscape');
  const [area, setArea] = useState<Area | null>(null);
  const [isCropping, setIsCropping] = useState(false);

  const save = async () => {
    if (!imageUrl || !area) return;
    setIsCropping(true);
    try {
      onSave(await cropImage(imageUrl, area));
    } finally {
      setIsCropping(false);
    }
  };

  return (
    <Dialog
      open={imageUrl !== null}
      onClose={isSaving ? undefined : onCancel}
      aria-labelledby="image-crop-title"
      slotProps={{ paper: { sx: { width: CROP_DIALOG_WIDTH_PX, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
      data-testid="image-crop-dialog"
    >
      <DialogTitle id="image-crop-title">{t('photo.cropTitle')}</DialogTitle>
      <DialogContent>
        <Box sx={{ position: 'relative', width: '100%', height: 240, bgcolor: 'grey.900', borderRadius: 1 }}>
          {imageUrl && (
            <Cropper
              image={imageUrl}
              crop={crop}
              zoom={zoom}
              aspect={CROP_ASPECTS[shape]}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_area, pixels) => setArea(pixels)}
            />
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} id="image-crop-zoom">
          {t('photo.zoom')}
        </Typography>
        <Slider
          value={zoom}
          min={1}
          max={3}
          step={0.05}
          onChange={(_event, value) => setZoom(value)}
          aria-labelledby="image-crop-zoom"
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={shape}
          onChange={(_event, next: CropShape | null) => {
            if (next) setShape(next);
          }}
          aria-label={t('photo.shape')}
        >
          <ToggleButton value="landscape">{t('photo.landscape')}</ToggleButton>
          <ToggleButton value="square">{t('photo.square')}</ToggleButton>
        </ToggleButtonGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isSaving}>
          {t('photo.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          loading={isSaving || isCropping}
          disabled={!area}
          data-testid="image-crop-save"
        >
          {t('photo.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

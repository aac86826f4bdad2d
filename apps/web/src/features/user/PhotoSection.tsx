import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Text } from '../../ui/kit-text/Text';
import { useTranslation } from 'react-i18next';
import type { TUser } from '@cocho/contracts';
import { call } from '../../api/client';
import { useRun } from '../../ui/form/run';
import { useImageChoice } from '../../ui/use-image-choice';

/** docs/product/shell.md#company-product Image: the portrait preview's width to height. */
export const PHOTO_PREVIEW_ASPECT = 0.75;

/**
 * The profile picture's upload widget (docs/product/shell.md#states): no image → image chosen → crop dialog → saved
 * (user/foto), or deleted (user/foto/remover).
 */
export function PhotoSection({ user, onChanged }: { user: TUser; onChanged: (user: TUser) => void }) {
  const { t } = useTranslation('account');
  const { run, isBusy } = useRun();
  const save = (action: () => Promise<{ user: TUser }>, doneKey: string) =>
    run(async () => onChanged((await action()).user), t(doneKey));
  const image = useImageChoice({
    notImageText: t('photo.notImage'),
    fileTestId: 'photo-file',
    isSaving: isBusy,
    onCropped: (imagem) => save(() => call('uploadPhoto', { imagem }), 'photo.saved'),
  });

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
      <Box
        sx={{
          width: 150,
          aspectRatio: String(PHOTO_PREVIEW_ASPECT),
          borderRadius: 2,
          bgcolor: 'action.hover',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
          flexShrink: 0,
        }}
        data-testid="photo-preview"
      >
        {user.foto ? (
          <Box
            component="img"
            src={user.foto}
            alt={t('photo.alt')}
            sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
          />
        ) : (
          <Text kind="note" sx={{ p: 1, textAlign: 'center' }}>
            {t('photo.none')}
          </Text>
        )}
      </Box>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        {image.fileInput}
        <Button variant="outlined" onClick={image.open} disabled={isBusy}>
          {user.foto ? t('photo.change') : t('photo.choose')}
        </Button>
        {user.foto && (
          <Button
            color="error"
            onClick={() => void save(() => call('removePhoto', {}), 'photo.removed')}
            disabled={isBusy}
            data-testid="photo-remove"
          >
            {t('photo.remove')}
          </Button>
        )}
      </Stack>
      {image.cropDialog}
    </Stack>
  );
}

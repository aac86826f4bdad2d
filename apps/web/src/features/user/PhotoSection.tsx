import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PHOTO_MIME_TYPES } from '@cocho/contracts';
import type { TUser } from '@cocho/contracts';
import { call } from '../../api/client';
import { useAlert } from '../../ui/AlertProvider';
import { useRun } from '../../ui/form/run';
import { ImageCropDialog } from '../../ui/ImageCropDialog';

/** docs/product/shell.md#company-product Image: the portrait preview's width to height. */
export const PHOTO_PREVIEW_ASPECT = 0.75;

/**
 * The profile picture's upload widget (docs/product/shell.md#states): no image → image chosen → crop dialog → saved
 * (user/foto), or deleted (user/foto/remover).
 */
export function PhotoSection({ user, onChanged }: { user: TUser; onChanged: (user: TUser) => void }) {
  const { t } = useTranslation('account');
  const { showAlert } = useAlert();
  const input = useRef<HTMLInputElement>(null);
  const [chosenUrl, setChosenUrl] = useState<string | null>(null);
  const { run, isBusy } = useRun();

  useEffect(
    () => () => {
      if (chosenUrl) URL.revokeObjectURL(chosenUrl);
    },
    [chosenUrl],
  );

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!(PHOTO_MIME_TYPES as readonly string[]).includes(file.type)) {
      showAlert(t('photo.notImage'), 'error');
      return;
    }
    setChosenUrl(URL.createObjectURL(file));
  };

  const save = (action: () => Promise<{ user: TUser }>, doneKey: string) =>
    run(async () => {
      onChanged((await action()).user);
      setChosenUrl(null);
    }, t(doneKey));

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
          <Typography variant="body2" color="text.secondary" sx={{ p: 1, textAlign: 'center' }}>
            {t('photo.none')}
          </Typography>
        )}
      </Box>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <input
          ref={input}
          type="file"
          accept={PHOTO_MIME_TYPES.join(',')}
          hidden
          data-testid="photo-file"
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button variant="outlined" onClick={() => input.current?.click()} disabled={isBusy}>
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
      <ImageCropDialog
        key={chosenUrl ?? 'closed'}
        imageUrl={chosenUrl}
        isSaving={isBusy}
        onCancel={() => setChosenUrl(null)}
        onSave={(imagem) => void save(() => call('uploadPhoto', { imagem }), 'photo.saved')}
      />
    </Stack>
  );
}

import { useEffect, useRef, useState } from 'react';
import { PHOTO_MIME_TYPES } from '@cocho/contracts';
import { useAlert } from './AlertProvider';
import { ImageCropDialog } from './ImageCropDialog';

/**
 * A picture chosen and cropped (docs/product/shell.md#company-product Image): `open` asks for a file through
 * a hidden input that takes only PHOTO_MIME_TYPES (another file: `notImageText` as an alert), the crop dialog
 * opens on it, and `onCropped` gets the cropped image; the dialog closes when it answers true (a refused
 * save keeps it open). The chosen file's object URL is revoked once done.
 */
export function useImageChoice({
  notImageText,
  fileTestId,
  isSaving = false,
  onCropped,
}: {
  readonly notImageText: string;
  readonly fileTestId: string;
  readonly isSaving?: boolean;
  readonly onCropped: (dataUrl: string) => boolean | Promise<boolean>;
}) {
  const { showAlert } = useAlert();
  const input = useRef<HTMLInputElement>(null);
  const [chosenUrl, setChosenUrl] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (chosenUrl) URL.revokeObjectURL(chosenUrl);
    },
    [chosenUrl],
  );
  const fileInput = (
    <input
      ref={input}
      type="file"
      accept={PHOTO_MIME_TYPES.join(',')}
      hidden
      data-testid={fileTestId}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (!file) return;
        if ((PHOTO_MIME_TYPES as readonly string[]).includes(file.type))
          setChosenUrl(URL.createObjectURL(file));
        else showAlert(notImageText, 'error');
      }}
    />
  );
  const cropDialog = (
    <ImageCropDialog
      key={chosenUrl ?? 'closed'}
      imageUrl={chosenUrl}
      isSaving={isSaving}
      onCancel={() => setChosenUrl(null)}
      onSave={(dataUrl) =>
        void Promise.resolve(onCropped(dataUrl)).then((done) => done && setChosenUrl(null))
      }
    />
  );
  return { open: () => input.current?.click(), fileInput, cropDialog };
}

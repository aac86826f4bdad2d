// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AlertProvider } from './AlertProvider';
import { useImageChoice } from './use-image-choice';

function Chooser() {
  const image = useImageChoice({ notImageText: 'Not a picture', fileTestId: 'file', onCropped: () => true });
  return (
    <>
      {image.fileInput}
      {image.cropDialog}
    </>
  );
}

const choose = (file: File) => fireEvent.change(screen.getByTestId('file'), { target: { files: [file] } });

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = vi.fn(() => 'blob:chosen');
      static override revokeObjectURL = vi.fn();
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useImageChoice', () => {
  it('says a file that is not a picture is refused, and opens no crop dialog', async () => {
    render(
      <AlertProvider>
        <Chooser />
      </AlertProvider>,
    );
    choose(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Not a picture')).toBeTruthy();
    expect(screen.queryByTestId('image-crop-dialog')).toBeNull();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('opens the crop dialog on a chosen picture', async () => {
    render(
      <AlertProvider>
        <Chooser />
      </AlertProvider>,
    );
    choose(new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByTestId('image-crop-dialog')).toBeTruthy();
    expect(URL.createObjectURL).toHaveBeenCalledOnce();
  });
});

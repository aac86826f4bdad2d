// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderComponentsInPortuguese } from '../../testing/portuguese-components';
import { ModalProvider } from '../../ui/ModalProvider';
import { SaveDietDialog } from './SaveDietDialog';

renderComponentsInPortuguese();

function renderDialog(onSave: (nome: string, obs: string | null) => void) {
  render(
    <ModalProvider>
      <SaveDietDialog
        open
        initialName=""
        initialObs={null}
        initialCycle={null}
        isSaving={false}
        language="pt"
        onCancel={() => undefined}
        onSave={onSave}
      />
    </ModalProvider>,
  );
}

describe('SaveDietDialog', () => {
  it('saves under the typed name, trimmed, without notes', async () => {
    const onSave = vi.fn();
    renderDialog(onSave);
    fireEvent.change(screen.getByTestId('save-name'), { target: { value: '  Engorda  ' } });
    fireEvent.click(screen.getByTestId('save-confirm'));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('Engorda', null, null));
  });

  it('asks for a name before saving', async () => {
    const onSave = vi.fn();
    renderDialog(onSave);
    fireEvent.click(screen.getByTestId('save-confirm'));
    await waitFor(() => expect(screen.getByText('Informe um nome.')).toBeTruthy());
    expect(onSave).not.toHaveBeenCalled();
  });
});

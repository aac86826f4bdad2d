// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderComponentsInPortuguese } from '../../testing/portuguese-components';
import { ModalProvider } from '../../ui/ModalProvider';
import { SaveDietDialog } from './SaveDietDialog';
import type { TDietCycle } from '@cocho/contracts';

renderComponentsInPortuguese();

function renderDialog(onSave: (nome: string, obs: string | null, ciclo: TDietCycle | null) => void) {
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

  it('saves a tracked lifecycle only once its dates span at most one year', async () => {
    const onSave = vi.fn();
    renderDialog(onSave);
    fireEvent.change(screen.getByTestId('save-name'), { target: { value: 'Engorda' } });
    fireEvent.click(screen.getByTestId('track-cycle'));
    fireEvent.change(screen.getByTestId('cycle-inicio_previsto'), { target: { value: '2026-01-10' } });
    fireEvent.change(screen.getByTestId('cycle-fim_previsto'), { target: { value: '2027-03-01' } });
    fireEvent.click(screen.getByTestId('save-confirm'));
    await waitFor(() => expect(screen.getByTestId('diet-cycle').textContent).toContain('no máximo um ano'));
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('cycle-fim_previsto'), { target: { value: '2026-04-10' } });
    await waitFor(() =>
      expect(screen.getByTestId('diet-cycle').textContent).not.toContain('no máximo um ano'),
    );
    fireEvent.click(screen.getByTestId('save-confirm'));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        'Engorda',
        null,
        expect.objectContaining({ inicio_previsto: '2026-01-10', fim_previsto: '2026-04-10' }),
      ),
    );
  });
});

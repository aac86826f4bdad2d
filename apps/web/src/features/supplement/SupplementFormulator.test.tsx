// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppError } from '@cocho/contracts';
import type * as ApiClient from '../../api/client';
import { changeLanguage } from '../../i18n/i18n';
import { renderComponentsInPortuguese } from '../../testing/portuguese-components';
import { AlertProvider } from '../../ui/AlertProvider';
import { ModalProvider } from '../../ui/ModalProvider';
import { UnsavedChangesGuard } from '../../ui/use-unsaved-changes';
import { TEST_CATALOGUE } from '../../testing/test-feeds';
import { STORAGE_KEYS } from '../../storage/storage-keys';
import { SupplementFormulator } from './SupplementPage';

const { callMock } = vi.hoisted(() => ({ callMock: vi.fn() }));
vi.mock('../../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  call: callMock,
}));

function renderFormulator() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <ModalProvider>
          <AlertProvider>
            <UnsavedChangesGuard />
            <SupplementFormulator catalogue={TEST_CATALOGUE} />
          </AlertProvider>
        </ModalProvider>
      ),
    },
    { path: '/elsewhere', element: <p data-testid="elsewhere" /> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

function typeInPicker(text: string) {
  const picker = screen.getByTestId('supplement-feed-picker');
  fireEvent.focus(picker);
  fireEvent.change(picker, { target: { value: text } });
}
function addFeed(name: string) {
  typeInPicker(name);
  fireEvent.click(screen.getByRole('option', { name }));
}

const plain = (element: HTMLElement) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

renderComponentsInPortuguese();

describe('SupplementFormulator', { timeout: 30_000 }, () => {
  it('prices and costs the supplement in the account’s currency', async () => {
    // No session here: the account's currency falls back to this device's last choice.
    localStorage.setItem(STORAGE_KEYS.dietCurrency, 'USD');
    try {
      renderFormulator();
      addFeed('Milho de teste');
      addFeed('Farelo de teste');
      const cornPrice = screen.getByLabelText('Preço de Milho de teste');
      expect(plain(cornPrice.closest('.MuiInputBase-root') as HTMLElement)).toContain('US$');
      fireEvent.change(cornPrice, { target: { value: '0,90' } });
      fireEvent.change(screen.getByLabelText('Preço de Farelo de teste'), { target: { value: '2,10' } });
      fireEvent.change(screen.getByTestId('supplement-name'), { target: { value: 'Proteinado 30' } });
      fireEvent.change(screen.getByTestId('supplement-protein'), { target: { value: '30' } });
      fireEvent.click(screen.getByTestId('supplement-formulate'));
      const cost = await screen.findByTestId('supplement-result-costPerKgAsFed', {}, { timeout: 15_000 });
      const corn = 18 / 39 / 0.88;
      const soy = 21 / 39 / 0.89;
      const perKgAsFed = (corn * 0.9 + soy * 2.1) / (corn + soy);
      expect(plain(cost)).toBe(`US$ ${perKgAsFed.toFixed(2).replace('.', ',')}`);
    } finally {
      localStorage.removeItem(STORAGE_KEYS.dietCurrency);
    }
  });

  it('requires a name, the crude protein and at least one feed; offers only concentrates', () => {
    renderFormulator();
    fireEvent.click(screen.getByTestId('supplement-formulate'));
    expect(screen.getByText('Informe o nome do suplemento.')).toBeTruthy();
    expect(screen.getByText('Informe a proteína bruta do suplemento.')).toBeTruthy();
    expect(screen.getByText('Selecione ao menos um alimento.')).toBeTruthy();
    typeInPicker('Silagem');
    expect(screen.queryByRole('option', { name: 'Silagem de teste' })).toBeNull();
  });

  it('asks for the amount of every feed or of none', () => {
    renderFormulator();
    addFeed('Milho de teste');
    addFeed('Farelo de teste');
    fireEvent.change(screen.getByLabelText('Quantidade de Milho de teste'), { target: { value: '0,5' } });
    fireEvent.change(screen.getByTestId('supplement-name'), { target: { value: 'Proteinado' } });
    fireEvent.change(screen.getByTestId('supplement-protein'), { target: { value: '30' } });
    fireEvent.click(screen.getByTestId('supplement-formulate'));
    expect(screen.getByText('Informe a quantidade de todos os alimentos ou de nenhum.')).toBeTruthy();
  });

  it('formulates the most TDN at the crude protein asked for, and says when it cannot', async () => {
    renderFormulator();
    addFeed('Milho de teste');
    addFeed('Farelo de teste');
    addFeed('Ureia de teste');
    fireEvent.change(screen.getByTestId('supplement-name'), { target: { value: 'Proteinado 30' } });
    fireEvent.change(screen.getByTestId('supplement-protein'), { target: { value: '30' } });
    fireEvent.click(screen.getByTestId('supplement-formulate'));
    // Corn (CP 9, TDN 85) and soybean meal (CP 48, TDN 80) give CP more cheaply in TDN than urea: corn
    // 18/39 and soy 21/39 of the DM → TDN 85 × 18/39 + 80 × 21/39 = 82.31 %.
    expect(plain(await screen.findByTestId('supplement-result-tdn', {}, { timeout: 15_000 }))).toBe('82,31%');
    expect(plain(screen.getByTestId('supplement-result-protein'))).toBe('30,00%');

    // Above urea's 281 % CP no mix exists (docs/product/errors.md#calculation-errors message).
    fireEvent.change(screen.getByTestId('supplement-protein'), { target: { value: '300' } });
    fireEvent.click(screen.getByTestId('supplement-formulate'));
    expect((await screen.findByTestId('supplement-error', {}, { timeout: 15_000 })).textContent).toBe(
      'Não é possível gerar o suplemento com as restrições definidas.',
    );
  });

  it.each([
    ['pt', 'Quantidade de', 'Informe a quantidade deste alimento, como nos outros.'],
    ['en', 'Amount of', "Enter this feed's amount, as for the others."],
    ['es', 'Cantidad de', 'Indique la cantidad de este alimento, como en los demás.'],
  ] as const)(
    'names the feed without an amount when others have one (%s), and does not formulate',
    async (language, quantityOf, message) => {
      await changeLanguage(language);
      renderFormulator();
      addFeed('Milho de teste');
      addFeed('Farelo de teste');
      fireEvent.change(screen.getByLabelText(`${quantityOf} Milho de teste`), { target: { value: '2' } });
      fireEvent.change(screen.getByTestId('supplement-name'), { target: { value: 'P' } });
      fireEvent.change(screen.getByTestId('supplement-protein'), { target: { value: '30' } });
      fireEvent.click(screen.getByTestId('supplement-formulate'));
      const input = screen.getByLabelText(`${quantityOf} Farelo de teste`);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText(message)).toBeTruthy();
      expect(screen.getByLabelText(`${quantityOf} Milho de teste`).getAttribute('aria-invalid')).toBe(
        'false',
      );
      expect(screen.queryByTestId('supplement-results')).toBeNull();
    },
  );

  it('shows no cost when a feed in the mix has no price, and names it', async () => {
    renderFormulator();
    addFeed('Milho de teste');
    addFeed('Farelo de teste');
    fireEvent.change(screen.getByLabelText('Preço de Milho de teste'), { target: { value: '0,90' } });
    fireEvent.change(screen.getByTestId('supplement-name'), { target: { value: 'Proteinado 30' } });
    fireEvent.change(screen.getByTestId('supplement-protein'), { target: { value: '30' } });
    fireEvent.click(screen.getByTestId('supplement-formulate'));
    expect((await screen.findByTestId('supplement-cost-missing', {}, { timeout: 15_000 })).textContent).toBe(
      'Custo não calculado: Farelo de teste não tem preço.',
    );
    expect(screen.queryByTestId('supplement-result-costPerKgAsFed')).toBeNull();

    // With both prices: corn 18/39 and soybean meal 21/39 of the DM (see above), as fed per kg DM
    // 18/39/0.88 and 21/39/0.89 kg, over 1/(that sum) kg DM per kg as fed.
    fireEvent.change(screen.getByLabelText('Preço de Farelo de teste'), { target: { value: '2,10' } });
    fireEvent.click(screen.getByTestId('supplement-formulate'));
    const cost = await screen.findByTestId('supplement-result-costPerKgAsFed', {}, { timeout: 15_000 });
    const corn = 18 / 39 / 0.88;
    const soy = 21 / 39 / 0.89;
    const perKgAsFed = (corn * 0.9 + soy * 2.1) / (corn + soy);
    expect(plain(cost)).toBe(`R$ ${perKgAsFed.toFixed(2).replace('.', ',')}`);
    expect(screen.queryByTestId('supplement-cost-missing')).toBeNull();
  });

  it('a failed save keeps the supplement on screen and says why; once saved, leaving does not ask', async () => {
    const router = renderFormulator();
    addFeed('Milho de teste');
    addFeed('Farelo de teste');
    fireEvent.change(screen.getByTestId('supplement-name'), { target: { value: 'Proteinado 30' } });
    fireEvent.change(screen.getByTestId('supplement-protein'), { target: { value: '30' } });
    fireEvent.click(screen.getByTestId('supplement-formulate'));
    await screen.findByTestId('supplement-results', {}, { timeout: 15_000 });

    // Unsaved: leaving asks first (docs/product/shell.md#screens); "No" stays.
    await act(() => router.navigate('/elsewhere'));
    expect(
      await screen.findByText('Todos os dados inseridos serão perdidos. Deseja continuar?'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/');

    callMock.mockRejectedValueOnce(new AppError('FORBIDDEN'));
    fireEvent.click(screen.getByTestId('supplement-save'));
    expect(
      await screen.findByText('O suplemento não foi salvo: Você não tem permissão para esta ação.'),
    ).toBeTruthy();
    expect(screen.getByTestId('supplement-results')).toBeTruthy();
    expect(screen.getByTestId('supplement-name').getAttribute('value')).toBe('Proteinado 30');
    expect(screen.getByTestId('supplement-save').hasAttribute('disabled')).toBe(false);

    callMock.mockResolvedValueOnce({ data: { id: 'USR|1' } });
    fireEvent.click(screen.getByTestId('supplement-save'));
    expect(await screen.findByText('Suplemento "Proteinado 30" salvo em meus alimentos.')).toBeTruthy();
    expect(callMock).toHaveBeenLastCalledWith(
      'createUserFeed',
      expect.objectContaining({ name: 'Proteinado 30', tipo: 8, unidade: 'kg' }),
    );
    await act(() => router.navigate('/elsewhere'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });
});

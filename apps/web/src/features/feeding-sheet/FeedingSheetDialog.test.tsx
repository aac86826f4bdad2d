// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../../i18n/i18n';
import { createTestMixReport } from '../../testing/test-mix-report';
import { AlertProvider } from '../../ui/AlertProvider';
import { FeedingSheetDialog } from './FeedingSheetDialog';

/**
 * The diet of the engine's hand-checked case (calculate-feeding-sheet.test.ts), per head and day: corn silage
 * 10 kg (35 % DM), ground corn 8 kg (88 %), soybean meal 1.8 kg (89 %), mineral mix 0.2 kg (100 %).
 */
function dietMix() {
  return createTestMixReport('Terminação', [
    { id: 'silage', name: 'Silagem de milho', nutrientes: { MS: 35 }, quantidade: 10 },
    { id: 'corn', name: 'Milho moído', nutrientes: { MS: 88 }, quantidade: 8 },
    { id: 'soy', name: 'Farelo de soja', nutrientes: { MS: 89 }, quantidade: 1.8 },
    { id: 'mineral', name: 'Núcleo', nutrientes: { MS: 100 }, quantidade: 0.2 },
  ]);
}

function renderDialog(headCount: number | null = 105) {
  return render(
    <AlertProvider>
      <FeedingSheetDialog
        mix={dietMix()}
        headCount={headCount}
        mixerCapacityKg={1200}
        onClose={() => undefined}
      />
    </AlertProvider>,
  );
}

const typeInto = (testId: string, text: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value: text } });

const linesOf = (section: HTMLElement) =>
  within(section)
    .getAllByTestId('feeding-sheet-line')
    .map((row) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent));

beforeAll(() => {
  initI18n('pt');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('FeedingSheetDialog', () => {
  it('re-scales the silage to the dry matter measured today and splits the day into mixer loads', () => {
    renderDialog();
    // Without a measurement: 105 head × 20 kg = 2100 kg in two loads of 1050 kg.
    expect(screen.getByTestId('feeding-sheet-load-1').textContent).toContain('Batida 1 de 2');
    expect(screen.getByTestId('feeding-sheet-load-1').textContent).toContain('1.050 kg');

    typeInto('measured-dm-silage', '30');
    // 10 × 35 / 30 = 11.67 kg of silage per head; 2275 kg a day; loads of 1140 and 1135 kg (5 kg steps).
    expect(linesOf(screen.getByTestId('feeding-sheet-load-1'))).toEqual([
      ['Silagem de milho', '615 kg'],
      ['Milho moído', '420 kg'],
      ['Farelo de soja', '95 kg'],
      ['Núcleo', '10 kg'],
    ]);
    expect(screen.getByTestId('feeding-sheet-load-2').textContent).toContain('1.135 kg');
    expect(screen.getByTestId('feeding-sheet').textContent).toContain('2.275 kg');
    // Only wet feeds are offered a measured dry matter.
    expect(screen.queryByTestId('measured-dm-corn')).toBeNull();
  });

  it('splits the day between pens and names where each load goes', () => {
    renderDialog(60);
    fireEvent.click(screen.getByTestId('add-pen'));
    typeInto('pen-name-1', 'Curral B');
    typeInto('pen-heads-1', '45');
    typeInto('measured-dm-silage', '30');
    expect(screen.getByTestId('feeding-sheet-load-2').textContent).toContain(
      'Distribuir: Curral 1: 160 kg; Curral B: 975 kg',
    );
    expect(screen.getByTestId('feeding-sheet-pen-1').textContent).toContain('Curral B – 45 cabeças');
    expect(screen.getByTestId('feeding-sheet-pen-0').textContent).toContain('1.300 kg');
  });

  it('flags what the scale cannot weigh, and says which field is wrong', () => {
    renderDialog(20);
    typeInto('sheet-scale-step', '10');
    expect(screen.getAllByTestId('below-scale-step').length).toBeGreaterThan(0);
    expect(screen.getByTestId('below-step-note').textContent).toContain('10 kg');

    typeInto('measured-dm-silage', '120');
    expect(screen.getByText('No máximo 100 %.')).toBeTruthy();
    expect(screen.queryByTestId('feeding-sheet')).toBeNull();
    expect((screen.getByTestId('share-feeding-sheet') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shares the PDF through the phone when it can share files', async () => {
    const share = vi.fn(async (_data: ShareData) => undefined);
    vi.stubGlobal('navigator', {
      ...navigator,
      canShare: (data: ShareData) => (data.files?.length ?? 0) > 0,
      share,
    });
    renderDialog();
    fireEvent.click(screen.getByTestId('share-feeding-sheet'));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    const file = share.mock.calls[0]?.[0].files?.[0];
    expect(file?.name).toMatch(/^folha-de-trato-terminacao-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(file?.type).toBe('application/pdf');
    const head = new TextDecoder().decode(new Uint8Array(await (file as File).arrayBuffer()).slice(0, 5));
    expect(head).toBe('%PDF-');
  }, 20_000);

  it('downloads the PDF when the browser cannot share files', async () => {
    vi.stubGlobal('navigator', { ...navigator, canShare: undefined, share: undefined });
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:sheet');
    renderDialog();
    fireEvent.click(screen.getByTestId('share-feeding-sheet'));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    expect((createObjectURL.mock.calls[0]?.[0] as Blob).type).toBe('application/pdf');
  }, 20_000);
});

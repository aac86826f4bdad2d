// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { initI18n } from '../i18n/i18n';
import { HandoverExportButtons } from './HandoverExportButtons';
import { buildSupplementFixture } from './testing/handover-fixtures';
import { translatorFor } from './testing/translator';

const downloads = vi.hoisted(() => vi.fn());
vi.mock('../ui/download-file', () => ({ downloadFile: downloads }));

const report = () => buildSupplementFixture('pt', translatorFor('pt'));

beforeAll(() => {
  initI18n('pt');
});
afterEach(() => {
  cleanup();
  downloads.mockReset();
  vi.unstubAllGlobals();
});

describe('HandoverExportButtons', () => {
  it('downloads the PDF and the Excel workbook of the result', async () => {
    render(<HandoverExportButtons testIdPrefix="x" getReport={report} />);
    fireEvent.click(screen.getByTestId('x-pdf'));
    // While it works, the button is disabled and its spinner is hidden from screen readers (the button's name
    // says what it is; an unnamed progress bar is an accessibility violation).
    expect(screen.getByTestId('x-pdf').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('x-pdf').querySelector('.MuiCircularProgress-root')).not.toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await waitFor(() => expect(downloads).toHaveBeenCalledTimes(1), { timeout: 20_000 });
    expect(downloads.mock.calls[0]?.[1]).toBe('suplemento-proteico-energetico-2026-11-22.pdf');
    expect(downloads.mock.calls[0]?.[2]).toBe('application/pdf');
    await waitFor(() => expect(screen.getByTestId('x-xlsx').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('x-xlsx'));
    await waitFor(() => expect(downloads).toHaveBeenCalledTimes(2), { timeout: 20_000 });
    expect(downloads.mock.calls[1]?.[1]).toMatch(/\.xlsx$/);
    // No share sheet in this browser: no share button.
    expect(screen.queryByTestId('x-share')).toBeNull();
  });

  it('says there is nothing to export, and that a premium report needs premium', async () => {
    render(<HandoverExportButtons testIdPrefix="x" getReport={() => null} />);
    fireEvent.click(screen.getByTestId('x-pdf'));
    expect((await screen.findByTestId('x-error')).textContent).toBe('Não há dados para exportar.');
    cleanup();
    render(<HandoverExportButtons testIdPrefix="y" getReport={report} isPremiumOnly formats={['xlsx']} />);
    expect(screen.queryByTestId('y-pdf')).toBeNull();
    fireEvent.click(screen.getByTestId('y-xlsx'));
    expect((await screen.findByTestId('y-error')).textContent).toMatch(/Premium/);
    expect(downloads).not.toHaveBeenCalled();
  });

  it('hands the PDF to the phone share sheet where the browser can share files', async () => {
    const share = vi.fn(async (_data: { files: File[] }) => undefined);
    vi.stubGlobal('navigator', { ...navigator, canShare: () => true, share });
    render(<HandoverExportButtons testIdPrefix="x" getReport={report} />);
    fireEvent.click(screen.getByTestId('x-share'));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1), { timeout: 20_000 });
    const file = share.mock.calls[0]![0].files[0]!;
    expect(file.name).toBe('suplemento-proteico-energetico-2026-11-22.pdf');
    expect(file.type).toBe('application/pdf');
    expect(downloads).not.toHaveBeenCalled();
  });
});

// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { indicatorFormulaText, indicatorNameText } from '@cocho/contracts';
import { ATC_CODES, IAE_CODES } from '@cocho/engine';
import { changeLanguage, initI18n } from '../../i18n/i18n';
import { IndicatorName } from './IndicatorName';

beforeAll(() => {
  initI18n('pt');
});
afterEach(async () => {
  vi.useRealTimers();
  cleanup();
  await changeLanguage('pt');
});

describe('IndicatorName', () => {
  it('shows the full name and, on hover, the formula', async () => {
    render(<IndicatorName code="CAR" />);
    const name = screen.getByText('Custo de aquisição por cabeça');
    fireEvent.mouseOver(name);
    const tip = await screen.findByTestId('formula-CAR');
    expect(tip.textContent).toContain('CAR = PI × RCi / 15 × Pc');
  });

  it('shows the formula on keyboard focus too', async () => {
    render(<IndicatorName code="RAT" />);
    const name = screen.getByText('Rentabilidade ao mês');
    expect(name.tabIndex).toBe(0);
    act(() => name.focus());
    const tip = await screen.findByTestId('formula-RAT');
    expect(tip.textContent).toContain('RAT = (1 + r)^(1/m) − 1');
    expect(name.getAttribute('aria-describedby')).toBeTruthy();
  });

  it.each(['pt', 'en', 'es'] as const)(
    'every IAE and ATC indicator has a name and a formula in %s',
    async (language) => {
      await changeLanguage(language);
      // The tooltip opens after its enter delay: fake timers pass it at once for each of the indicators.
      vi.useFakeTimers();
      for (const code of [...IAE_CODES, ...ATC_CODES]) {
        const name = indicatorNameText(code, language);
        const formula = indicatorFormulaText(code, language);
        render(<IndicatorName code={code} />);
        const element = screen.getByText(name);
        fireEvent.mouseOver(element);
        act(() => vi.runOnlyPendingTimers());
        const tip = screen.getByTestId(`formula-${code}`);
        expect(tip.textContent).toContain(formula);
        expect(name).not.toBe(code);
        cleanup();
      }
    },
  );
});

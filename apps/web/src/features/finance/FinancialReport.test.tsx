// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { FinanceAnimal, FinanceDiet } from '@cocho/engine';
import { changeLanguage, initI18n } from '../../i18n/i18n';
import { FinancialReport } from './FinancialReport';

/**
 * Worked example of shared/reference/feedlot-finance.md §2.4: N 100, PI 380, PF 540, GMD 1.6, RCi 50 %,
 * RCf 55 %, diet 10 kg DM × R$ 1.20, Cmes 145 R$/head/month, Pv 320, Pc 330, i 1 % a.m.
 */
const WORKED_ANIMAL: FinanceAnimal = {
  tipo: 'crescimento_terminacao',
  numero_animais: 100,
  peso_corporal_inicial: 380,
  peso_corporal_final: 540,
  ganho_medio_diario: 1.6,
  custo_mao_de_obra: 60,
  custo_energia: 15,
  custo_maquinario: 40,
  custo_medicamentos: 20,
  custo_extra: 10,
  preco_venda_arroba: 320,
  preco_arroba_adquirida: 330,
  rendimento_carcaca_inicial: 50,
  rendimento_carcaca_final: 55,
  taxa_juros_mensal: 1,
};
const WORKED_DIET: FinanceDiet = { CUSTO: 12, CMS: 10 };

/** Text with Intl's no-break spaces made plain. */
const plain = (element: HTMLElement) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

beforeAll(() => {
  initI18n('pt');
});
afterEach(async () => {
  cleanup();
  await changeLanguage('pt');
});

// The whole report re-renders on each keystroke; on a busy shared CPU a test can take several seconds.
describe('FinancialReport', { timeout: 20_000 }, () => {
  it('shows the worked example values in Portuguese format', () => {
    render(<FinancialReport animal={WORKED_ANIMAL} diet={WORKED_DIET} />);
    expect(screen.queryByTestId('finance-invalid')).toBeNull();
    // Reference §2.4: CTR 5856.66, CAP 235.05, PE 295.79, RG 66.9 %, COC 166.63, margin per head 479.34,
    // lot margin 47 934, RAT 2.42 % a.m., CT 585 666.
    expect(plain(screen.getByTestId('indicator-value-CTR'))).toBe('R$ 5.856,66');
    expect(plain(screen.getByTestId('indicator-value-CAP'))).toBe('R$ 235,05/@');
    expect(plain(screen.getByTestId('indicator-value-PONTO_EQUILIBRIO_PRECO'))).toBe('R$ 295,79/@');
    expect(plain(screen.getByTestId('indicator-value-RG'))).toBe('66,9%');
    expect(plain(screen.getByTestId('indicator-value-CUSTO_OPORTUNIDADE_CAPITAL'))).toBe('R$ 166,63');
    expect(plain(screen.getByTestId('indicator-value-MARGEM_OPERACIONAL_CAB'))).toBe('R$ 479,34');
    expect(plain(screen.getByTestId('indicator-value-RAT'))).toBe('2,42% a.m.');
    expect(plain(screen.getByTestId('indicator-value-EFICIENCIA_BIOLOGICA'))).toBe('140,2 kg MS/@');
    expect(plain(screen.getByTestId('indicator-value-CT'))).toMatch(/^R\$ 585\.66[56],\d\d$/);
    expect(plain(screen.getByTestId('indicator-value-MARGEM_OPERACIONAL'))).toMatch(/^R\$ 47\.93[34],\d\d$/);
    // Every IAE and ATC code is listed; seven scenarios from 0.80 to 1.10 × GMD; the chart is drawn.
    expect(within(screen.getByTestId('finance-iae')).getAllByRole('row')).toHaveLength(1 + 22);
    expect(within(screen.getByTestId('finance-atc')).getAllByRole('row')).toHaveLength(1 + 7);
    expect(screen.getAllByTestId('scenario-row')).toHaveLength(7);
    expect(screen.getByRole('img', { name: /Margem operacional por cabeça por GMD/ })).toBeTruthy();
    expect(plain(screen.getByTestId('finance-monthly-total'))).toBe('Total mensal por cabeça: R$ 145,00');
  });

  it('hides the report and shows the field error while a required input is missing or unreadable', () => {
    render(<FinancialReport animal={WORKED_ANIMAL} diet={WORKED_DIET} />);
    const salePrice = screen.getByTestId('finance-preco_venda_arroba');
    fireEvent.change(salePrice, { target: { value: '' } });
    expect(screen.getByTestId('finance-invalid')).toBeTruthy();
    expect(screen.queryByTestId('finance-iae')).toBeNull();
    expect(screen.getByText('Campo obrigatório.')).toBeTruthy();

    fireEvent.change(salePrice, { target: { value: 'abc' } });
    expect(screen.getByText('Informe um número.')).toBeTruthy();
    expect(screen.queryByTestId('finance-iae')).toBeNull();

    // Typed in the Portuguese format: 1.234,5 is one thousand two hundred and thirty-four.
    fireEvent.change(salePrice, { target: { value: '320,00' } });
    expect(screen.queryByTestId('finance-invalid')).toBeNull();
    expect(plain(screen.getByTestId('indicator-value-MARGEM_OPERACIONAL_CAB'))).toBe('R$ 479,34');
  });

  it('rejects a carcass yield above 100 % and zero head, and reports the extras', () => {
    render(<FinancialReport animal={WORKED_ANIMAL} diet={WORKED_DIET} />);
    fireEvent.change(screen.getByTestId('finance-rendimento_carcaca_final'), { target: { value: '120' } });
    fireEvent.change(screen.getByTestId('finance-numero_animais'), { target: { value: '0' } });
    expect(screen.getByText('No máximo 100%.')).toBeTruthy();
    expect(screen.getByText('Deve ser maior que zero.')).toBeTruthy();
    expect(screen.queryByTestId('finance-iae')).toBeNull();
    fireEvent.change(screen.getByTestId('finance-rendimento_carcaca_final'), { target: { value: '55' } });
    fireEvent.change(screen.getByTestId('finance-numero_animais'), { target: { value: '100' } });
    // R$ 50 freight per head adds to CTR (reference §2.5 item 6).
    fireEvent.change(screen.getByTestId('finance-frete'), { target: { value: '50' } });
    expect(plain(screen.getByTestId('indicator-value-CTR'))).toBe('R$ 5.906,66');
  });

  it('explains why there is no report for an animal type without one, and for missing weights', () => {
    render(
      <FinancialReport
        animal={{ ...WORKED_ANIMAL, tipo: 'bezerro', peso_corporal_inicial: null }}
        diet={WORKED_DIET}
      />,
    );
    const invalid = screen.getByTestId('finance-invalid');
    expect(invalid.textContent).toContain('apenas para bovinos em crescimento e terminação');
    expect(invalid.textContent).toContain('Peso corporal inicial: Campo obrigatório.');
  });

  it('switches to English format and rewrites the typed numbers', async () => {
    render(<FinancialReport animal={WORKED_ANIMAL} diet={WORKED_DIET} />);
    fireEvent.change(screen.getByTestId('finance-custo_energia'), { target: { value: '1.015,5' } });
    await changeLanguage('en');
    expect((await screen.findByTestId('finance-custo_energia')).getAttribute('value')).toBe('1,015.50');
    expect(plain(screen.getByTestId('indicator-value-CAR'))).toBe('$4,180.00');
  });
});

// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { changeLanguage } from '../../i18n/i18n';
import { renderComponentsInPortuguese } from '../../testing/portuguese-components';
import { WORKED_FINANCE_ANIMAL, WORKED_FINANCE_DIET } from '../../export/testing/finance-worked-example';
import { FinancialReport } from './FinancialReport';
import { financeReportOf, financeValuesOf } from './finance-form';

const WORKED_ANIMAL = WORKED_FINANCE_ANIMAL;
const WORKED_DIET = WORKED_FINANCE_DIET;

/** Text with Intl's no-break spaces made plain. */
const plain = (element: HTMLElement) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

renderComponentsInPortuguese();

// The whole report re-renders on each keystroke; on a busy shared CPU a test can take several seconds.
describe('FinancialReport', { timeout: 20_000 }, () => {
  it('shows the worked example values in Portuguese format', () => {
    render(<FinancialReport animal={WORKED_ANIMAL} diet={WORKED_DIET} />);
    expect(screen.queryByTestId('finance-invalid')).toBeNull();
    // docs/product/finance.md#worked-example: CTR 5856.66, CAP 235.05, PE 295.79, RG 66.9 %, COC 166.63, margin per head 479.34,
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
    // R$ 50 freight per head adds to CTR (docs/product/finance.md#decisions item 6).
    fireEvent.change(screen.getByTestId('finance-frete'), { target: { value: '50' } });
    expect(plain(screen.getByTestId('indicator-value-CTR'))).toBe('R$ 5.906,66');
  });

  it('asks which number a price means when the two conventions read it differently, never guessing', () => {
    render(<FinancialReport animal={WORKED_ANIMAL} diet={WORKED_DIET} />);
    fireEvent.change(screen.getByTestId('finance-preco_venda_arroba'), { target: { value: '320.500' } });
    expect(screen.getByRole('button', { name: 'Usar 320.500,00' })).toBeTruthy();
    expect(screen.queryByTestId('finance-iae')).toBeNull();
    fireEvent.change(screen.getByTestId('finance-preco_venda_arroba'), { target: { value: '320,5' } });
    expect(screen.queryByText('Informe um número.')).toBeNull();
  });

  it('explains why there is no report for an animal type without one, and nothing else', () => {
    render(
      <FinancialReport
        animal={{ ...WORKED_ANIMAL, tipo: 'bezerro', peso_corporal_inicial: null }}
        diet={WORKED_DIET}
      />,
    );
    const invalid = screen.getByTestId('finance-invalid');
    expect(invalid.textContent).toContain('apenas para bovinos em crescimento e terminação');
    // A calf has no initial weight in the animal form: asking for it would send the user nowhere.
    expect(invalid.textContent).not.toContain('Peso corporal inicial');
    expect(invalid.textContent).not.toContain('campos destacados');
    expect(screen.queryByTestId('finance-peso_corporal_inicial')).toBeNull();
  });

  it('names the animal-form field that is missing for finishing cattle', () => {
    render(<FinancialReport animal={{ ...WORKED_ANIMAL, peso_corporal_inicial: null }} diet={WORKED_DIET} />);
    const invalid = screen.getByTestId('finance-invalid').textContent;
    expect(invalid).toContain(
      'Corrija no passo 1, Dados do animal:Peso corporal inicial: Campo obrigatório.',
    );
    // No field of the report is wrong, so the report does not ask to fix highlighted fields.
    expect(invalid).not.toContain('campos destacados');
    // Growing cattle take their weights and gain from the animal form, not from the report.
    expect(screen.queryByTestId('finance-peso_corporal_inicial')).toBeNull();
  });

  it('asks a cull cow for her entry and sale weights and gain, and then reports', () => {
    // The animal form describes a cow by her mean weight and has no gain (animal-form-model).
    const cow = {
      ...WORKED_ANIMAL,
      tipo: 'vaca',
      estado_fisiologico: 'nao_gestante',
      peso_corporal_inicial: null,
      peso_corporal_final: null,
      ganho_medio_diario: null,
      peso_corporal_medio: 450,
    };
    const changes: unknown[] = [];
    render(<FinancialReport animal={cow} diet={WORKED_DIET} onChange={(values) => changes.push(values)} />);
    expect(screen.getByTestId('finance-invalid')).toBeTruthy();
    expect(screen.getByTestId('finance-peso_corporal_inicial').getAttribute('value')).toBe('450,0');
    expect(screen.getAllByText('Campo obrigatório.')).toHaveLength(2);
    fireEvent.change(screen.getByTestId('finance-peso_corporal_final'), { target: { value: '540' } });
    fireEvent.change(screen.getByTestId('finance-ganho_medio_diario'), { target: { value: '1,2' } });
    expect(screen.queryByTestId('finance-invalid')).toBeNull();
    // Hand-derived: D = (540 − 450)/1.2 = 75 days; CAR = 450 × 0.5/15 × 330 = 4 950;
    // COCAB = (12 + 145/30.42) × 75 = 1 257.50; CTR = 6 207.50.
    expect(plain(screen.getByTestId('indicator-value-DCONF'))).toBe('75 dias');
    expect(plain(screen.getByTestId('indicator-value-CAR'))).toBe('R$ 4.950,00');
    expect(plain(screen.getByTestId('indicator-value-CTR'))).toBe('R$ 6.207,50');
    expect(plain(screen.getByTestId('finance-animal-summary'))).toContain('Peso final: 540,0 kg');
    // The cow's weights and gain stay in the report: the caller keeps only the financial fields.
    expect(changes.at(-1)).toMatchObject({ peso_corporal_final: 540, ganho_medio_diario: 1.2 });
  });

  it('a cow in a state without a report is told so, without weight fields', () => {
    render(
      <FinancialReport
        animal={{
          ...WORKED_ANIMAL,
          tipo: 'vaca',
          estado_fisiologico: 'lactante',
          peso_corporal_inicial: null,
        }}
        diet={WORKED_DIET}
      />,
    );
    expect(screen.getByTestId('finance-invalid').textContent).toContain('vacas de descarte');
    expect(screen.queryByTestId('finance-peso_corporal_final')).toBeNull();
  });

  it('the scenario chart and table show the same values, with the days following the gain', () => {
    render(<FinancialReport animal={WORKED_ANIMAL} diet={WORKED_DIET} />);
    const rows = screen.getAllByTestId('scenario-row');
    const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map(plain);
    // Hand-derived ×0.8: GMD 1.28, D = 160/1.28 = 125 days, margin 6 336 − 4 180 − 16.7666 × 125 = 60.17.
    expect(cellsOf(rows[0] as HTMLElement).slice(0, 3)).toEqual(['× 0,80', '1,28', '125 dias']);
    expect(cellsOf(rows[0] as HTMLElement)[7]).toBe('R$ 60,17');
    // Table columns after multiplier and gain: DCONF, PESO_DE_VENDA, CTR, CAP, PE, margin per head, RAT.
    const columnOf = { MARGEM_OPERACIONAL_CAB: 7, PONTO_EQUILIBRIO_PRECO: 6, CAP: 5, RAT: 8 } as const;
    for (const [code, column] of Object.entries(columnOf)) {
      fireEvent.click(screen.getByTestId(`chart-${code}`));
      const description = (
        screen.getByTestId('finance-chart').querySelector('desc')?.textContent ?? ''
      ).replace(/\u00a0/g, ' ');
      const expected = rows.map((row) => {
        const cells = cellsOf(row);
        return `${cells[1] ?? ''}: ${cells[column] ?? ''}`;
      });
      expect(description).toBe(expected.join('; '));
    }
  });

  it("shows the report computed by the caller (the diet wizard's, which the exports share)", () => {
    const values = financeValuesOf(WORKED_ANIMAL, {
      mortalidade: null,
      quebra: null,
      frete: 50,
      comissao: null,
      peso_corporal_inicial: null,
      peso_corporal_final: null,
      ganho_medio_diario: null,
    });
    const finance = financeReportOf(WORKED_ANIMAL, WORKED_DIET, values);
    render(<FinancialReport animal={WORKED_ANIMAL} diet={WORKED_DIET} finance={finance} />);
    // The caller's R$ 50 freight per head, not the report's own fields (docs/product/finance.md#decisions item 6).
    expect(plain(screen.getByTestId('indicator-value-CTR'))).toBe('R$ 5.906,66');
  });

  it('explains the symbols the formulas use', () => {
    render(<FinancialReport animal={WORKED_ANIMAL} diet={WORKED_DIET} />);
    const symbols = plain(screen.getByTestId('finance-symbols'));
    for (const symbol of ['PI e PF', 'RCi e RCf', 'Cmes', 'Pc e Pv', 'm = D / 30,42', '@ = 15 kg'])
      expect(symbols).toContain(symbol);
  });

  it('switches to English format and rewrites the typed numbers', async () => {
    render(<FinancialReport animal={WORKED_ANIMAL} diet={WORKED_DIET} />);
    fireEvent.change(screen.getByTestId('finance-custo_energia'), { target: { value: '1.015,5' } });
    await changeLanguage('en');
    expect((await screen.findByTestId('finance-custo_energia')).getAttribute('value')).toBe('1,015.50');
    expect(plain(screen.getByTestId('indicator-value-CAR'))).toBe('$4,180.00');
  });
});

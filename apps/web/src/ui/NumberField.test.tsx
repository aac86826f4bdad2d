// @vitest-environment happy-dom
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Language } from '@cocho/engine';
import { changeLanguage } from '../i18n/i18n';
import { renderComponentsInPortuguese } from '../testing/portuguese-components';
import { NumberField } from './NumberField';

renderComponentsInPortuguese();

let emitted: (number | null)[] = [];

function PriceField({ language }: { readonly language: Language }) {
  const [value, setValue] = useState<number | null>(1.5);
  return (
    <NumberField
      value={value}
      onValueChange={(next) => {
        emitted.push(next);
        setValue(next);
      }}
      language={language}
      isMoney
      testId="price"
    />
  );
}

const input = () => screen.getByTestId('price') as HTMLInputElement;
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

describe('NumberField (a price kept as a number)', () => {
  it('asks which number "2.100" means in Portuguese and uses neither until the user chooses', () => {
    emitted = [];
    render(<PriceField language="pt" />);
    type('2.100');
    expect(emitted.at(-1)).toBeNull();
    expect(input().value).toBe('2.100');
    expect(screen.getByText('“2.100” pode ser lido de duas formas. Qual você quis dizer?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Usar 2,10' }));
    expect(emitted.at(-1)).toBe(2.1);
    expect(input().value).toBe('2,1');
    expect(screen.queryByText(/pode ser lido de duas formas/)).toBeNull();
  });

  it('reads "1.800,00" in Spanish as one thousand eight hundred and keeps the text as typed', async () => {
    await act(() => changeLanguage('es'));
    emitted = [];
    render(<PriceField language="es" />);
    type('1.800,00');
    expect(emitted.at(-1)).toBe(1800);
    expect(input().value).toBe('1.800,00');
    await act(() => changeLanguage('pt'));
  });

  it('asks for "1,050" in English, and reads "1,050.00" as one thousand and fifty', async () => {
    await act(() => changeLanguage('en'));
    emitted = [];
    render(<PriceField language="en" />);
    type('1,050');
    expect(emitted.at(-1)).toBeNull();
    expect(screen.getByRole('button', { name: 'Use 1,050.00' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Use 1.05' })).toBeTruthy();
    type('1,050.00');
    expect(emitted.at(-1)).toBe(1050);
    await act(() => changeLanguage('pt'));
  });

  it('keeps a text it cannot read as typed, with a message, and never passes a number on', () => {
    emitted = [];
    render(<PriceField language="pt" />);
    for (const text of ['-380', '3a20']) {
      type(text);
      expect(input().value).toBe(text);
      expect(emitted.at(-1)).toBeNull();
    }
    expect(screen.getByText(/Não é um número/)).toBeTruthy();
    type('-380');
    expect(screen.getByText('O valor não pode ser negativo.')).toBeTruthy();
  });
});

const LABEL = 'Peso';
const HINT = 'Em jejum';

describe('NumberField (drawn as a TextField, without its module)', () => {
  it('names its input by its label, describes it by its helper text and keeps the units beside it', () => {
    render(
      <NumberField
        text="12"
        onTextChange={() => undefined}
        label={LABEL}
        helperText={HINT}
        endUnit="kg"
        required
        id="peso"
        testId="peso"
      />,
    );
    const field = screen.getByLabelText(/Peso/) as HTMLInputElement;
    expect(field).toBe(screen.getByTestId('peso'));
    expect(field.id).toBe('peso');
    expect(field.required).toBe(true);
    expect(field.getAttribute('inputmode')).toBe('decimal');
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Em jejum',
    );
    expect(field.closest('.MuiTextField-root')?.querySelector('fieldset legend')).toBeTruthy();
    expect(screen.getByText('kg').closest('.MuiInputAdornment-positionEnd')).toBeTruthy();
  });

  it('draws the standard variant with its underline choice and no outline, and the input slot’s read-only', () => {
    render(
      <NumberField
        variant="standard"
        text="3"
        onTextChange={() => undefined}
        ariaLabel="Proteína"
        testId="cell"
        slotProps={{ input: { disableUnderline: true, readOnly: true } }}
      />,
    );
    const cell = screen.getByRole('textbox', { name: 'Proteína' }) as HTMLInputElement;
    expect(cell.readOnly).toBe(true);
    const root = cell.closest('.MuiInputBase-root');
    expect(root?.classList.contains('MuiInput-root')).toBe(true);
    expect(root?.classList.contains('MuiInput-underline')).toBe(false);
    expect(cell.closest('.MuiTextField-root')?.querySelector('fieldset')).toBeNull();
  });
});

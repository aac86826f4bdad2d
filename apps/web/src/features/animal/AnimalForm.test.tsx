// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { calculateLiveWeightKg, DEFAULT_ANIMAL } from '@cocho/engine';
import type { Animal, FormVariant } from '@cocho/engine';
import { changeLanguage, initI18n } from '../../i18n/i18n';
import { AnimalForm, FIRST_FRAME_SECTIONS } from './AnimalForm';
import type { AnimalFormCheck } from './AnimalForm';

let last: { animal: Animal; check: AnimalFormCheck } | null = null;

function Harness({ variant = 'requirements' as FormVariant, laterSectionsAfterPaint = false }) {
  const [animal, setAnimal] = useState<Animal>(DEFAULT_ANIMAL);
  return (
    <AnimalForm
      variant={variant}
      animal={animal}
      laterSectionsAfterPaint={laterSectionsAfterPaint}
      onChange={(next, check) => {
        last = { animal: next, check };
        setAnimal(next);
      }}
    />
  );
}

const input = (field: string) => screen.getByTestId(`animal-input-${field}`) as HTMLInputElement;
const type = (field: string, text: string) => fireEvent.change(input(field), { target: { value: text } });
const radios = (field: string) =>
  within(screen.getByTestId(`animal-${field}`))
    .getAllByRole('radio')
    .map((radio) => (radio as HTMLInputElement).value);

beforeAll(() => {
  initI18n('pt');
});

afterEach(async () => {
  cleanup();
  last = null;
  await changeLanguage('pt');
});

describe('AnimalForm dependencies', () => {
  it('shows the growing-cattle fields, with the mean weight computed', () => {
    render(<Harness />);
    expect(input('peso_corporal_inicial').value).toBe('400,0');
    expect(input('ganho_medio_diario').value).toBe('1,30');
    expect(input('peso_corporal_medio').value).toBe('470,0');
    expect(input('peso_corporal_medio').readOnly).toBe(true);
    expect(screen.queryByTestId('animal-input-producao_de_leite')).toBeNull();
    type('peso_corporal_final', '600');
    expect(last?.animal.peso_corporal_medio).toBeCloseTo(500, 9);
    expect(input('peso_corporal_medio').value).toBe('500,0');
    type('peso_corporal_inicial', '');
    expect(input('peso_corporal_medio').value).toBe('');
    expect(last?.check.problems).toEqual([{ field: 'peso_corporal_inicial', code: 'required' }]);
  });

  it('offers pasture only for zebu and steers and heifers only in feedlot', () => {
    render(<Harness />);
    expect(radios('regime')).toEqual(['confinamento', 'pasto']);
    fireEvent.click(screen.getByRole('radio', { name: 'Pasto' }));
    expect(last?.animal.regime).toBe('pasto');
    expect(radios('sexo')).toEqual(['macho']);
    fireEvent.click(screen.getByRole('radio', { name: 'Cruzado de corte' }));
    // The breed no longer allows pasture: the regime falls back to feedlot and all sexes return.
    expect(last?.animal.regime).toBe('confinamento');
    expect(radios('regime')).toEqual(['confinamento']);
    expect(radios('sexo')).toEqual(['macho', 'macho_castrado', 'femea']);
  });

  it('lets the physiological state decide the cow fields', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('radio', { name: 'Vaca' }));
    expect(screen.queryByTestId('animal-regime')).toBeNull();
    // A cow is described by its mean weight alone: the hidden initial and final weights do not reach the
    // engine (which would otherwise average them), and come back with growing cattle.
    type('peso_corporal_medio', '480');
    expect(last?.animal).toMatchObject({
      peso_corporal_medio: 480,
      peso_corporal_inicial: null,
      peso_corporal_final: null,
      ganho_medio_diario: null,
    });
    expect(calculateLiveWeightKg(last?.animal ?? DEFAULT_ANIMAL)).toBe(480);
    expect(screen.queryByTestId('animal-input-ganho_medio_diario')).toBeNull();
    expect(screen.queryByTestId('animal-input-dias_gestacao')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Gestante e lactante' }));
    expect(input('producao_de_leite')).toBeTruthy();
    // Empty milk yield: the estimate of week 1, multiparous (6·(1/8.5)·e^(1 − 1/8.5) = 1.71 kg), is shown.
    expect(screen.getByText(/Vazio: 1,71 kg\/dia/)).toBeTruthy();
    expect(input('dias_gestacao').value).toBe('210');
    expect(input('gordura_do_leite').value).toBe('4,76');
    fireEvent.click(screen.getByRole('radio', { name: 'Bezerro' }));
    expect(screen.getByLabelText('Semana de vida')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Crescimento e terminação' }));
    expect(last?.animal).toMatchObject({
      peso_corporal_inicial: 400,
      peso_corporal_final: 540,
      peso_corporal_medio: 470,
      ganho_medio_diario: 1.3,
    });
  });

  it('keeps an empty milk yield empty, with the engine’s estimate under it following the week', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('radio', { name: 'Vaca' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Lactante' }));
    // The engine's normalizeAnimal puts the estimate in the animal; the field stays empty.
    expect(last?.animal.producao_de_leite).toBe(1.71);
    fireEvent.blur(input('producao_de_leite'));
    expect(input('producao_de_leite').value).toBe('');
    type('semana_lactacao', '8');
    expect(last?.animal.producao_de_leite).toBe(5.99);
    expect(screen.getByText(/Vazio: 5,99 kg\/dia/)).toBeTruthy();
    type('producao_de_leite', '7,5');
    expect(last?.animal.producao_de_leite).toBe(7.5);
    expect(screen.queryByText(/Vazio:/)).toBeNull();
    // The score has no unit: its range is shown instead.
    const scoreField = screen.getByTestId('animal-input-escore_corporal').closest('.MuiInputBase-root');
    expect(scoreField?.querySelector('.MuiInputAdornment-root')?.textContent).toBe('0–10');
  });

  it('hides the daily gain in the prediction variant', () => {
    render(<Harness variant="prediction" />);
    expect(screen.queryByTestId('animal-input-ganho_medio_diario')).toBeNull();
    expect(input('peso_corporal_final').value).toBe('540,0');
  });
});

describe('AnimalForm validation and number format', () => {
  it('reports an initial weight above the final one in Portuguese', () => {
    render(<Harness />);
    type('peso_corporal_inicial', '600');
    expect(last?.check.isValid).toBe(false);
    expect(screen.getByText('Não pode ser maior que o peso final (540,0 kg).')).toBeTruthy();
  });

  it('limits the daily gain to 2.5 and requires it', () => {
    render(<Harness />);
    type('ganho_medio_diario', '2,6');
    expect(last?.animal.ganho_medio_diario).toBeCloseTo(2.6, 9);
    expect(last?.check.problems).toEqual([{ field: 'ganho_medio_diario', code: 'aboveMaximum', limit: 2.5 }]);
    expect(screen.getByText('O valor máximo é 2,50.')).toBeTruthy();
    type('ganho_medio_diario', '');
    expect(screen.getByText('Campo obrigatório.')).toBeTruthy();
    type('ganho_medio_diario', '1,5');
    expect(last?.check.isValid).toBe(true);
  });

  it('reads and shows numbers with the language decimal separator', async () => {
    await changeLanguage('en');
    render(<Harness />);
    expect(input('ganho_medio_diario').value).toBe('1.30');
    // A comma decimal that only the other convention reads is read, and kept as typed.
    type('ganho_medio_diario', '1,4');
    expect(input('ganho_medio_diario').value).toBe('1,4');
    expect(last?.animal.ganho_medio_diario).toBeCloseTo(1.4, 9);
    // Nothing typed is dropped: a letter or a minus sign stays, with its message, and the value is not used.
    type('ganho_medio_diario', '1a4');
    expect(input('ganho_medio_diario').value).toBe('1a4');
    expect(last?.check.isValid).toBe(false);
    type('ganho_medio_diario', '1.45');
    expect(last?.animal.ganho_medio_diario).toBeCloseTo(1.45, 9);
    fireEvent.blur(input('ganho_medio_diario'));
    expect(input('ganho_medio_diario').value).toBe('1.45');
    type('ganho_medio_diario', '3');
    expect(screen.getByText('The maximum is 2.50.')).toBeTruthy();
  });

  it('keeps a negative weight as typed and says so, instead of dropping the sign', () => {
    render(<Harness />);
    type('peso_corporal_inicial', '-380');
    expect(input('peso_corporal_inicial').value).toBe('-380');
    expect(screen.getByText('Não pode ser negativo.')).toBeTruthy();
    expect(last?.check.isValid).toBe(false);
  });

  it('asks which number an ambiguous text means, and uses the one chosen', () => {
    render(<Harness />);
    type('peso_corporal_final', '1.800');
    expect(last?.check.isValid).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Usar 1,80' }));
    expect(input('peso_corporal_final').value).toBe('1,8');
  });

  it('rewrites the texts when the language changes', async () => {
    render(<Harness />);
    type('peso_corporal_inicial', '412,5');
    fireEvent.blur(input('peso_corporal_inicial'));
    expect(input('peso_corporal_inicial').value).toBe('412,5');
    await changeLanguage('en');
    expect((await screen.findByDisplayValue('412.5')).getAttribute('name')).toBe('peso_corporal_inicial');
  });
});

describe('AnimalForm in two frames', () => {
  const sections = () =>
    Array.from(screen.getByTestId('animal-form').querySelectorAll('section')).map((section) =>
      section.getAttribute('data-testid'),
    );
  const fields = () =>
    Array.from(screen.getByTestId('animal-form').querySelectorAll('input')).map(
      (field) => field.getAttribute('data-testid') ?? field.name,
    );

  it('draws every section at once by default', () => {
    render(<Harness variant="formulation" />);
    expect(sections()).toEqual([
      'animal-section-animal',
      'animal-section-weights',
      'animal-section-ration',
      'animal-section-finance',
    ]);
  });

  it('draws the sections above the fold first and the rest, in the same order, after the first frame', async () => {
    render(<Harness variant="formulation" />);
    const allFields = fields();
    cleanup();
    render(<Harness variant="formulation" laterSectionsAfterPaint />);
    expect(sections()).toEqual(FIRST_FRAME_SECTIONS.map((section) => `animal-section-${section}`));
    expect(input('ganho_medio_diario').value).toBe('1,30');
    const firstFields = fields();
    expect(firstFields.length).toBeGreaterThan(0);
    expect(firstFields).toEqual(allFields.slice(0, firstFields.length));
    expect(screen.queryByTestId('animal-section-finance')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('animal-section-finance')).toBeTruthy());
    expect(fields()).toEqual(allFields);
    // An edit in a later section works as in a form drawn at once.
    type('preco_venda_arroba', '321');
    expect(last?.animal.preco_venda_arroba).toBe(321);
  });
});

// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { DEFAULT_ANIMAL } from '@cocho/engine';
import type { Animal } from '@cocho/engine';
import { changeLanguage, initI18n } from '../../i18n/i18n';
import { CurrencyContext } from '../../format/currency-context';
import { AnimalForm } from '../animal/AnimalForm';
import { AnimalPlausibilityWarnings } from './AnimalPlausibilityWarnings';

const STEER: Animal = { ...DEFAULT_ANIMAL, tipo: 'crescimento_terminacao', raca: 'zebuino', sexo: 'macho' };

beforeAll(() => {
  initI18n('pt');
});
afterEach(async () => {
  cleanup();
  await changeLanguage('pt');
});

describe('step 1 plausibility warnings', () => {
  it('shows nothing for a usual animal', () => {
    render(<AnimalPlausibilityWarnings animal={STEER} language="pt" />);
    expect(screen.queryByTestId('animal-plausibility')).toBeNull();
  });

  it('words a 5 000 kg final weight and a 3 kg/day gain in each language, never as a code', async () => {
    const animal = { ...STEER, peso_corporal_final: 5000, ganho_medio_diario: 2.4 };
    for (const [language, weightText, gainText] of [
      ['pt', '5.000 kg passa do peso adulto', '2,40 kg/dia'],
      ['es', '5.000 kg supera el peso adulto', '2,40 kg/día'],
      ['en', '5,000 kg is above the adult weight', '2.40 kg/day'],
    ] as const) {
      await changeLanguage(language);
      const view = render(<AnimalPlausibilityWarnings animal={animal} language={language} />);
      const text = screen.getByTestId('animal-plausibility').textContent ?? '';
      expect(text).toContain(weightText);
      expect(text).toContain(gainText);
      expect(text).not.toMatch(/[A-Z]{2,}_[A-Z_]+|animal\.plausibility/);
      view.unmount();
    }
  });
});

describe('the animal form inside a diet with a currency', () => {
  it('writes the monthly costs and arroba prices with the diet’s currency sign', () => {
    render(
      <CurrencyContext.Provider value="PYG">
        <AnimalForm variant="formulation" animal={STEER} onChange={() => undefined} />
      </CurrencyContext.Provider>,
    );
    const page = document.body.textContent ?? '';
    expect(page).toContain('Gs./cab./mês');
    expect(page).toContain('Gs./@');
    expect(page).not.toContain('R$/');
  });
});

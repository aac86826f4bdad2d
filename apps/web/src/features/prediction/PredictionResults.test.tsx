// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_ANIMAL, predictPerformance } from '@cocho/engine';
import type { DietFeed } from '@cocho/engine';
import { changeLanguage } from '../../i18n/i18n';
import { renderComponentsInPortuguese } from '../../testing/portuguese-components';
import { PredictionResults } from './PredictionResults';

const bull = { ...DEFAULT_ANIMAL, ganho_medio_diario: null };
const diet = (cornKg: number): DietFeed[] => [
  { id: 'silage', quantidade: 20, volumoso: true, nutrientes: { MS: 35, NDT: 65, PB: 7.5, Ca: 0.3, P: 0.2 } },
  { id: 'corn', quantidade: cornKg, nutrientes: { MS: 88, NDT: 85, PB: 9, Ca: 0.03, P: 0.28 } },
  { id: 'soy', quantidade: 1, nutrientes: { MS: 89, NDT: 81, PB: 48, Ca: 0.3, P: 0.65 } },
];
function predictionOf(cornKg: number, matchIntake = false) {
  const outcome = predictPerformance(bull, diet(cornKg), { matchIntake });
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  return outcome.value;
}
const plain = (element: HTMLElement) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

renderComponentsInPortuguese();

describe('PredictionResults: dry matter offered against the intake', () => {
  it('warns when the diet offers more than the animal eats, and offers the match', () => {
    const onMatchIntake = vi.fn();
    const prediction = predictionOf(45);
    render(<PredictionResults prediction={prediction} language="pt" onMatchIntake={onMatchIntake} />);
    expect(plain(screen.getByTestId('intake-above'))).toContain(
      `no máximo ${prediction.intake.maxDmiKg.toFixed(2).replace('.', ',')} kg`,
    );
    fireEvent.click(screen.getByTestId('match-intake'));
    expect(onMatchIntake).toHaveBeenCalledTimes(1);
  });

  it('shows the dry matter eaten when the offer exceeds the intake (not all of it is eaten)', () => {
    const prediction = predictionOf(45);
    render(<PredictionResults prediction={prediction} language="pt" onMatchIntake={() => undefined} />);
    const eaten = prediction.eaten!;
    expect(eaten.dmKg).toBeLessThan(prediction.supply.dmKg);
    expect(plain(screen.getByTestId('intake-eaten'))).toBe(eaten.dmKg.toFixed(2).replace('.', ','));
    expect(plain(screen.getByTestId('intake-above'))).toContain('A predição é do que ele consome');
  });

  it('a matched diet offers its intake: no warning, the factor is named', () => {
    const prediction = predictionOf(45, true);
    render(
      <PredictionResults
        prediction={prediction}
        language="pt"
        intakeNotice={{ kind: 'matched', factor: prediction.matchedFactor ?? 1 }}
        onMatchIntake={() => undefined}
      />,
    );
    expect(screen.queryByTestId('intake-above')).toBeNull();
    const kg = (testId: string) => Number(plain(screen.getByTestId(testId)).replace(',', '.'));
    // Matched within 0.1 % (the engine's tolerance): 2 decimals may differ by one in the last.
    expect(Math.abs(kg('supply-dm') - kg('intake-expected'))).toBeLessThanOrEqual(0.011);
    expect(plain(screen.getByTestId('intake-matched'))).toMatch(/^Quantidades multiplicadas por 0,\d{3}:/);
  });

  it.each([
    ['pt', 'Não foi possível compatibilizar a predição com o consumo do animal.'],
    ['en', "Could not match the prediction to the animal's intake."],
    ['es', 'No fue posible compatibilizar la predicción con el consumo del animal.'],
  ] as const)(
    'says when the prediction could not be matched (%s, docs/product/errors.md#calculation-errors)',
    async (language, text) => {
      await act(() => changeLanguage(language));
      render(
        <PredictionResults
          prediction={predictionOf(4)}
          language={language}
          intakeNotice={{ kind: 'failed' }}
        />,
      );
      expect(plain(screen.getByTestId('intake-match-failed'))).toContain(text);
      expect(screen.queryByTestId('match-intake')).toBeNull();
    },
  );
});

describe('PredictionResults: why (pasture intake and substitution)', () => {
  it('shows the forage and supplement eaten and the substitution rate on pasture', () => {
    const steer = {
      ...DEFAULT_ANIMAL,
      regime: 'pasto' as const,
      peso_corporal_inicial: 300,
      peso_corporal_final: 360,
      ganho_medio_diario: null,
    };
    const outcome = predictPerformance(steer, [
      {
        id: 'grass',
        quantidade: 48,
        volumoso: true,
        nutrientes: { MS: 25, PB: 12, NDT: 58, Ca: 0.4, P: 0.2 },
      },
      { id: 'corn', quantidade: 1.7, nutrientes: { MS: 88, PB: 9, NDT: 85, Ca: 0.03, P: 0.3 } },
    ]);
    if (!outcome.ok) throw new Error('invalid');
    const pasture = outcome.value.pasture!;
    render(<PredictionResults prediction={outcome.value} language="pt" />);
    expect(plain(screen.getByTestId('pasture-forage'))).toContain(
      pasture.forageDmKg.toFixed(2).replace('.', ','),
    );
    expect(plain(screen.getByTestId('pasture-supplement'))).toContain(
      pasture.supplementDmKg.toFixed(2).replace('.', ','),
    );
    expect(plain(screen.getByTestId('pasture-substitution'))).toContain(
      pasture.substitutionRate!.toFixed(2).replace('.', ','),
    );
    // Why the intake is what it is: the grazing intake, with the supplement eaten whole.
    expect(outcome.value.intake.grazing).toBe(true);
    expect(plain(screen.getByTestId('intake-basis'))).toContain(
      `No pasto o consumo segue a qualidade da dieta, não o ganho: ${outcome.value.intake.dmiKg.toFixed(2).replace('.', ',')} kg`,
    );
    expect(plain(screen.getByTestId('intake-eaten'))).toContain(
      outcome.value.eaten!.dmKg.toFixed(2).replace('.', ','),
    );
  });

  it.each([
    ['en', 'On pasture intake follows the quality of the diet, not the gain'],
    ['es', 'En pastoreo el consumo sigue la calidad de la dieta, no la ganancia'],
  ] as const)('explains the grazing intake in %s', async (language, text) => {
    await act(() => changeLanguage(language));
    const outcome = predictPerformance(
      {
        ...DEFAULT_ANIMAL,
        regime: 'pasto' as const,
        peso_corporal_inicial: 300,
        peso_corporal_final: 360,
        ganho_medio_diario: null,
      },
      [{ id: 'grass', quantidade: 48, volumoso: true, nutrientes: { MS: 25, PB: 12, NDT: 58 } }],
    );
    if (!outcome.ok) throw new Error('invalid');
    render(<PredictionResults prediction={outcome.value} language={language} />);
    expect(plain(screen.getByTestId('intake-basis'))).toContain(text);
    await act(() => changeLanguage('pt'));
  });
});

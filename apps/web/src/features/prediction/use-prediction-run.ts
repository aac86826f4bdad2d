/**
 * The prediction in the engine worker: predicts the amounts on screen, or matches them
 * to the animal's intake ("compatibilise", docs/product/errors.md#calculation-errors), and says why when it cannot.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFeed } from '@cocho/contracts';
import type { Language, Prediction } from '@cocho/engine';
import { useEngine } from '../../engine-worker/use-engine';
import { useAlert } from '../../ui/AlertProvider';
import type { IntakeNotice } from './PredictionResults';
import { predictionErrorKey, resolveRows, scaleRows, toDietFeeds, unreadableKey } from './prediction-model';
import type { DietRow, PredictionErrorKey } from './prediction-model';
import type { PredictionInputs } from './prediction-record';
import type { YmChoice } from './YmSelect';

/** A prediction and the Ym chosen when it was made. */
export type PredictionOutcome = { readonly prediction: Prediction; readonly ym: YmChoice };

/** What a run reads from the screen and where its outcome goes. */
export type PredictionRunContext = {
  readonly inputs: PredictionInputs;
  readonly ymChoice: YmChoice;
  readonly isAnimalValid: boolean;
  readonly feedsById: ReadonlyMap<string, TFeed>;
  readonly language: Language;
  /** The animal form shows all its errors. */
  readonly onInvalidAnimal: () => void;
  /** The prediction of `inputs`. */
  readonly onResult: (outcome: PredictionOutcome, inputs: PredictionInputs) => void;
  /** The result on screen is gone (a failed prediction). */
  readonly onFailed: () => void;
  /** The amounts were scaled to match the intake. */
  readonly onRowsScaled: (rows: readonly DietRow[]) => void;
};

export function usePredictionRun() {
  const { t } = useTranslation('prediction');
  const { showAlert } = useAlert();
  const { run, isRunning } = useEngine('predictPerformance');
  const [intakeNotice, setIntakeNotice] = useState<IntakeNotice | null>(null);
  /** Why the last prediction failed; null when it did not. */
  const [errorKey, setErrorKey] = useState<PredictionErrorKey | null>(null);

  /** The result on screen is gone and the user is told why; answers null, the failed prediction. */
  const fail = (context: PredictionRunContext, key: PredictionErrorKey): null => {
    context.onFailed();
    setErrorKey(key);
    showAlert(t(`error.${key}`), 'error');
    return null;
  };

  /**
   * Runs the engine on `submittedRows` (optionally matching them to the animal's intake); answers the
   * prediction, or null after saying why it failed.
   */
  const runPrediction = async (
    context: PredictionRunContext,
    submittedRows: readonly DietRow[],
    matchIntake: boolean,
  ): Promise<Prediction | null> => {
    const { inputs, feedsById, language, ymChoice } = context;
    if (!context.isAnimalValid) {
      context.onInvalidAnimal();
      return fail(context, 'animal');
    }
    const submitted = resolveRows(submittedRows, feedsById, inputs.basis, language);
    const total = submitted.reduce((sum, row) => sum + row.asFedKg, 0);
    const problem = unreadableKey(submitted) ?? (total > 0 ? null : 'zeroTotal');
    if (problem) return fail(context, problem);
    const result = await run({
      animal: inputs.animal,
      feeds: toDietFeeds(submitted, feedsById),
      options: {
        ...(matchIntake ? { matchIntake: true } : {}),
        ...(ymChoice === 'auto' ? {} : { ymPercent: ymChoice }),
      },
    });
    if (result.superseded) return null;
    if (!result.ok) return fail(context, 'failed');
    if (result.value.ok) return result.value.value;
    const key = predictionErrorKey(result.value.errors);
    if (key !== 'matchFailed') return fail(context, key);
    // A diet that cannot be matched keeps its prediction on screen; the intake card says why.
    setIntakeNotice({ kind: 'failed' });
    showAlert(t('error.matchFailed'), 'error');
    return null;
  };

  /** Predicts the inputs on screen; answers the prediction, or null after saying why it failed. */
  const predict = async (context: PredictionRunContext): Promise<Prediction | null> => {
    const prediction = await runPrediction(context, context.inputs.rows, false);
    if (prediction === null) return null;
    setIntakeNotice(null);
    setErrorKey(null);
    context.onResult({ prediction, ym: context.ymChoice }, context.inputs);
    return prediction;
  };

  /**
   * "Compatibilise" (docs/product/errors.md#calculation-errors "could not match prediction"): scales every amount so that the dry matter
   * offered is what the animal eats at the gain the scaled diet predicts, then predicts the amounts now on
   * screen (rounded as typed amounts).
   */
  const matchIntake = async (context: PredictionRunContext) => {
    const { inputs } = context;
    const matched = await runPrediction(context, inputs.rows, true);
    if (matched === null) return;
    const factor = matched.matchedFactor ?? 1;
    const scaledRows = scaleRows(inputs.rows, factor, context.language);
    context.onRowsScaled(scaledRows);
    const prediction = await runPrediction(context, scaledRows, false);
    if (prediction === null) return;
    setErrorKey(null);
    context.onResult({ prediction, ym: context.ymChoice }, { ...inputs, rows: scaledRows });
    setIntakeNotice({ kind: 'matched', factor });
  };

  const reset = () => {
    setIntakeNotice(null);
    setErrorKey(null);
  };

  return { isRunning, intakeNotice, errorKey, predict, matchIntake, reset };
}

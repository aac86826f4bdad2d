/**
 * The prediction in the engine worker: predicts the amounts on screen, or matches them
 * to the animal's intake ("compatibilise", docs/product/errors.md#calculation-errors), and says why when it cannot.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Prediction } from '@cocho/engine';
import { useEngine } from '../../engine-worker/use-engine';
import { useLanguage } from '../../i18n/use-language';
import { useAlert } from '../../ui/AlertProvider';
import type { IntakeNotice } from './PredictionResults';
import { predictionErrorKey, resolveRows, scaleRows, toDietFeeds, unreadableKey } from './prediction-model';
import type { DietRow, PredictionErrorKey } from './prediction-model';
import type { RecordSession } from '../records/use-record-session';
import type { PredictionInputs } from './prediction-record';
import type { PredictionFeeds } from './use-prediction-inputs';
import type { SavedPrediction } from './use-prediction-record';
import type { YmChoice } from './YmSelect';

/** A prediction and the Ym chosen when it was made. */
export type PredictionOutcome = { readonly prediction: Prediction; readonly ym: YmChoice };

/** The prediction's record session: the inputs a run reads, and where its outcome goes. */
type PredictionSession = RecordSession<PredictionInputs, PredictionOutcome, SavedPrediction>;

/** Runs on the feeds, animal check and Ym of `feeds`, and the inputs of the session given to each run. */
export function usePredictionRun(feeds: PredictionFeeds) {
  const { t } = useTranslation('prediction');
  const language = useLanguage();
  const { showAlert } = useAlert();
  const { run, isRunning } = useEngine('predictPerformance');
  const [intakeNotice, setIntakeNotice] = useState<IntakeNotice | null>(null);
  /** Why the last prediction failed; null when it did not. */
  const [errorKey, setErrorKey] = useState<PredictionErrorKey | null>(null);

  /** The result on screen is gone and the user is told why; answers null, the failed prediction. */
  const fail = (session: PredictionSession, key: PredictionErrorKey): null => {
    session.dropResult();
    setErrorKey(key);
    showAlert(t(`error.${key}`), 'error');
    return null;
  };

  /**
   * Runs the engine on `submittedRows` (optionally matching them to the animal's intake); answers the
   * prediction, or null after saying why it failed.
   */
  const runPrediction = async (
    session: PredictionSession,
    submittedRows: readonly DietRow[],
    matchIntake: boolean,
  ): Promise<Prediction | null> => {
    const { inputs } = session;
    const { feedsById, ymChoice } = feeds;
    if (!feeds.check.isValid) {
      feeds.setShowAllErrors(true);
      return fail(session, 'animal');
    }
    const submitted = resolveRows(submittedRows, feedsById, inputs.basis, language);
    const total = submitted.reduce((sum, row) => sum + row.asFedKg, 0);
    const problem = unreadableKey(submitted) ?? (total > 0 ? null : 'zeroTotal');
    if (problem) return fail(session, problem);
    const result = await run({
      animal: inputs.animal,
      feeds: toDietFeeds(submitted, feedsById),
      options: {
        ...(matchIntake ? { matchIntake: true } : {}),
        ...(ymChoice === 'auto' ? {} : { ymPercent: ymChoice }),
      },
    });
    if (result.superseded) return null;
    if (!result.ok) return fail(session, 'failed');
    if (result.value.ok) return result.value.value;
    const key = predictionErrorKey(result.value.errors);
    if (key !== 'matchFailed') return fail(session, key);
    // A diet that cannot be matched keeps its prediction on screen; the intake card says why.
    setIntakeNotice({ kind: 'failed' });
    showAlert(t('error.matchFailed'), 'error');
    return null;
  };

  /** Predicts the inputs on screen; answers the prediction, or null after saying why it failed. */
  const predict = async (session: PredictionSession): Promise<Prediction | null> => {
    const prediction = await runPrediction(session, session.inputs.rows, false);
    if (prediction === null) return null;
    setIntakeNotice(null);
    setErrorKey(null);
    session.showResult({ prediction, ym: feeds.ymChoice }, session.inputs);
    return prediction;
  };

  /**
   * "Compatibilise" (docs/product/errors.md#calculation-errors "could not match prediction"): scales every amount so that the dry matter
   * offered is what the animal eats at the gain the scaled diet predicts, then predicts the amounts now on
   * screen (rounded as typed amounts).
   */
  const matchIntake = async (session: PredictionSession) => {
    const { inputs } = session;
    const matched = await runPrediction(session, inputs.rows, true);
    if (matched === null) return;
    const factor = matched.matchedFactor ?? 1;
    const scaledRows = scaleRows(inputs.rows, factor, language);
    session.edit((current) => ({ ...current, rows: scaledRows }));
    const prediction = await runPrediction(session, scaledRows, false);
    if (prediction === null) return;
    setErrorKey(null);
    session.showResult({ prediction, ym: feeds.ymChoice }, { ...inputs, rows: scaledRows });
    setIntakeNotice({ kind: 'matched', factor });
  };

  const reset = () => {
    setIntakeNotice(null);
    setErrorKey(null);
  };

  return { isRunning, intakeNotice, errorKey, predict, matchIntake, reset };
}

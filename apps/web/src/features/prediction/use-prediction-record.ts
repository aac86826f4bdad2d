/**
 * The prediction screen's record (docs/product/shell.md#states Saving): the record session
 * (features/records) with the prediction's record translation (prediction-record.ts): reopening a saved
 * prediction or a saved diet to predict (`?did=<id>`), the browser draft, saving (named, or hidden before
 * a supplement is made from it). Changes are compared with the saved and predicted inputs.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TDietRecord, TFeed } from '@cocho/contracts';
import { DEFAULT_ANIMAL } from '@cocho/engine';
import type { Prediction } from '@cocho/engine';
import { useLanguage } from '../../i18n/use-language';
import { useSession } from '../../session/SessionProvider';
import { useAlert } from '../../ui/AlertProvider';
import { LOCAL_PREDICTIONS_KEY } from '../records/local-record-keys';
import { PREDICTION_DRAFT_KEY } from '../records/record-draft';
import type { RecordBase } from '../records/record-shape';
import type { OpenedRecord } from '../records/record-session';
import { useNamedSave } from '../records/use-named-save';
import type { NamedSaved } from '../records/use-named-save';
import { useRecordSession } from '../records/use-record-session';
import { accountCurrencyOf } from '../../format/account-currency';
import { resolveRows, unreadableKey } from './prediction-model';
import {
  findSaveProblem,
  fromPredictionRecord,
  predictionFromDietRecord,
  toPredictionRecord,
} from './prediction-record';
import type { PredictionInputs, PredictionRecordMeta, ReopenedPrediction } from './prediction-record';
import type { PredictionOutcome } from './use-prediction-run';
import type { YmChoice } from './YmSelect';

/** The saved prediction on screen (`oculta`: a hidden one was auto-saved for a supplement). */
export type SavedPrediction = NamedSaved;

type OpenedPrediction = OpenedRecord<PredictionInputs, PredictionOutcome, SavedPrediction> & {
  readonly reopened: ReopenedPrediction;
  /** The saved diet's name when a saved diet was opened to be predicted. */
  readonly fromDiet: string | null;
};

function openedOf(
  reopened: ReopenedPrediction,
  saved: SavedPrediction | null,
  isSaved: boolean,
  fromDiet: string | null,
): OpenedPrediction {
  const { inputs, prediction } = reopened;
  return {
    inputs,
    result: prediction ? { prediction, ym: 'auto' } : null,
    saved,
    isSaved,
    reopened,
    fromDiet,
  };
}

/** The saved prediction of a record's answer. */
const savedOf = (id: number, dieta: Pick<TDietRecord, 'nome' | 'obs' | 'oculta'>): SavedPrediction => ({
  id,
  nome: dieta.nome,
  obs: dieta.obs,
  oculta: dieta.oculta,
});

const SUPPLEMENT_PATH = '/formulacao-suplemento';

export function usePredictionRecord(options: {
  readonly onOpened: (reopened: ReopenedPrediction) => void;
  /** The feeds the rows name (catalogue and reopened record). */
  readonly feedsById: ReadonlyMap<string, TFeed>;
  /** The Ym on screen: a prediction made with another one is stale. */
  readonly ymChoice: YmChoice;
}) {
  const { feedsById } = options;
  const { t } = useTranslation('prediction');
  const language = useLanguage();
  const { user } = useSession();
  const { showAlert } = useAlert();
  const navigate = useNavigate();
  const [loadedDietName, setLoadedDietName] = useState<string | null>(null);
  const [pendingPath, setPendingPath] = useState<string | null>(null);

  const session = useRecordSession<PredictionInputs, PredictionOutcome, SavedPrediction, OpenedPrediction>({
    // A new prediction's prices and cost are in the account's currency; a reopened one keeps its record's.
    initialInputs: { animal: DEFAULT_ANIMAL, rows: [], basis: 'asFed', moeda: accountCurrencyOf(user) },
    editEffect: 'compared',
    draftKey: PREDICTION_DRAFT_KEY,
    localKey: LOCAL_PREDICTIONS_KEY,
    saveCall: 'savePD',
    // A saved prediction, or a saved diet read as a prediction of its ration.
    kinds: ['PD', 'FD'],
    fromAnswer: ({ id, modo, dieta }) =>
      modo === 'PD'
        ? openedOf(fromPredictionRecord(dieta, language), savedOf(id, dieta), true, null)
        : openedOf(predictionFromDietRecord(dieta, language), null, false, dieta.nome),
    // Restored changes are still unsaved.
    fromDraft: ({ dieta, savedId }) =>
      openedOf(
        fromPredictionRecord(dieta, language),
        savedId === null ? null : savedOf(savedId, dieta),
        false,
        null,
      ),
    onOpened: (opened) => {
      if (opened.fromDiet !== null || opened.isSaved) setLoadedDietName(opened.fromDiet);
      options.onOpened(opened.reopened);
    },
    // Feeds or an edited animal are data the user would lose (docs/product/shell.md#screens "leaving with unsaved data").
    hasData: (inputs) => inputs.rows.length > 0 || inputs.animal !== DEFAULT_ANIMAL,
  });
  // A saved session has said it is no longer dirty by then (use-unsaved-changes.ts): the guard lets this
  // navigation through.
  useEffect(() => {
    if (pendingPath !== null) void navigate(pendingPath);
  }, [pendingPath, navigate]);

  const { inputs, saved } = session;
  const outcome = session.state.result;
  /** A prediction of other inputs or another Ym than those on screen. */
  const isStale = outcome !== null && (session.isResultStale || outcome.ym !== options.ymChoice);
  const freshPrediction = outcome !== null && !isStale ? outcome.prediction : null;

  /** The record of the inputs on screen with `prediction` (their result, or null), named by `meta`. */
  const recordOf = useCallback(
    (prediction: Prediction | null, meta: PredictionRecordMeta) =>
      toPredictionRecord(inputs, feedsById, prediction, meta, language),
    [inputs, feedsById, language],
  );

  /** Savable inputs: feeds, each amount a number; says why not. */
  const isSavable = () => {
    const problem = findSaveProblem(inputs, language);
    if (problem === null) return true;
    const unreadable = () => unreadableKey(resolveRows(inputs.rows, feedsById, inputs.basis, language));
    showAlert(t(problem === 'noFeeds' ? 'save.noFeeds' : `error.${unreadable() ?? 'unreadable'}`), 'error');
    return false;
  };

  // The named save: the prediction on screen (its result when fresh), premium and savable.
  const namedRecordOf = useCallback(
    (base: Required<RecordBase>, oculta: boolean) => recordOf(freshPrediction, { ...base, oculta }),
    [recordOf, freshPrediction],
  );
  const { baseOf, ...naming } = useNamedSave(session, 'prediction', namedRecordOf, {
    isSavable,
    onSaved: () => setLoadedDietName(null),
  });

  /** docs/product/calculation.md#validation: a prediction must be saved before a supplement is made from it (hidden auto-save). */
  const createSupplement = async (predict: () => Promise<Prediction | null>) => {
    if (!session.canSave(t('supplement.premium'), 'create_supplement') || !isSavable()) return;
    if (saved && !session.isDirty) {
      setPendingPath(`${SUPPLEMENT_PATH}?did=${saved.id}`);
      return;
    }
    const prediction = freshPrediction ?? (await predict());
    if (prediction === null) return;
    // A hidden save updates the hidden one on screen, never a named one.
    const id = saved?.oculta ? saved.id : null;
    const next = await session.save({
      record: recordOf(prediction, { ...baseOf('', null), id, oculta: true }),
      id,
      obs: null,
      toSaved: (answer) => savedOf(answer.id, { ...answer.dieta, obs: answer.obs }),
      isOpened: false,
      // A failed save keeps everything on screen and says why.
      onFailed: (reason) => showAlert(t('supplement.failed', { reason }), 'error'),
    });
    if (next) setPendingPath(`${SUPPLEMENT_PATH}?did=${next.id}`);
  };

  const clear = () => {
    session.clear();
    setLoadedDietName(null);
  };

  return {
    session,
    user,
    outcome,
    isStale,
    freshPrediction,
    loadedDietName,
    createSupplement,
    clear,
    ...naming,
  };
}

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
import { useAccess } from '../../session/use-access';
import { useAlert } from '../../ui/AlertProvider';
import { clientIdForSaving } from '../../catalogue/use-feed-catalogue';
import { LOCAL_PREDICTIONS_KEY } from '../records/local-records';
import { PREDICTION_DRAFT_KEY } from '../records/record-draft';
import type { OpenedRecord } from '../records/record-session';
import { useKeptDraft } from '../records/use-record-draft';
import { useRecordSession } from '../records/use-record-session';
import { accountCurrencyOf } from '../../format/account-currency';
import { fromPredictionRecord, predictionFromDietRecord, toPredictionRecord } from './prediction-record';
import type { PredictionInputs, PredictionRecordMeta, ReopenedPrediction } from './prediction-record';
import type { PredictionOutcome } from './use-prediction-run';
import type { YmChoice } from './YmSelect';

/** The saved prediction on screen (a hidden one was auto-saved for a supplement). */
export type SavedPrediction = {
  readonly id: number;
  readonly nome: string;
  readonly obs: string | null;
  readonly oculta: boolean;
};

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

/** How a prediction's record is named, and the saved record it updates (null: a new one). */
type RecordNaming = Pick<PredictionRecordMeta, 'nome' | 'obs' | 'oculta' | 'id'>;
const UNSAVED: RecordNaming = { nome: '', obs: null, oculta: false, id: null };

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
  const mayUseConsultancy = useAccess().can('consultancy');
  const { showAlert } = useAlert();
  const navigate = useNavigate();
  const [loadedDietName, setLoadedDietName] = useState<string | null>(null);
  const [isSaveOpen, setIsSaveOpen] = useState(false);
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
  // Declared after the session's unsaved-changes guard: the blocker sees the saved state before this
  // navigation runs.
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
    (prediction: Prediction | null, meta: RecordNaming) =>
      toPredictionRecord(
        inputs,
        feedsById,
        prediction,
        { ...meta, time: Date.now(), idCliente: clientIdForSaving(mayUseConsultancy) },
        language,
      ),
    [inputs, feedsById, mayUseConsultancy, language],
  );
  const makeDraft = useCallback(
    () => ({
      dieta: recordOf(freshPrediction, saved ?? UNSAVED),
      step: 0,
      savedId: saved?.id ?? null,
    }),
    [recordOf, freshPrediction, saved],
  );
  useKeptDraft(session.draft, session.isDirty, makeDraft);

  /** Saves the screen's prediction (named, or hidden for a supplement); null when it failed (said why). */
  const savePrediction = (
    prediction: Prediction | null,
    meta: RecordNaming,
    failedKey: 'save.failed' | 'supplement.failed',
  ) =>
    session.save({
      record: recordOf(prediction, meta),
      id: meta.id,
      obs: meta.obs,
      toSaved: (answer) => savedOf(answer.id, { ...answer.dieta, obs: answer.obs }),
      isOpened: !meta.oculta,
      // A failed save keeps everything on screen and says why.
      onFailed: (reason) => showAlert(t(failedKey, { reason }), 'error'),
      // No network: a named prediction is kept on this device (the record session says so) and sent later.
      onSavedHere: () => setIsSaveOpen(false),
    });

  /** Saves the prediction on screen (its result when fresh) under a name. */
  const save = async (nome: string, obs: string | null) => {
    // A hidden auto-saved prediction becomes the named one; a named one is updated.
    const next = await savePrediction(
      freshPrediction,
      { nome, obs, oculta: false, id: saved?.id ?? null },
      'save.failed',
    );
    if (!next) return;
    setIsSaveOpen(false);
    setLoadedDietName(null);
    showAlert(t('save.saved', { name: next.nome }), 'success');
  };

  /** docs/product/calculation.md#validation: a prediction must be saved before a supplement is made from it (hidden auto-save). */
  const createSupplement = async (predict: () => Promise<Prediction | null>) => {
    if (saved && !session.isDirty) {
      setPendingPath(`${SUPPLEMENT_PATH}?did=${saved.id}`);
      return;
    }
    const prediction = freshPrediction ?? (await predict());
    if (prediction === null) return;
    const next = await savePrediction(
      prediction,
      { nome: '', obs: null, oculta: true, id: saved?.oculta ? saved.id : null },
      'supplement.failed',
    );
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
    isSaveOpen,
    setIsSaveOpen,
    save,
    createSupplement,
    clear,
  };
}

/**
 * The prediction screen's record (docs/product/shell.md#states Saving): the record session
 * (features/records) with the prediction's record translation (prediction-record.ts): reopening a saved
 * prediction or a saved diet to predict (`?did=<id>`), the browser draft, saving (named, or hidden before
 * a supplement is made from it). Changes are compared with the saved and predicted inputs.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TFeed } from '@cocho/contracts';
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
import { useRecordSession } from '../records/use-record-session';
import { accountCurrencyOf } from '../../format/account-currency';
import { fromPredictionRecord, predictionFromDietRecord, toPredictionRecord } from './prediction-record';
import type { PredictionInputs, ReopenedPrediction } from './prediction-record';
import type { PredictionOutcome } from './use-prediction-run';

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

export const INITIAL_PREDICTION_INPUTS: PredictionInputs = {
  animal: DEFAULT_ANIMAL,
  rows: [],
  basis: 'asFed',
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

const SUPPLEMENT_PATH = '/formulacao-suplemento';

export function usePredictionRecord(options: { readonly onOpened: (reopened: ReopenedPrediction) => void }) {
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
    initialInputs: { ...INITIAL_PREDICTION_INPUTS, moeda: accountCurrencyOf(user) },
    editEffect: 'compared',
    draftKey: PREDICTION_DRAFT_KEY,
    localKey: LOCAL_PREDICTIONS_KEY,
    saveCall: 'savePD',
    // A saved prediction, or a saved diet read as a prediction of its ration.
    kinds: ['PD', 'FD'],
    fromAnswer: ({ id, modo, dieta }) =>
      modo === 'PD'
        ? openedOf(
            fromPredictionRecord(dieta, language),
            { id, nome: dieta.nome, obs: dieta.obs, oculta: dieta.oculta },
            true,
            null,
          )
        : openedOf(predictionFromDietRecord(dieta, language), null, false, dieta.nome),
    // Restored changes are still unsaved.
    fromDraft: ({ dieta, savedId }) =>
      openedOf(
        fromPredictionRecord(dieta, language),
        savedId === null ? null : { id: savedId, nome: dieta.nome, obs: dieta.obs, oculta: dieta.oculta },
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

  const saved = session.saved;

  /** Saves the screen's prediction (named, or hidden for a supplement); null when it failed (said why). */
  const savePrediction = (
    prediction: Prediction | null,
    feedsById: ReadonlyMap<string, TFeed>,
    meta: { nome: string; obs: string | null; oculta: boolean; id: number | null },
    failedKey: 'save.failed' | 'supplement.failed',
  ) =>
    session.save({
      record: toPredictionRecord(
        session.inputs,
        feedsById,
        prediction,
        { ...meta, time: Date.now(), idCliente: clientIdForSaving(mayUseConsultancy) },
        language,
      ),
      id: meta.id,
      obs: meta.obs,
      toSaved: (answer) => ({
        id: answer.id,
        nome: answer.dieta.nome,
        obs: answer.obs,
        oculta: answer.dieta.oculta,
      }),
      isOpened: !meta.oculta,
      // A failed save keeps everything on screen and says why.
      onFailed: (reason) => showAlert(t(failedKey, { reason }), 'error'),
      // No network: a named prediction is kept on this device (the record session says so) and sent later.
      onSavedHere: () => setIsSaveOpen(false),
    });

  /** Saves `prediction` (the result of the inputs on screen, or null) under a name. */
  const save = async (
    prediction: Prediction | null,
    feedsById: ReadonlyMap<string, TFeed>,
    nome: string,
    obs: string | null,
  ) => {
    // A hidden auto-saved prediction becomes the named one; a named one is updated.
    const next = await savePrediction(
      prediction,
      feedsById,
      { nome, obs, oculta: false, id: saved?.id ?? null },
      'save.failed',
    );
    if (!next) return;
    setIsSaveOpen(false);
    setLoadedDietName(null);
    showAlert(t('save.saved', { name: next.nome }), 'success');
  };

  /** docs/product/calculation.md#validation: a prediction must be saved before a supplement is made from it (hidden auto-save). */
  const createSupplement = async (
    freshPrediction: Prediction | null,
    feedsById: ReadonlyMap<string, TFeed>,
    predict: () => Promise<Prediction | null>,
  ) => {
    if (saved && !session.isDirty) {
      setPendingPath(`${SUPPLEMENT_PATH}?did=${saved.id}`);
      return;
    }
    const prediction = freshPrediction ?? (await predict());
    if (prediction === null) return;
    const next = await savePrediction(
      prediction,
      feedsById,
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
    mayUseConsultancy,
    loadedDietName,
    isSaveOpen,
    setIsSaveOpen,
    save,
    createSupplement,
    clear,
  };
}

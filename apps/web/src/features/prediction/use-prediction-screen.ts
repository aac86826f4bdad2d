/**
 * Everything the prediction page shows and does, for the page to lay out: the inputs beside the record
 * (use-prediction-inputs.ts), the record (use-prediction-record.ts) and the engine runs
 * (use-prediction-run.ts).
 */
import { useMemo } from 'react';
import type { TFeed } from '@cocho/contracts';
import type { Animal } from '@cocho/engine';
import { useLanguage } from '../../i18n/use-language';
import type { AnimalFormCheck } from '../animal/AnimalForm';
import { COW_MILK_CATALOGUE_FEED } from '../../catalogue/cow-milk-feed';
import { resolveRows } from './prediction-model';
import type { AmountBasis, DietRow } from './prediction-model';
import { toPredictionReport } from './prediction-report';
import { usePredictionInputs } from './use-prediction-inputs';
import { usePredictionRecord } from './use-prediction-record';
import { usePredictionRun } from './use-prediction-run';

export function usePredictionScreen() {
  const language = useLanguage();
  const feeds = usePredictionInputs();
  const run = usePredictionRun(feeds);
  const { feedsById, ymChoice } = feeds;
  const record = usePredictionRecord({
    onOpened: (reopened) => {
      feeds.showReopened(reopened);
      run.reset();
    },
    feedsById,
    ymChoice,
  });
  const { session, user, freshPrediction } = record;
  const { inputs, saved } = session;

  const resolved = useMemo(
    () => resolveRows(inputs.rows, feedsById, inputs.basis, language),
    [inputs.rows, feedsById, inputs.basis, language],
  );
  const chosenIds = useMemo(() => new Set(inputs.rows.map((row) => row.feedId)), [inputs.rows]);

  const predict = () => run.predict(session);

  const editRows = (update: (rows: readonly DietRow[]) => readonly DietRow[]) =>
    session.edit((current) => ({ ...current, rows: update(current.rows) }));
  const changeAnimal = (next: Animal, nextCheck: AnimalFormCheck) => {
    // A calf's diet starts with cow milk (docs/product/calculation.md#states).
    const isNewCalf = next.tipo === 'bezerro' && inputs.animal.tipo !== 'bezerro';
    session.edit((current) => ({
      ...current,
      animal: next,
      rows:
        !isNewCalf || current.rows.some((row) => row.feedId === COW_MILK_CATALOGUE_FEED.id)
          ? current.rows
          : [{ feedId: COW_MILK_CATALOGUE_FEED.id, amountText: '', unit: 'kg' }, ...current.rows],
    }));
    feeds.setCheck(nextCheck);
  };
  const removeRow = (index: number) => {
    const removed = inputs.rows[index];
    editRows((rows) => rows.filter((_row, at) => at !== index));
    if (removed) feeds.forgetRecordFeed(removed.feedId);
  };

  return {
    language,
    feeds,
    session,
    inputs,
    resolved,
    chosenIds,
    outcome: record.outcome,
    isStale: record.isStale,
    errorKey: run.errorKey,
    intakeNotice: run.intakeNotice,
    isRunning: run.isRunning,
    loadedDietName: record.loadedDietName,
    isSaveOpen: record.isSaveOpen,
    closeSave: record.closeSave,
    predict,
    matchIntake: () => run.matchIntake(session),
    changeAnimal,
    setBasis: (basis: AmountBasis) => session.edit((current) => ({ ...current, basis })),
    addFeed: (feed: TFeed) => editRows((rows) => [...rows, { feedId: feed.id, amountText: '', unit: 'kg' }]),
    changeRow: (index: number, row: DietRow) =>
      editRows((rows) => rows.map((item, at) => (at === index ? row : item))),
    removeRow,
    openSave: record.openSave,
    save: record.save,
    createSupplement: () => void record.createSupplement(predict),
    reset: () => {
      record.clear();
      feeds.reset();
      run.reset();
    },
    openSaved: record.openSaved,
    getReportData: () =>
      toPredictionReport(inputs, freshPrediction, feedsById, {
        language,
        generatedAt: new Date(),
        name: saved && !saved.oculta ? saved.nome : null,
        authorName: user?.NOME ?? null,
      }),
  };
}

/** Everything the prediction page shows and does. */
export type PredictionScreen = ReturnType<typeof usePredictionScreen>;

/**
 * What the prediction screen keeps beside its record: the feeds to choose from (the catalogue, and the
 * feeds of a reopened record as they were used), the animal form's check and the chosen Ym.
 */
import { useMemo, useState } from 'react';
import type { TFeed } from '@cocho/contracts';
import { checkAnimalForm } from '../animal/animal-form-model';
import type { AnimalFormCheck } from '../animal/AnimalForm';
import { COW_MILK_CATALOGUE_FEED } from '../../catalogue/cow-milk-feed';
import { useFeedCatalogue } from '../../catalogue/use-feed-catalogue';
import type { ReopenedPrediction } from './prediction-record';
import type { YmChoice } from './YmSelect';

const VALID: AnimalFormCheck = { isValid: true, problems: [] };

export function usePredictionInputs() {
  const { state: catalogueState, reload: reloadCatalogue } = useFeedCatalogue();
  const [check, setCheck] = useState<AnimalFormCheck>(VALID);
  const [showAllErrors, setShowAllErrors] = useState(false);
  const [ymChoice, setYmChoice] = useState<YmChoice>('auto');
  /** Feeds of a reopened record as they were used; they win over the catalogue for these ids. */
  const [recordFeeds, setRecordFeeds] = useState<ReadonlyMap<string, TFeed>>(new Map());

  const catalogue = catalogueState.status === 'ready' ? catalogueState.catalogue : null;
  const allFeeds: TFeed[] = useMemo(
    () =>
      catalogue
        ? [COW_MILK_CATALOGUE_FEED, ...catalogue.catalogue, ...catalogue.company, ...catalogue.user]
        : [],
    [catalogue],
  );
  const feedsById = useMemo(
    () => new Map([...allFeeds, ...recordFeeds.values()].map((feed) => [feed.id, feed] as const)),
    [allFeeds, recordFeeds],
  );

  /** A reopened record's animal check, the automatic Ym and its feeds as they were used. */
  const showReopened = (reopened: ReopenedPrediction) => {
    const problems = checkAnimalForm(reopened.inputs.animal, 'prediction');
    setCheck({ isValid: problems.length === 0, problems });
    setShowAllErrors(false);
    setYmChoice('auto');
    setRecordFeeds(new Map(reopened.feeds.map((feed) => [feed.id, feed] as const)));
  };

  /** A feed picked again later comes from the catalogue, not the reopened record. */
  const forgetRecordFeed = (id: string) => {
    if (recordFeeds.has(id)) setRecordFeeds((current) => new Map([...current].filter(([key]) => key !== id)));
  };

  const reset = () => {
    setCheck(VALID);
    setShowAllErrors(false);
    setYmChoice('auto');
    setRecordFeeds(new Map());
  };

  return {
    catalogueState,
    reloadCatalogue,
    catalogue,
    allFeeds,
    feedsById,
    check,
    setCheck,
    showAllErrors,
    setShowAllErrors,
    ymChoice,
    setYmChoice,
    showReopened,
    forgetRecordFeed,
    reset,
  };
}

/** The feeds, animal check and Ym beside the prediction's record. */
export type PredictionFeeds = ReturnType<typeof usePredictionInputs>;

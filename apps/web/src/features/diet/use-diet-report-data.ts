/**
 * The wizard's reports (diet-report-data.ts: the exports' data, the mix, the financial report on screen),
 * which bring the engine's formulation and price ranging along: not needed to fill in the first step, so
 * they load right after it has painted (docs/decisions/first-screen-budget.md). Null until then; a result,
 * which only a calculation or a reopened diet gives, comes after it in practice.
 */
import { useEffect, useState } from 'react';
import type * as DietReportData from './diet-report-data';

export type DietReportDataModule = typeof DietReportData;

let loaded: DietReportDataModule | null = null;
let loading: Promise<DietReportDataModule> | null = null;

function loadReportData(): Promise<DietReportDataModule> {
  loading ??= import('./diet-report-data').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      // A chunk that did not load is tried again at the next mount.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** diet-report-data.ts once loaded (it starts loading on the first mount), null before. */
export function useDietReportData(): DietReportDataModule | null {
  const [module, setModule] = useState<DietReportDataModule | null>(() => loaded);
  useEffect(() => {
    // The one loaded module: an answer after unmount sets nothing that is shown.
    if (!module) loadReportData().then(setModule, () => undefined);
  }, [module]);
  return module;
}

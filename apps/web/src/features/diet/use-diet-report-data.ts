/**
 * The wizard's reports (diet-report-data.ts: the exports' data, the mix, the financial report on screen),
 * which bring the engine's formulation and price ranging along: each of them answers null without a result,
 * so they load with a result (a calculation or a reopened diet) or when the wizard preloads them once the
 * page is idle (docs/decisions/first-screen-budget.md).
 */
import { lazyValue } from '../../ui/lazy-view';

const reportData = lazyValue(() => import('./diet-report-data'));

/**
 * diet-report-data.ts once loaded, null before; `isNeeded` (there is a result) starts the load, otherwise it
 * is given once loaded by `loadDietReportData`.
 */
export const useDietReportData = reportData.useLoaded;

/** Starts loading diet-report-data.ts (the wizard's idle preload). */
export const loadDietReportData = reportData.load;

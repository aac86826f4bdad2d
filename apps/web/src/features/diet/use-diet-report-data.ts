/**
 * The wizard's reports (diet-report-data.ts: the exports' data, the mix, the financial report on screen),
 * which bring the engine's formulation and price ranging along: not needed to fill in the first step, so
 * they load right after it has painted (docs/decisions/first-screen-budget.md). Null until then; a result,
 * which only a calculation or a reopened diet gives, comes after it in practice.
 */
import { lazyValue } from '../../ui/lazy-view';

const reportData = lazyValue(() => import('./diet-report-data'));

/** diet-report-data.ts once loaded (it starts loading on the first mount), null before. */
export const useDietReportData = reportData.useLoaded;

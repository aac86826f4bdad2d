/**
 * The screens' handle on the reports: runs one export at a time, checks premium with the session's user,
 * and says what went wrong in the alert bar (docs/product/errors.md#calculation-errors: could not generate the report; no data to export).
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../session/use-access';
import { useAlert } from '../ui/AlertProvider';
import { exportDietReport, exportMixReport } from './export-report';
import type { ExportOutcome } from './export-report';
import { canUseReport } from './report-access';
import type { DietReportKind } from './report-access';
import type { DietReportData, MixReportData } from './report-data';

export type ReportExport = {
  /** The kind being made, or null. */
  readonly busy: DietReportKind | 'mixReport' | null;
  readonly exportDiet: (kind: DietReportKind, data: DietReportData | null) => Promise<ExportOutcome>;
  readonly exportMix: (data: MixReportData | null) => Promise<ExportOutcome>;
};

export function useReportExport(): ReportExport {
  const { t } = useTranslation('export');
  const { can } = useAccess();
  const { showAlert } = useAlert();
  const [busy, setBusy] = useState<ReportExport['busy']>(null);

  const run = useCallback(
    async (kind: DietReportKind | 'mixReport', make: (isPremium: boolean) => Promise<ExportOutcome>) => {
      setBusy(kind);
      try {
        const outcome = await make(canUseReport(kind, can));
        if (!outcome.ok) showAlert(t(`error.${outcome.code}`), 'error');
        return outcome;
      } finally {
        setBusy(null);
      }
    },
    [showAlert, t, can],
  );

  const exportDiet = useCallback(
    (kind: DietReportKind, data: DietReportData | null) =>
      run(kind, (isPremium) => exportDietReport(kind, data, { isPremium })),
    [run],
  );
  const exportMix = useCallback(
    (data: MixReportData | null) => run('mixReport', (isPremium) => exportMixReport(data, { isPremium })),
    [run],
  );
  return { busy, exportDiet, exportMix };
}

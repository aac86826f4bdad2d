import { useTranslation } from 'react-i18next';
import type { NutrientKey } from '@cocho/engine';
import type { TableFeed } from '../../catalogue/feed-search';
import { useLanguage } from '../../i18n/use-language';
import { useAlert } from '../../ui/AlertProvider';
import { downloadFile } from '../../ui/download-file';
import { buildCsv } from './short-table';
import type { ExportLabels } from './short-table';

/** The short table's CSV and Excel downloads of the rows and columns on screen; none when there are no rows. */
export function useShortTableExports(
  rows: readonly TableFeed[],
  columns: readonly NutrientKey[],
  labels: ExportLabels,
) {
  const { t } = useTranslation('feeds');
  const language = useLanguage();
  const { showAlert } = useAlert();
  const hasRows = (): boolean => {
    if (rows.length === 0) showAlert(t('table.noData'), 'error');
    return rows.length > 0;
  };

  const onExportCsv = () => {
    if (!hasRows()) return;
    downloadFile(
      buildCsv([...rows], [...columns], language, labels),
      `${t('table.fileName')}.csv`,
      'text/csv;charset=utf-8',
    );
  };

  const onExportExcel = async () => {
    if (!hasRows()) return;
    try {
      const { writeShortTableExcel } = await import('./short-table-excel');
      const table = { feeds: [...rows], columns: [...columns], language, labels, generatedAt: new Date() };
      downloadFile(
        await writeShortTableExcel(table, t),
        `${t('table.fileName')}.xlsx`,
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
    } catch {
      showAlert(t('table.exportError'), 'error');
    }
  };

  return { onExportCsv, onExportExcel };
}

import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import GridOnOutlined from '@mui/icons-material/GridOnOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import { useTranslation } from 'react-i18next';
import type { Sheet } from '../../export/excel-library';
import { downloadReportFile, workbookFile } from '../../export/report-file';
import { reportFileName } from '../../export/report-text';
import type { Translate } from '../../export/report-text';
import { useLanguage } from '../../i18n/use-language';
import { useAlert } from '../../ui/AlertProvider';
import type { FeedingSheetDescription } from './describe-feeding-sheet';
import { shareFeedingSheetPdf } from './feeding-sheet-file';

/**
 * A sheet's print, Excel and PDF share buttons (`print-<name>`, `excel-<name>`, `share-<name>`): print and
 * share once the sheet is complete (`pdf`), Excel once its sheets can be made (`sheets`), each file while
 * none is being made (with a spinner on its button), named `<fileStem>_<diet>_<date>`. A file that could
 * not be made is said in the alert bar.
 */
export function SheetActions({
  name,
  excelLabel,
  fileStem,
  dietName,
  pdf,
  sheets,
}: {
  readonly name: string;
  readonly excelLabel: string;
  readonly fileStem: string;
  readonly dietName: string | null;
  /** The PDF's title, sheet and lines under the title; null while the sheet is incomplete. */
  readonly pdf: {
    readonly title: string;
    readonly description: FeedingSheetDescription;
    readonly details?: readonly string[];
  } | null;
  /** Makes the workbook's sheets; null while they cannot be made. */
  readonly sheets: (() => Sheet[]) | null;
}) {
  const { t } = useTranslation('feedingSheet');
  const { t: tExport } = useTranslation('export');
  const language = useLanguage();
  const { showAlert } = useAlert();
  const onShare = async () => {
    if (pdf)
      await shareFeedingSheetPdf({
        ...pdf,
        dietName,
        language,
        generatedAt: new Date(),
        tExport: tExport as Translate,
        fileStem,
      });
  };
  const onExcel = async () => {
    if (!sheets) return;
    const generatedAt = new Date();
    const fileName = reportFileName(fileStem, dietName, generatedAt, 'xlsx');
    downloadReportFile(await workbookFile(fileName, sheets(), tExport('productName'), generatedAt));
  };
  const [busy, setBusy] = useState<'excel' | 'pdf' | null>(null);
  const spinner = <CircularProgress size={18} color="inherit" aria-hidden />;
  const run = async (file: 'excel' | 'pdf', make: () => Promise<void>) => {
    setBusy(file);
    try {
      await make();
    } catch (error) {
      console.error(`${name} ${file} failed`, error);
      showAlert(t(file === 'excel' ? 'excelFailed' : 'shareFailed'), 'error');
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Button
        startIcon={<PrintOutlined />}
        disabled={!pdf}
        onClick={() => window.print()}
        data-testid={`print-${name}`}
      >
        {t('print')}
      </Button>
      <Button
        startIcon={busy === 'excel' ? spinner : <GridOnOutlined />}
        disabled={!sheets || busy !== null}
        onClick={() => void run('excel', onExcel)}
        data-testid={`excel-${name}`}
      >
        {excelLabel}
      </Button>
      <Button
        variant="contained"
        startIcon={busy === 'pdf' ? spinner : <ShareOutlined />}
        disabled={!pdf || busy !== null}
        onClick={() => void run('pdf', onShare)}
        data-testid={`share-${name}`}
      >
        {t('share')}
      </Button>
    </>
  );
}

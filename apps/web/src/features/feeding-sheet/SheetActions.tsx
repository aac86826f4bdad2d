import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import GridOnOutlined from '@mui/icons-material/GridOnOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../ui/AlertProvider';

/**
 * A sheet's print, Excel and PDF share buttons (`print-<name>`, `excel-<name>`, `share-<name>`): print once
 * the sheet is complete, the files while none is being made (with a spinner on its button). A file that
 * could not be made is said in the alert bar.
 */
export function SheetActions({
  name,
  excelLabel,
  canPrint,
  canExcel,
  onExcel,
  onShare,
}: {
  readonly name: string;
  readonly excelLabel: string;
  readonly canPrint: boolean;
  readonly canExcel: boolean;
  readonly onExcel: () => Promise<void>;
  readonly onShare: () => Promise<void>;
}) {
  const { t } = useTranslation('feedingSheet');
  const { showAlert } = useAlert();
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
        disabled={!canPrint}
        onClick={() => window.print()}
        data-testid={`print-${name}`}
      >
        {t('print')}
      </Button>
      <Button
        startIcon={busy === 'excel' ? spinner : <GridOnOutlined />}
        disabled={!canExcel || busy !== null}
        onClick={() => void run('excel', onExcel)}
        data-testid={`excel-${name}`}
      >
        {excelLabel}
      </Button>
      <Button
        variant="contained"
        startIcon={busy === 'pdf' ? spinner : <ShareOutlined />}
        disabled={!canPrint || busy !== null}
        onClick={() => void run('pdf', onShare)}
        data-testid={`share-${name}`}
      >
        {t('share')}
      </Button>
    </>
  );
}

import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import GridOnOutlined from '@mui/icons-material/GridOnOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import { useTranslation } from 'react-i18next';

/**
 * A sheet's print, Excel and PDF share buttons (`print-<name>`, `excel-<name>`, `share-<name>`): print once
 * the sheet is complete, the files while none is being made (`busy`, with a spinner on its button).
 */
export function SheetActions({
  name,
  excelLabel,
  canPrint,
  canExcel,
  busy,
  onExcel,
  onShare,
}: {
  readonly name: string;
  readonly excelLabel: string;
  readonly canPrint: boolean;
  readonly canExcel: boolean;
  readonly busy: 'excel' | 'pdf' | null;
  readonly onExcel: () => Promise<void>;
  readonly onShare: () => Promise<void>;
}) {
  const { t } = useTranslation('feedingSheet');
  const spinner = <CircularProgress size={18} color="inherit" />;
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
        onClick={() => void onExcel()}
        data-testid={`excel-${name}`}
      >
        {excelLabel}
      </Button>
      <Button
        variant="contained"
        startIcon={busy === 'pdf' ? spinner : <ShareOutlined />}
        disabled={!canPrint || busy !== null}
        onClick={() => void onShare()}
        data-testid={`share-${name}`}
      >
        {t('share')}
      </Button>
    </>
  );
}

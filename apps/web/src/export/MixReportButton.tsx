import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useTranslation } from 'react-i18next';
import type { MixReportData } from './report-data';
import { useReportExport } from './use-report-export';

/** The mix report (premium, docs/product/shell.md#roles) for the mixture calculator; `getData` builds the data on click. */
export function MixReportButton({ getData }: { readonly getData: () => MixReportData | null }) {
  const { t } = useTranslation('export');
  const { busy, exportMix } = useReportExport();
  return (
    <Button
      variant="outlined"
      data-testid="export-mixReport"
      disabled={busy !== null}
      startIcon={busy ? <CircularProgress size={18} aria-hidden /> : <PictureAsPdfIcon />}
      endIcon={<Chip size="small" color="warning" label={t('menu.premium')} />}
      onClick={() => void exportMix(getData())}
    >
      {t('menu.mixReport')}
    </Button>
  );
}

import Chip from '@mui/material/Chip';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import CircularProgress from '@mui/material/CircularProgress';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import GridOnIcon from '@mui/icons-material/GridOn';
import DescriptionIcon from '@mui/icons-material/Description';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../session/use-access';
import { usePremiumOffer } from '../session/use-premium-offer';
import { canUseReport, DIET_REPORT_KINDS, isPremiumReport, reportDataFor } from './report-access';
import type { DietReportKind } from './report-access';
import type { DietReportData } from './report-data';
import { useReportExport } from './use-report-export';

const ICONS: Record<DietReportKind, typeof PictureAsPdfIcon> = {
  fullReport: PictureAsPdfIcon,
  fieldReport: PictureAsPdfIcon,
  dietFormula: PictureAsPdfIcon,
  dietExcel: GridOnIcon,
  dietCsv: DescriptionIcon,
};

/**
 * The export entries of the save-and-export menu (docs/product/shell.md#screens): full report, field report (premium), diet
 * formula, Excel and CSV. Put them inside the screen's MUI `Menu`; `getData` builds the report data on click.
 * Without the full financial report, the reports carry only the free financial indicators.
 */
export function ReportMenuItems({
  getData,
  kinds = DIET_REPORT_KINDS,
  onChosen,
}: {
  readonly getData: () => DietReportData | null;
  readonly kinds?: readonly DietReportKind[];
  /** Called when an entry is chosen (to close the menu). */
  readonly onChosen?: () => void;
}) {
  const { t } = useTranslation('export');
  const { can } = useAccess();
  const offerPremium = usePremiumOffer();
  const { busy, exportDiet } = useReportExport();
  return (
    <>
      {kinds.map((kind) => {
        const Icon = ICONS[kind];
        return (
          <MenuItem
            key={kind}
            data-testid={`export-${kind}`}
            disabled={busy !== null}
            onClick={() => {
              onChosen?.();
              if (canUseReport(kind, can)) void exportDiet(kind, reportDataFor(getData(), can));
              else void offerPremium(t('error.PREMIUM_REQUIRED'));
            }}
          >
            <ListItemIcon>
              {busy === kind ? <CircularProgress size={20} aria-hidden /> : <Icon fontSize="small" />}
            </ListItemIcon>
            <ListItemText primary={t(`menu.${kind}`)} />
            {isPremiumReport(kind) && (
              <Chip
                size="small"
                color={canUseReport(kind, can) ? 'warning' : 'default'}
                label={t('menu.premium')}
                sx={{ ml: 1 }}
              />
            )}
          </MenuItem>
        );
      })}
    </>
  );
}

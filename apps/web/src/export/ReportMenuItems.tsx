import Chip from '@mui/material/Chip';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import CircularProgress from '@mui/material/CircularProgress';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import GridOnIcon from '@mui/icons-material/GridOn';
import DescriptionIcon from '@mui/icons-material/Description';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/SessionProvider';
import { canUseReport, DIET_REPORT_KINDS, isPremiumReport } from './report-access';
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
 * The export entries of the save-and-export menu (spec 01 §2): full report, field report (premium), diet
 * formula, Excel and CSV. Put them inside the screen's MUI `Menu`; `getData` builds the report data on click.
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
  const { user } = useSession();
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
              void exportDiet(kind, getData());
            }}
          >
            <ListItemIcon>
              {busy === kind ? <CircularProgress size={20} /> : <Icon fontSize="small" />}
            </ListItemIcon>
            <ListItemText primary={t(`menu.${kind}`)} />
            {isPremiumReport(kind) && (
              <Chip
                size="small"
                color={canUseReport(kind, user) ? 'warning' : 'default'}
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

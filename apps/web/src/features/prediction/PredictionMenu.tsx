import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import { useTranslation } from 'react-i18next';
import { ReportMenuItems } from '../../export/ReportMenuItems';
import type { DietReportKind } from '../../export/report-access';
import type { DietReportData } from '../../export/report-data';
import { useAccess } from '../../session/use-access';
import { RecordSaveMenu } from '../sharing/RecordSaveMenu';

/** The reports a prediction has: the full report (prediction variant), Excel and CSV of its diet. */
const PREDICTION_REPORT_KINDS: readonly DietReportKind[] = ['fullReport', 'dietExcel', 'dietCsv'];

type PredictionMenuProps = {
  readonly disabled: boolean;
  readonly onSave: () => void;
  readonly onCreateSupplement: () => void;
  readonly getReportData: () => DietReportData | null;
};

/**
 * The prediction's save and export menu (docs/product/shell.md#screens): the record screens' save and share,
 * then create a supplement from it (premium) and the reports shared with the diet wizard.
 */
export function PredictionMenu({ disabled, onSave, onCreateSupplement, getReportData }: PredictionMenuProps) {
  const { t } = useTranslation('prediction');
  const { can } = useAccess();
  return (
    <RecordSaveMenu
      kind="prediction"
      disabled={disabled}
      onSave={onSave}
      moreItems={(close) => [
        <MenuItem
          key="supplement"
          onClick={() => {
            close();
            onCreateSupplement();
          }}
          data-testid="create-supplement"
        >
          <ListItemIcon>
            <ScienceOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('menu.supplement')} />
          <Chip
            size="small"
            color={can('save_prediction') ? 'warning' : 'default'}
            label={t('menu.premium')}
            sx={{ ml: 1 }}
          />
        </MenuItem>,
        <Divider key="divider" />,
        <ReportMenuItems
          key="reports"
          kinds={PREDICTION_REPORT_KINDS}
          getData={getReportData}
          onChosen={close}
        />,
      ]}
    />
  );
}

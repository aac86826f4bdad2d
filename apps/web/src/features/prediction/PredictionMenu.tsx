import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import { useTranslation } from 'react-i18next';
import { ReportMenuItems } from '../../export/ReportMenuItems';
import type { DietReportKind } from '../../export/report-access';
import type { DietReportData } from '../../export/report-data';
import { useAccess } from '../../session/use-access';
import { useRecordAccess } from '../sharing/use-record-access';
import { useShareAction } from '../sharing/use-share-action';

/** The reports a prediction has: the full report (prediction variant), Excel and CSV of its diet. */
const PREDICTION_REPORT_KINDS: readonly DietReportKind[] = ['fullReport', 'dietExcel', 'dietCsv'];

type PredictionMenuProps = {
  readonly disabled: boolean;
  readonly onSave: () => void;
  readonly onCreateSupplement: () => void;
  readonly getReportData: () => DietReportData | null;
};

/**
 * The prediction's save and export menu (docs/product/shell.md#screens): save prediction and create a supplement from it
 * (premium), share it (consultant), then the reports shared with the diet wizard. A prediction shared
 * read-only or opened from a public link cannot be saved over.
 */
export function PredictionMenu({ disabled, onSave, onCreateSupplement, getReportData }: PredictionMenuProps) {
  const { t } = useTranslation('prediction');
  const { can } = useAccess();
  const { t: tSharing } = useTranslation('sharing');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { recordId, readOnly } = useRecordAccess();
  const share = useShareAction('prediction', recordId);
  const isPremium = can('save_prediction');
  const premiumChip = (
    <Chip size="small" color={isPremium ? 'warning' : 'default'} label={t('menu.premium')} sx={{ ml: 1 }} />
  );
  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <Button
        variant="outlined"
        endIcon={<ArrowDropDown />}
        disabled={disabled}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="prediction-menu"
      >
        {t('menu.open')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={choose(onSave)} disabled={readOnly !== null} data-testid="save-prediction">
          <ListItemIcon>
            <SaveOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText
            primary={t('menu.save')}
            secondary={readOnly === null ? null : tSharing(`readOnly.${readOnly}`)}
            slotProps={{
              secondary: { sx: { whiteSpace: 'normal' }, 'data-testid': 'read-only-reason' } as object,
            }}
          />
          {premiumChip}
        </MenuItem>
        {readOnly !== 'link' && (
          <MenuItem onClick={choose(share.onShare)} data-testid="share-prediction">
            <ListItemIcon>
              <ShareOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={tSharing('action.share')} />
          </MenuItem>
        )}
        <MenuItem onClick={choose(onCreateSupplement)} data-testid="create-supplement">
          <ListItemIcon>
            <ScienceOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('menu.supplement')} />
          {premiumChip}
        </MenuItem>
        <Divider />
        <ReportMenuItems
          kinds={PREDICTION_REPORT_KINDS}
          getData={getReportData}
          onChosen={() => setAnchor(null)}
        />
      </Menu>
      {share.dialog}
    </>
  );
}

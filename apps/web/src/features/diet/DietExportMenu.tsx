import Menu from '@mui/material/Menu';
import { ReportMenuItems } from '../../export/ReportMenuItems';
import type { DietReportData } from '../../export/report-data';

/**
 * The wizard's export menu (DietActions.tsx): loaded when it first opens, with MUI's Menu (Popover, Modal,
 * focus trapping, transitions) and the report code, none of which the wizard's first step draws
 * (docs/decisions/first-screen-budget.md).
 */
export function DietExportMenu({
  anchor,
  onClose,
  getData,
}: {
  readonly anchor: HTMLElement | null;
  readonly onClose: () => void;
  readonly getData: () => DietReportData | null;
}) {
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      <ReportMenuItems onChosen={onClose} getData={getData} />
    </Menu>
  );
}

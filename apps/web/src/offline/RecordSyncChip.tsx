import Chip from '@mui/material/Chip';
import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import FileCopyOutlined from '@mui/icons-material/FileCopyOutlined';
import { useTranslation } from 'react-i18next';
import { LazyTooltip } from '../ui/LazyTooltip';
import type { SyncState } from './offline-db';

const ICONS = {
  local: <CloudOffOutlined />,
  synced: <CloudDoneOutlined />,
  conflict: <FileCopyOutlined />,
} as const;

/**
 * Where a saved record stands: saved on this device only, synced, or synced as a copy; `error`
 * is the error code of the server's last refusal of a record still waiting.
 */
export function RecordSyncChip({ state, error }: { state: SyncState; error?: string | null }) {
  const { t } = useTranslation('offline');
  const { t: tErrors } = useTranslation('errors');
  const hint = error ? t('refused', { reason: tErrors(error) }) : t(`stateHint.${state}`);
  return (
    <LazyTooltip title={hint}>
      <Chip
        size="small"
        variant="outlined"
        color={state === 'local' ? (error ? 'error' : 'warning') : state === 'conflict' ? 'info' : 'success'}
        icon={ICONS[state]}
        label={t(`state.${state}`)}
        data-testid="sync-state"
        data-state={state}
      />
    </LazyTooltip>
  );
}

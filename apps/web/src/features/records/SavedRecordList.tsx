import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import type { TDietSummary } from '@cocho/contracts';
import { DEFAULT_CURRENCY } from '@cocho/engine';
import type { Language } from '@cocho/engine';
import { formatDateTime, formatMoney } from '../../format/format';
import type { OutboxEntry, SyncState } from '../../offline/offline-db';
import { RecordSyncChip } from '../../offline/RecordSyncChip';
import { Loading } from '../../ui/Loading';
import { TooltipIconButton } from '../../ui/TooltipIconButton';

/** What one action button of a row says and is found by. */
export type SavedRecordAction = {
  /** The tooltip. */
  readonly title: string;
  /** The button's accessible name for this record. */
  readonly labelOf: (record: TDietSummary) => string;
  readonly testId?: string;
};

export type SavedRecordListProps = {
  /** The saved records (use-saved-records.ts); null while they load. */
  readonly records: readonly TDietSummary[] | null;
  /** Loading or removing failed: the message, shown above the list. */
  readonly error: string | null;
  readonly emptyText: string;
  readonly language: Language;
  readonly testId: string;
  readonly itemTestId: string;
  readonly open: SavedRecordAction;
  readonly remove: SavedRecordAction;
  readonly onOpen: (record: TDietSummary) => void;
  readonly onRemove: (record: TDietSummary) => void;
  /** Shown before a row's name (the diet list's checkbox to compare). */
  readonly leadingOf?: (record: TDietSummary) => ReactNode;
  /** Said after the row's date and cost (the diet list's "overdue"); null for nothing. */
  readonly noteOf?: (record: TDietSummary) => string | null;
  /** Records saved on this device, not yet on the server: listed first, with their state. */
  readonly pending?: readonly OutboxEntry[];
  /** A listed record's state (synced, or synced as a copy); none: no state shown. */
  readonly syncStateOf?: (record: TDietSummary) => SyncState;
  /** Shown above the list (for example: the list is the last one loaded). */
  readonly notice?: string | null;
};

function nameWithState(name: string, state: SyncState | null, error: string | null = null) {
  if (state === null) return name;
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <span>{name}</span>
      <RecordSyncChip state={state} error={error} />
    </Box>
  );
}

/**
 * A list of the user's saved records (docs/product/shell.md#screens my diets, my predictions): each with its name, date and
 * cost (in the record's currency), and buttons to open and to remove it; a spinner while loading, a text when there is none.
 */
export function SavedRecordList(props: SavedRecordListProps) {
  const { records, error, language } = props;
  const pending = props.pending ?? [];
  return (
    <>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {props.notice && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="saved-records-notice">
          {props.notice}
        </Alert>
      )}
      {pending.length > 0 && (
        <List dense data-testid={`${props.testId}-pending`}>
          {pending.map((entry) => (
            <ListItem key={entry.key} data-testid="saved-record-pending">
              <ListItemText
                primary={nameWithState(entry.record.nome, entry.state, entry.lastError)}
                secondary={formatDateTime(new Date(entry.savedAt).toISOString(), language)}
              />
            </ListItem>
          ))}
        </List>
      )}
      {records === null ? (
        !error && <Loading />
      ) : records.length === 0 ? (
        pending.length === 0 && <Box sx={{ color: 'text.secondary' }}>{props.emptyText}</Box>
      ) : (
        <List dense data-testid={props.testId}>
          {records.map((record) => {
            const note = props.noteOf?.(record) ?? null;
            return (
              <ListItem
                key={record.id}
                data-testid={props.itemTestId}
                secondaryAction={
                  <Box>
                    <TooltipIconButton
                      title={props.open.title}
                      aria-label={props.open.labelOf(record)}
                      onClick={() => props.onOpen(record)}
                      data-testid={props.open.testId}
                    >
                      <FolderOpenOutlined />
                    </TooltipIconButton>
                    <TooltipIconButton
                      title={props.remove.title}
                      aria-label={props.remove.labelOf(record)}
                      onClick={() => props.onRemove(record)}
                      data-testid={props.remove.testId}
                    >
                      <DeleteOutlined />
                    </TooltipIconButton>
                  </Box>
                }
              >
                {props.leadingOf?.(record)}
                <ListItemText
                  primary={nameWithState(record.nome, props.syncStateOf?.(record) ?? null)}
                  secondary={`${formatDateTime(record.updated_at, language)}${
                    record.custo === null
                      ? ''
                      : // In the record's own currency (saved without one: reais).
                        ` · ${formatMoney(record.custo, language, 2, record.moeda ?? DEFAULT_CURRENCY)}`
                  }${note === null ? '' : ` · ${note}`}`}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </>
  );
}

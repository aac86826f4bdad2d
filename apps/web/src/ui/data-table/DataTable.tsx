/**
 * The web app's one table (ARCHITECTURE.md, "Tables"): typed columns over MUI's Table, with TanStack Table
 * owning the row model and the sort state. One markup for loading, load failure and "nothing found"
 * (ui/Loading, ui/LoadError), an optional pager for server-paged lists, and a box that scrolls sideways
 * on a phone so the page itself never does.
 */
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { createSortedRowModel, rowSortingFeature, tableFeatures, useTable } from '@tanstack/react-table';
import type { ColumnDef, RowData, SortingState } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../LoadError';
import { Loading } from '../Loading';
import { TablePager } from './TablePager';
import type { TablePaging } from './TablePager';

/** What a sortable column sorts by. */
export type SortValue = string | number | null | undefined;

/** One column: its header (already translated) and how a row shows in it. */
export type DataColumn<T> = {
  readonly id: string;
  readonly header: ReactNode;
  readonly cell: (row: T) => ReactNode;
  /** Makes the column sortable by this value (numbers by size, text in the reader's language). */
  readonly sortValue?: (row: T) => SortValue;
  readonly align?: 'left' | 'center' | 'right';
  /** Styles of the column's cells, header included. */
  readonly sx?: SxProps<Theme>;
  /** Extra attributes of one body cell (a test id). */
  readonly cellProps?: (row: T) => Record<`data-${string}`, string>;
  /** The column stays at the right edge while the table scrolls sideways (the row's actions). */
  readonly stickyRight?: boolean;
  readonly padding?: 'checkbox';
  /** The column names its row (a feed's name): its cells are row headers for screen readers. */
  readonly rowHeader?: boolean;
};

export type DataTableProps<T> = {
  readonly columns: readonly DataColumn<T>[];
  /** The rows; undefined while they load. */
  readonly rows: readonly T[] | undefined;
  readonly rowKey: (row: T) => string | number;
  /** A failed load; shown with a retry while there are no rows. */
  readonly error?: unknown;
  readonly onRetry?: () => void;
  readonly testId?: string;
  readonly ariaLabel?: string;
  /** A row's test id; undefined leaves the row without one (a total under the rows). */
  readonly rowTestId?: (row: T) => string | undefined;
  /** Extra attributes of a row (its record's id). */
  readonly rowProps?: (row: T) => Record<`data-${string}`, string>;
  /** Styles of a row (a sub-row shaded under its parent). */
  readonly rowSx?: (row: T) => SxProps<Theme> | undefined;
  /** A row shown as one cell across the table (a group's title) instead of the columns' cells. */
  readonly fullRow?: (row: T) => ReactNode;
  readonly onRowClick?: (row: T) => void;
  readonly isRowSelected?: (row: T) => boolean;
  /** Texts of the states; by default the data-table namespace's. */
  readonly emptyText?: string;
  readonly loadErrorText?: string;
  readonly retryText?: string;
  /** Show "nothing found" as a row inside the table (small summary tables) instead of in its place. */
  readonly emptyInside?: boolean;
  readonly showHeader?: boolean;
  /** A server-paged list: the pager under the table. */
  readonly paging?: TablePaging;
  /** The sort a table opens with. */
  readonly initialSort?: { readonly id: string; readonly desc?: boolean };
  /**
   * A sort the screen keeps (it gives the rows already sorted, e.g. to export them in that order): a header
   * click asks for the next sort instead of sorting here.
   */
  readonly sort?: { readonly id: string; readonly desc: boolean };
  readonly onSortChange?: (sort: { id: string; desc: boolean }) => void;
  /** The table scrolls inside this height, its header kept in view. */
  readonly maxHeight?: string;
  /** The table keeps this width, px, and scrolls sideways in a narrower box. */
  readonly minWidth?: number;
};

/** Numbers by size, text in the reader's language, empty values last. */
export function compareSortValues(a: SortValue, b: SortValue, language?: string): number {
  const isEmptyA = a === null || a === undefined || a === '';
  const isEmptyB = b === null || b === undefined || b === '';
  if (isEmptyA || isEmptyB) return Number(isEmptyA) - Number(isEmptyB);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), language, { numeric: true, sensitivity: 'base' });
}

const FEATURES = tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel() });
const NO_ROWS: never[] = [];

const STICKY_RIGHT = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: '-4px 0 4px -4px rgba(0, 0, 0, 0.3)',
} as const;

const cellSx = <T,>(column: DataColumn<T>): SxProps<Theme> | undefined =>
  column.stickyRight ? ([STICKY_RIGHT, column.sx ?? {}] as SxProps<Theme>) : column.sx;

/** The table (rows are objects), or its loading / failed / empty state in its place. */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { t, i18n } = useTranslation('dataTable');
  const { rows, error, onRetry, paging } = props;
  const loadErrorText = props.loadErrorText ?? t('loadError');
  const emptyText = props.emptyText ?? t('empty');

  let body: ReactNode;
  if (error && !rows)
    body = (
      <LoadError
        message={loadErrorText}
        retryLabel={props.retryText ?? t('retry')}
        onRetry={onRetry ?? (() => undefined)}
      />
    );
  else if (!rows) body = <Loading />;
  else if (rows.length === 0 && !props.emptyInside)
    body = <Typography color="text.secondary">{emptyText}</Typography>;
  else body = <SortedTable {...props} rows={rows} emptyText={emptyText} language={i18n.language} />;

  return (
    <>
      {body}
      {paging && rows && paging.total > 0 && <TablePager {...paging} />}
    </>
  );
}

function SortedTable<T extends RowData>({
  columns,
  rows,
  rowKey,
  testId,
  ariaLabel,
  rowTestId,
  rowProps,
  rowSx,
  fullRow,
  onRowClick,
  isRowSelected,
  emptyText,
  showHeader = true,
  initialSort,
  sort,
  onSortChange,
  maxHeight,
  minWidth,
  language,
}: DataTableProps<T> & { rows: readonly T[]; emptyText: string; language: string }) {
  const [ownSorting, setSorting] = useState<SortingState>(
    initialSort ? [{ id: initialSort.id, desc: initialSort.desc ?? false }] : [],
  );
  const sorting = sort ? [sort] : ownSorting;
  const columnDefs = useMemo(
    () =>
      columns.map((column): ColumnDef<typeof FEATURES, T> => ({
        id: column.id,
        // Empty values sort last whichever the direction; every column sorts up first.
        accessorFn: (row: T) => {
          const value = column.sortValue?.(row);
          return value === null || value === '' ? undefined : value;
        },
        sortUndefined: 'last',
        sortDescFirst: false,
        enableSorting: column.sortValue !== undefined,
        sortFn: (a, b) =>
          compareSortValues(column.sortValue?.(a.original), column.sortValue?.(b.original), language),
      })),
    [columns, language],
  );
  // The sort is the only table state this component reads, so only its changes draw the table again.
  const table = useTable(
    {
      features: FEATURES,
      columns: columnDefs,
      data: (rows.length ? rows : NO_ROWS) as T[],
      getRowId: (row: T) => String(rowKey(row)),
      state: { sorting },
      onSortingChange: sort
        ? (update) => {
            const next = (typeof update === 'function' ? update(sorting) : update)[0];
            onSortChange?.(next ?? { id: sort.id, desc: false });
          }
        : setSorting,
      manualSorting: sort !== undefined,
    },
    (state) => state.sorting,
  );
  const byId = new Map(columns.map((column) => [column.id, column]));
  const headers = table.getHeaderGroups()[0]?.headers ?? [];

  return (
    // A named table's box, which scrolls sideways on a phone, takes the keyboard focus and carries the name.
    <TableContainer
      {...(ariaLabel ? { tabIndex: 0, role: 'region', 'aria-label': ariaLabel } : {})}
      sx={maxHeight ? { maxHeight } : undefined}
    >
      <Table
        size="small"
        stickyHeader={maxHeight !== undefined}
        data-testid={testId}
        aria-label={ariaLabel}
        sx={minWidth === undefined ? undefined : { minWidth }}
      >
        {showHeader && (
          <TableHead>
            <TableRow>
              {headers.map((header) => {
                const column = byId.get(header.column.id) as DataColumn<T>;
                const sorted = header.column.getIsSorted();
                return (
                  <TableCell
                    key={header.id}
                    align={column.align}
                    sx={cellSx(column)}
                    sortDirection={sorted === false ? false : sorted}
                  >
                    {header.column.getCanSort() ? (
                      <TableSortLabel
                        active={sorted !== false}
                        direction={sorted === false ? 'asc' : sorted}
                        onClick={header.column.getToggleSortingHandler()}
                      >
                        {column.header}
                      </TableSortLabel>
                    ) : (
                      column.header
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
        )}
        <TableBody>
          {table.getRowModel().rows.map((row) => {
            const item = row.original;
            const wholeRow = fullRow?.(item);
            return (
              <TableRow
                key={rowKey(item)}
                data-testid={rowTestId?.(item)}
                {...rowProps?.(item)}
                selected={isRowSelected?.(item)}
                sx={[onRowClick ? { cursor: 'pointer' } : {}, rowSx?.(item) ?? {}] as SxProps<Theme>}
                {...(onRowClick ? { hover: true, onClick: () => onRowClick(item) } : {})}
              >
                {wholeRow !== undefined ? (
                  <TableCell colSpan={columns.length} sx={{ bgcolor: 'action.hover' }}>
                    {wholeRow}
                  </TableCell>
                ) : (
                  columns.map((column) => (
                    <TableCell
                      key={column.id}
                      align={column.align}
                      padding={column.padding}
                      sx={cellSx(column)}
                      {...(column.rowHeader ? { component: 'th', scope: 'row' } : {})}
                      {...column.cellProps?.(item)}
                    >
                      {column.cell(item)}
                    </TableCell>
                  ))
                )}
              </TableRow>
            );
          })}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length}>{emptyText}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

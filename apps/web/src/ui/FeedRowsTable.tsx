import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DataTable } from './data-table/DataTable';
import type { DataColumn } from './data-table/DataTable';

/** One column after the feed name: its header, alignment and cell. */
export type FeedColumn<Row> = {
  readonly header?: ReactNode;
  readonly align?: 'left' | 'right';
  /** A number: tabular figures that do not wrap. */
  readonly isNumeric?: boolean;
  readonly width?: number;
  readonly render: (row: Row, index: number) => ReactNode;
};

type FeedRowsTableProps<Row> = {
  readonly ariaLabel: string;
  /** The header of the first column, the feed's name. */
  readonly feedHeader: ReactNode;
  readonly nameOf: (row: Row, index: number) => ReactNode;
  readonly columns: readonly FeedColumn<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string;
  readonly rowTestId: string;
  /** The table's (or the phone's blocks') test id. */
  readonly testId?: string;
  /** Extra attributes of a row (its feed's id). */
  readonly rowProps?: (row: Row) => Record<`data-${string}`, string>;
  readonly minWidth?: number;
  /** A bold last row (a total): its label and one cell per column. */
  readonly total?: { readonly label: ReactNode; readonly cells: readonly ReactNode[] };
};

const numericSx = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** A table of feeds, one row each: the feed's name, then the given columns (the tool screens' feed tables). */
export function FeedRowsTable<Row>(props: FeedRowsTableProps<Row>) {
  const {
    ariaLabel,
    feedHeader,
    nameOf,
    columns,
    rows,
    rowKey,
    rowTestId,
    rowProps,
    minWidth,
    total,
    testId,
  } = props;
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  if (isPhone) {
    // On a phone each feed is a block: its name, then the columns as labelled values that wrap.
    const block = (key: string, name: ReactNode, cells: readonly ReactNode[], row?: Row) => (
      <Box
        key={key}
        data-testid={row === undefined ? undefined : rowTestId}
        {...(row === undefined ? {} : rowProps?.(row))}
        sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Box sx={{ typography: 'body2', fontWeight: 500, overflowWrap: 'anywhere' }}>{name}</Box>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 2,
            rowGap: 0.5,
            alignItems: 'flex-end',
            mt: 0.5,
          }}
        >
          {columns.map((column, at) => (
            <Box key={at} sx={{ minWidth: 0 }}>
              {column.header !== undefined && (
                <Box sx={{ typography: 'caption', color: 'text.secondary' }}>{column.header}</Box>
              )}
              <Box sx={{ typography: 'body2', ...(column.isNumeric ? numericSx : {}) }}>{cells[at]}</Box>
            </Box>
          ))}
        </Box>
      </Box>
    );
    return (
      <Box component="section" aria-label={ariaLabel} data-testid={testId}>
        {rows.map((row, index) =>
          block(
            rowKey(row),
            nameOf(row, index),
            columns.map((column) => column.render(row, index)),
            row,
          ),
        )}
        {total && (
          <Box sx={{ '& > div': { borderBottom: 0 }, fontWeight: 600 }}>
            {block('total', total.label, total.cells)}
          </Box>
        )}
      </Box>
    );
  }
  // A feed's line, or the total's (no row).
  type Line = { readonly row: Row; readonly index: number } | { readonly row: null; readonly index: -1 };
  const lines: Line[] = [
    ...rows.map((row, index) => ({ row, index })),
    ...(total ? [{ row: null, index: -1 } as const] : []),
  ];
  const tableColumns: DataColumn<Line>[] = [
    {
      id: 'name',
      header: feedHeader,
      cell: (line) => (line.row === null ? total?.label : nameOf(line.row, line.index)),
    },
    ...columns.map((column, at): DataColumn<Line> => ({
      id: String(at),
      header: column.header,
      align: column.align,
      sx: {
        ...(column.isNumeric ? numericSx : {}),
        ...(column.width === undefined ? {} : { width: column.width }),
      },
      cell: (line) => (line.row === null ? total?.cells[at] : column.render(line.row, line.index)),
    })),
  ];
  return (
    <DataTable
      columns={tableColumns}
      rows={lines}
      rowKey={(line) => (line.row === null ? '' : rowKey(line.row))}
      ariaLabel={ariaLabel}
      testId={testId}
      rowTestId={(line) => (line.row === null ? undefined : rowTestId)}
      rowProps={(line) => (line.row === null ? {} : (rowProps?.(line.row) ?? {}))}
      rowSx={(line) => (line.row === null ? { '& td': { fontWeight: 600 } } : undefined)}
      minWidth={minWidth}
    />
  );
}

/** Columns of numbers: right-aligned, tabular figures that do not wrap. */
export function numericColumns<Row>(
  columns: readonly Omit<FeedColumn<Row>, 'align' | 'isNumeric'>[],
): FeedColumn<Row>[] {
  return columns.map((column) => ({ ...column, align: 'right', isNumeric: true }));
}

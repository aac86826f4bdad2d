import type { ReactNode } from 'react';
import { DataTable } from './DataTable';

type Row = { readonly cells: readonly ReactNode[]; readonly index: number };

/**
 * A small read-only table given as a header row and rows of cells (a report's table): the first column
 * names the row (left), the others are figures (right). Over the one DataTable.
 */
export function TextTable({
  header,
  rows,
  ariaLabel,
  rowTestId,
}: {
  readonly header: readonly string[];
  readonly rows: readonly (readonly ReactNode[])[];
  readonly ariaLabel: string;
  readonly rowTestId?: string;
}) {
  return (
    <DataTable<Row>
      columns={header.map((label, at) => ({
        id: String(at),
        header: label,
        cell: (row) => row.cells[at],
        align: at === 0 ? 'left' : 'right',
      }))}
      rows={rows.map((cells, index) => ({ cells, index }))}
      rowKey={(row) => row.index}
      ariaLabel={ariaLabel}
      {...(rowTestId ? { rowTestId: () => rowTestId } : {})}
      emptyInside
    />
  );
}

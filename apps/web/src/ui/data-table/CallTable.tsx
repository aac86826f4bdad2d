/** The data table over one server call read through the query layer (api/query.tsx). */
import type { RowData } from '@tanstack/react-table';
import type { CallKey } from '@cocho/contracts';
import type { CallInput, CallOutput } from '../../api/client';
import { useCallQuery } from '../../api/query';
import { DataTable } from './DataTable';
import type { DataTableProps } from './DataTable';
import type { TablePaging } from './TablePager';

export type CallTableProps<K extends CallKey, T extends RowData> = Omit<
  DataTableProps<T>,
  'rows' | 'error' | 'onRetry' | 'paging'
> & {
  readonly call: K;
  readonly input: CallInput<K>;
  /** The rows of an answer. */
  readonly rowsOf: (answer: CallOutput<K>) => readonly T[];
  /** A server-paged list: the page shown and the number of records of an answer. */
  readonly paging?: Omit<TablePaging, 'total'> & { readonly totalOf: (answer: CallOutput<K>) => number };
};

/** Reads call `key` with `input` and shows its rows, or the loading / failed / empty state. */
export function CallTable<K extends CallKey, T extends RowData>({
  call,
  input,
  rowsOf,
  paging,
  ...table
}: CallTableProps<K, T>) {
  const { data, error, refetch } = useCallQuery(call, input);
  return (
    <DataTable
      {...table}
      rows={data ? rowsOf(data) : undefined}
      error={error}
      onRetry={() => void refetch()}
      {...(paging && data ? { paging: { ...paging, total: paging.totalOf(data) } } : {})}
    />
  );
}

/**
 * The shape most administration tabs share: a filter form (applied on "search", or at once for a
 * choice), one server call read through the query layer with the applied filters and page, and the data
 * table with its pager, and the dialog that creates or edits a row. Tabs give the call, how filters become its
 * input, the filter fields, the columns and the edit form.
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { RowData } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { CallKey } from '@cocho/contracts';
import type { CallInput, CallOutput } from '../../api/client';
import { CallTable } from '../../ui/data-table/CallTable';
import type { DataColumn, DataTableProps } from '../../ui/data-table/DataTable';
import { headedColumns } from '../../ui/data-table/headed-columns';
import type { HeadedColumn } from '../../ui/data-table/headed-columns';

/** An administration table's columns: headers `<prefix>.<id>` (admin namespace), the actions' 'common.actions'. */
export const adminColumns = <T,>(t: TFunction, prefix: string, columns: readonly HeadedColumn<T>[]) =>
  headedColumns(t, `admin:${prefix}`, columns, t('admin:common.actions'));

/** The filter form's state as its fields use it. */
export type FilterForm<F> = {
  readonly form: F;
  /** An on-change handler that edits one field (applied on "search"). */
  readonly set: (key: keyof F) => (event: { target: { value: string } }) => void;
  /** Edits and applies fields at once (a choice that filters as it changes), back to page 1. */
  readonly apply: (patch: Partial<F>) => void;
};

/** The form's texts without the spaces around them. */
const trimmed = <F,>(form: F): F =>
  Object.fromEntries(
    Object.entries(form as object).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.trim() : value,
    ]),
  ) as F;

/**
 * A list's filters: the form being edited, the filters applied (on "search" with their texts trimmed) and
 * the page (from 1).
 */
export function useListFilters<F>(noFilters: F) {
  const [form, setForm] = useState<F>(noFilters);
  const [applied, setApplied] = useState<F>(noFilters);
  const [page, setPage] = useState(1);
  const filters: FilterForm<F> = {
    form,
    set: (key) => (event) => setForm((current) => ({ ...current, [key]: event.target.value })),
    apply: (patch) => {
      setForm((current) => ({ ...current, ...patch }));
      setApplied((current) => ({ ...current, ...patch }));
      setPage(1);
    },
  };
  const submit = () => {
    setApplied(trimmed(form));
    setPage(1);
  };
  return { filters, applied, page, setPage, submit };
}

type FilterBarProps = {
  readonly onSubmit: () => void;
  /** Whether the filters have a search button (false: every field applies as it changes). */
  readonly searchButton?: boolean;
  readonly searchTestId?: string;
  readonly searchDisabled?: boolean;
  readonly children: ReactNode;
  /** Buttons after the search button (export, new). */
  readonly actions?: ReactNode;
};

/** The filter fields of a list in a row that wraps, with the search button. */
export function FilterBar({
  onSubmit,
  searchButton = true,
  searchTestId,
  searchDisabled,
  children,
  actions,
}: FilterBarProps) {
  const { t } = useTranslation('admin');
  return (
    <Box
      component="form"
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      {searchButton && (
        <Button type="submit" variant="outlined" disabled={searchDisabled} data-testid={searchTestId}>
          {t('common.search')}
        </Button>
      )}
      {actions}
    </Box>
  );
}

type Props<K extends CallKey, F, T extends RowData> = {
  readonly call: K;
  readonly noFilters: F;
  /** The call's input for the applied filters and the page (from 1). */
  readonly input: (filters: F, page: number) => CallInput<K>;
  /** The rows of an answer (filtered here by the applied filters when the call takes none). */
  readonly rows: (answer: CallOutput<K>, filters: F) => readonly T[];
  /** A server-paged list: the number of records, and the page size. */
  readonly paged?: {
    readonly total: (answer: CallOutput<K>) => number;
    readonly perPage: number;
    /** Prefix of the pager's test ids. */
    readonly testId: string;
  };
  readonly filters?: (form: FilterForm<F>) => ReactNode;
  readonly searchButton?: boolean;
  readonly searchTestId?: string;
  /** Buttons after the filters (new). */
  readonly actions?: ReactNode;
  /** Between the filters and the table. */
  readonly notice?: ReactNode;
  readonly table: Omit<DataTableProps<T>, 'rows' | 'error' | 'onRetry' | 'paging' | 'columns'> & {
    /** The columns; a function of `edit`, which opens a row in the editor. */
    readonly columns: readonly DataColumn<T>[] | ((edit: (row: T) => void) => readonly DataColumn<T>[]);
  };
  /** A "new" button and the dialog that creates (row null) or edits a row. */
  readonly editor?: {
    readonly newText: string;
    readonly newTestId?: string;
    readonly dialog: (row: T | null, close: () => void) => ReactNode;
  };
  /** Dialogs opened from the list. */
  readonly children?: ReactNode;
};

export function AdminListTab<K extends CallKey, F, T extends RowData>(props: Props<K, F, T>) {
  const { paged, editor } = props;
  const { filters, applied, page, setPage, submit } = useListFilters(props.noFilters);
  const [editing, setEditing] = useState<{ row: T | null } | null>(null);
  const { columns } = props.table;
  const newButton = editor && (
    <>
      <Box sx={{ flex: 1 }} />
      <Button variant="contained" onClick={() => setEditing({ row: null })} data-testid={editor.newTestId}>
        {editor.newText}
      </Button>
    </>
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {(props.filters || props.actions || newButton) && (
        <FilterBar
          onSubmit={submit}
          searchButton={props.filters ? props.searchButton : false}
          searchTestId={props.searchTestId}
          actions={
            <>
              {props.actions}
              {newButton}
            </>
          }
        >
          {props.filters?.(filters)}
        </FilterBar>
      )}
      {props.notice}
      <CallTable
        {...props.table}
        columns={typeof columns === 'function' ? columns((row) => setEditing({ row })) : columns}
        call={props.call}
        input={props.input(applied, page)}
        rowsOf={(answer) => props.rows(answer, applied)}
        {...(paged
          ? {
              paging: {
                page,
                perPage: paged.perPage,
                totalOf: paged.total,
                onPage: setPage,
                testId: paged.testId,
              },
            }
          : {})}
      />
      {editor && editing && editor.dialog(editing.row, () => setEditing(null))}
      {props.children}
    </Box>
  );
}

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
import { FilterFields } from './ListFilters';
import type { FilterSpec } from './ListFilters';
import { definedOnly } from './list-input';
import type { Filled } from './list-input';
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

/** The page fields of a server-paged list's call. */
type PageInput = { pagina: number; por_pagina: number };
/** A list call's input without the page fields, which a paged list adds. */
type ListInput<K extends CallKey> = Omit<CallInput<K>, keyof PageInput>;
/** The rows of a list call's answer (its `data`). */
type RowOf<K extends CallKey> =
  CallOutput<K> extends { readonly data: readonly (infer R)[] } ? R & RowData : never;
type PagedList = {
  readonly perPage: number;
  /** Prefix of the pager's test ids. */
  readonly testId: string;
};
type Optional<Has, P> = Has extends true ? Partial<P> : P;

type Props<K extends CallKey, F, T = RowOf<K>> = {
  readonly call: K;
  /** A server-paged list (its answer has the number of records, `total`). */
  readonly paged?: CallOutput<K> extends { readonly total: number } ? PagedList : never;
  readonly filters?: readonly FilterSpec<F>[];
  readonly searchButton?: boolean;
  readonly searchTestId?: string;
  /** Buttons after the filters (new). */
  readonly actions?: ReactNode;
  /** Between the filters and the table. */
  readonly notice?: ReactNode;
  /** The rows the applied filters keep, for a call that takes no filters. */
  readonly rows?: (rows: readonly T[], filters: F) => readonly T[];
  readonly table: Omit<DataTableProps<T>, 'rows' | 'error' | 'onRetry' | 'paging' | 'columns' | 'rowKey'> & {
    /** The columns; a function of `edit`, which opens a row in the editor. */
    readonly columns: readonly DataColumn<T>[] | ((edit: (row: T) => void) => readonly DataColumn<T>[]);
  } & Optional<T extends { id: number } ? true : false, Pick<DataTableProps<T>, 'rowKey'>>;
  /** A "new" button and the dialog that creates (row null) or edits a row. */
  readonly editor?: {
    readonly newText: string;
    readonly newTestId?: string;
    readonly dialog: (row: T | null, close: () => void) => ReactNode;
  };
  /** Dialogs opened from the list. */
  readonly children?: ReactNode;
} & Optional<[keyof F] extends [never] ? true : false, { readonly noFilters: F }> &
  Optional<
    Filled<F> extends ListInput<K> ? true : false,
    {
      /** The call's input for the applied filters (by default the filters not left empty). */
      readonly input: (filters: F) => ListInput<K>;
    }
  >;

/**
 * A list tab: the filters, the call read with the applied filters (and the page), the table and the editor.
 * Left out, the filters are none, the input the filters not left empty and a row's key its `id`.
 */
export function AdminListTab<K extends CallKey, F extends object = Record<never, never>>(props: Props<K, F>) {
  type T = RowOf<K>;
  const { paged, editor } = props;
  const { filters, applied, page, setPage, submit } = useListFilters(props.noFilters ?? ({} as F));
  const [editing, setEditing] = useState<{ row: T | null } | null>(null);
  const { columns, rowKey = (row: T) => (row as { id: number }).id, ...table } = props.table;
  const input = props.input?.(applied) ?? definedOnly(applied);
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
          {props.filters && <FilterFields filters={filters} specs={props.filters} />}
        </FilterBar>
      )}
      {props.notice}
      <CallTable
        {...table}
        rowKey={rowKey}
        columns={typeof columns === 'function' ? columns((row) => setEditing({ row })) : columns}
        call={props.call}
        input={(paged ? { ...input, pagina: page, por_pagina: paged.perPage } : input) as CallInput<K>}
        rowsOf={(answer) => {
          const { data } = answer as unknown as { data: readonly T[] };
          return props.rows?.(data, applied) ?? data;
        }}
        {...(paged
          ? {
              paging: {
                page,
                perPage: paged.perPage,
                totalOf: (answer) => (answer as { total: number }).total,
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

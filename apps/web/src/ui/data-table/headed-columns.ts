/** Table columns described by their ids: a column's header, unless given, is its id's text under a prefix. */
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { DataColumn } from './DataTable';

export type HeadedColumn<T> = Omit<DataColumn<T>, 'header'> & { readonly header?: ReactNode };

/**
 * The columns with their headers: `<prefix>.<id>` (an i18n key, its namespace included when it is not
 * `t`'s), the actions column's `actionsHeader` (by default `<prefix>.actions`) at the right edge; a
 * header given stands.
 */
export function headedColumns<T>(
  t: TFunction,
  prefix: string,
  columns: readonly HeadedColumn<T>[],
  actionsHeader?: ReactNode,
): DataColumn<T>[] {
  // A header is looked up only when the column gives none (a missing text is reported).
  return columns.map(({ header, ...column }): DataColumn<T> =>
    column.id === 'actions'
      ? { align: 'right', ...column, header: header ?? actionsHeader ?? t(`${prefix}.actions`) }
      : { ...column, header: header ?? t(`${prefix}.${column.id}`) },
  );
}

/**
 * The actions column, when `isShown` (the user may act): at the right edge, where it stays while the table
 * scrolls sideways; its header `<prefix>.actions` unless given.
 */
export function actionsColumn<T>(
  isShown: boolean,
  cell: (row: T) => ReactNode,
  header?: ReactNode,
): HeadedColumn<T>[] {
  return isShown ? [{ id: 'actions', stickyRight: true, cell, header }] : [];
}

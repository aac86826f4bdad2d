/** Table columns described by their ids: a column's header, unless given, is its id's text under a prefix. */
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { DataColumn } from './DataTable';

export type HeadedColumn<T> = Omit<DataColumn<T>, 'header'> & { readonly header?: ReactNode };

/**
 * The columns with their headers: `<prefix>.<id>` (an i18n key, its namespace included when it is not
 * `t`'s), the actions column's `actionsHeader` (by default `<prefix>.actions`) at the right edge.
 */
export function headedColumns<T>(
  t: TFunction,
  prefix: string,
  columns: readonly HeadedColumn<T>[],
  actionsHeader: ReactNode = t(`${prefix}.actions`),
): DataColumn<T>[] {
  return columns.map((column): DataColumn<T> =>
    column.id === 'actions'
      ? { header: actionsHeader, align: 'right', ...column }
      : { header: t(`${prefix}.${column.id}`), ...column },
  );
}

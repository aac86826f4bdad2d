import { describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import { actionsColumn, headedColumns } from './headed-columns';

describe('headedColumns', () => {
  it("heads each column with its id's text, the actions at the right, and looks up no header given", () => {
    const t = vi.fn((key: string) => `[${key}]`) as unknown as TFunction;
    const cell = (row: { name: string }) => row.name;
    const columns = headedColumns(t, 'users.columns', [
      { id: 'name', cell },
      { id: 'state', header: 'State', cell },
      { id: 'actions', cell },
    ]);
    expect(columns.map((column) => [column.id, column.header, column.align])).toEqual([
      ['name', '[users.columns.name]', undefined],
      ['state', 'State', undefined],
      ['actions', '[users.columns.actions]', 'right'],
    ]);
    expect(t).not.toHaveBeenCalledWith('users.columns.state');
    expect(headedColumns(t, 'users.columns', [{ id: 'actions', cell }], 'Do')[0]?.header).toBe('Do');
  });

  it('adds the actions column at the right edge only when the user may act, headed by the prefix unless given', () => {
    const t = vi.fn((key: string) => `[${key}]`) as unknown as TFunction;
    const cell = (row: { name: string }) => row.name;
    expect(headedColumns(t, 'feeds', actionsColumn(false, cell))).toEqual([]);
    const [column] = headedColumns(t, 'feeds', actionsColumn(true, cell));
    expect([column?.id, column?.header, column?.align, column?.stickyRight]).toEqual([
      'actions',
      '[feeds.actions]',
      'right',
      true,
    ]);
    expect(headedColumns(t, 'products', actionsColumn(true, cell, 'Do'))[0]?.header).toBe('Do');
  });
});

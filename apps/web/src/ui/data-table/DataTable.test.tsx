// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { initI18n } from '../../i18n/i18n';
import { compareSortValues, DataTable } from './DataTable';
import type { DataColumn } from './DataTable';

type Animal = { id: number; name: string; weight: number | null };

const ANIMALS: Animal[] = [
  { id: 1, name: 'Boi 10', weight: 450 },
  { id: 2, name: 'boi 2', weight: null },
  { id: 3, name: 'Égua', weight: 380.5 },
];

const COLUMNS: DataColumn<Animal>[] = [
  { id: 'name', header: 'Nome', cell: (animal) => animal.name, sortValue: (animal) => animal.name },
  {
    id: 'weight',
    header: 'Peso',
    align: 'right',
    cell: (animal) => animal.weight ?? '',
    sortValue: (animal) => animal.weight,
  },
  { id: 'note', header: 'Nota', cell: () => 'ok' },
];

const namesInOrder = () =>
  within(screen.getByTestId('animals'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

beforeAll(() => {
  initI18n('pt');
});
afterEach(cleanup);

describe('DataTable', () => {
  it('shows the rows in their order, with the headers and each row test id', () => {
    render(
      <DataTable
        columns={COLUMNS}
        rows={ANIMALS}
        rowKey={(a) => a.id}
        testId="animals"
        rowTestId={(a) => `animal-${a.id}`}
      />,
    );
    const headers = within(screen.getByTestId('animals')).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Nome', 'Peso', 'Nota']);
    expect(namesInOrder()).toEqual(['Boi 10', 'boi 2', 'Égua']);
    expect(within(screen.getByTestId('animal-3')).getByText('380.5')).toBeTruthy();
  });

  it('makes the cells of a row-header column row headers, the others plain cells', () => {
    const columns: DataColumn<Animal>[] = [{ ...COLUMNS[0]!, rowHeader: true }, COLUMNS[1]!];
    render(<DataTable columns={columns} rows={ANIMALS} rowKey={(a) => a.id} testId="animals" />);
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByRole('rowheader').textContent).toBe('Boi 10');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['450']);
  });

  it('sorts a sortable column up then down by its value, numbers by size and empty values last', () => {
    render(<DataTable columns={COLUMNS} rows={ANIMALS} rowKey={(a) => a.id} testId="animals" />);
    const table = screen.getByTestId('animals');
    // The unsortable column has no sort button.
    expect(within(table).queryByRole('button', { name: 'Nota' })).toBeNull();

    fireEvent.click(within(table).getByRole('button', { name: 'Nome' }));
    expect(namesInOrder()).toEqual(['boi 2', 'Boi 10', 'Égua']);
    expect(within(table).getAllByRole('columnheader')[0]?.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(table).getByRole('button', { name: 'Nome' }));
    expect(namesInOrder()).toEqual(['Égua', 'Boi 10', 'boi 2']);
    expect(within(table).getAllByRole('columnheader')[0]?.getAttribute('aria-sort')).toBe('descending');

    fireEvent.click(within(table).getByRole('button', { name: 'Peso' }));
    expect(namesInOrder()).toEqual(['Égua', 'Boi 10', 'boi 2']);
    fireEvent.click(within(table).getByRole('button', { name: 'Peso' }));
    expect(namesInOrder()).toEqual(['Boi 10', 'Égua', 'boi 2']);
  });

  it('compares numbers by size, text with numbers inside, and puts empty values last', () => {
    expect([10, 9, 100].sort((a, b) => compareSortValues(a, b))).toEqual([9, 10, 100]);
    expect(['Lote 10', 'lote 9'].sort((a, b) => compareSortValues(a, b, 'pt'))).toEqual([
      'lote 9',
      'Lote 10',
    ]);
    expect([null, 3, '', 1].sort((a, b) => compareSortValues(a, b))).toEqual([1, 3, null, '']);
  });

  it('says "nothing found" in place of the table, or inside it when asked', () => {
    render(<DataTable columns={COLUMNS} rows={[]} rowKey={(a) => a.id} testId="animals" />);
    expect(screen.queryByTestId('animals')).toBeNull();
    expect(screen.getByText('Nenhum registro encontrado')).toBeTruthy();
    cleanup();

    render(
      <DataTable
        columns={COLUMNS}
        rows={[]}
        rowKey={(a) => a.id}
        testId="animals"
        emptyText="Sem animais"
        emptyInside
      />,
    );
    expect(within(screen.getByTestId('animals')).getByRole('cell', { name: 'Sem animais' })).toBeTruthy();
  });

  it('shows loading while there are no rows, and a failed load with a retry', () => {
    const retry = vi.fn();
    render(<DataTable columns={COLUMNS} rows={undefined} rowKey={(a) => a.id} testId="animals" />);
    expect(screen.getByRole('status').textContent).toContain('Carregando');
    cleanup();

    render(
      <DataTable
        columns={COLUMNS}
        rows={undefined}
        error={new Error('x')}
        onRetry={retry}
        rowKey={(a) => a.id}
      />,
    );
    expect(screen.getByText('Não foi possível carregar os dados.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('pages a server-paged list: page N of M, previous and next', () => {
    function Paged() {
      const [page, setPage] = useState(1);
      const rows = ANIMALS.slice(page - 1, page);
      return (
        <DataTable
          columns={COLUMNS}
          rows={rows}
          rowKey={(a) => a.id}
          testId="animals"
          paging={{ page, perPage: 1, total: ANIMALS.length, onPage: setPage, testId: 'animals' }}
        />
      );
    }
    render(<Paged />);
    expect(screen.getByTestId('animals-page').textContent).toBe('Página 1 de 3 (3 registros)');
    expect((screen.getByTestId('animals-previous') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('animals-next'));
    expect(namesInOrder()).toEqual(['boi 2']);
    fireEvent.click(screen.getByTestId('animals-next'));
    expect(screen.getByTestId('animals-page').textContent).toBe('Página 3 de 3 (3 registros)');
    expect((screen.getByTestId('animals-next') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('animals-previous'));
    expect(namesInOrder()).toEqual(['boi 2']);
  });

  it('keeps a sticky column at the right edge, header and cells, with its cell attributes', () => {
    const columns: DataColumn<Animal>[] = [
      ...COLUMNS,
      {
        id: 'actions',
        header: 'Ações',
        cell: () => 'editar',
        stickyRight: true,
        cellProps: (a) => ({ 'data-testid': `actions-${a.id}` }),
      },
    ];
    render(<DataTable columns={columns} rows={ANIMALS} rowKey={(a) => a.id} testId="animals" />);
    const cell = screen.getByTestId('actions-2');
    expect([getComputedStyle(cell).position, getComputedStyle(cell).right]).toEqual(['sticky', '0px']);
    const header = within(screen.getByTestId('animals')).getByRole('columnheader', { name: 'Ações' });
    expect(getComputedStyle(header).position).toBe('sticky');
  });
});

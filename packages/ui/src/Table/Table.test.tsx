import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Table } from './Table';
import { createTableColumnHelper } from './table-features';

type Domain = { id: string; name: string; daysLeft: number };

const col = createTableColumnHelper<Domain>();
const columns = col.columns([
  col.accessor('name', { header: 'Domain', enableSorting: true }),
  col.accessor('daysLeft', { header: 'Days Left', enableSorting: true, meta: { align: 'end' } }),
]);

const data: Domain[] = [
  { id: 'b', name: 'beta.co.uk', daysLeft: 30 },
  { id: 'a', name: 'alpha.com', daysLeft: 90 },
  { id: 'c', name: 'gamma.io', daysLeft: 3 },
];

function firstColumn(): string[] {
  return screen.getAllByRole('rowheader').map((cell) => cell.textContent ?? '');
}

describe('Table', () => {
  it('renders rows in data order with the first column as row header', () => {
    render(<Table aria-label="Domains" columns={columns} data={data} getRowId={(row) => row.id} />);
    expect(screen.getByRole('grid', { name: 'Domains' })).toBeInTheDocument();
    expect(firstColumn()).toEqual(['beta.co.uk', 'alpha.com', 'gamma.io']);
  });

  it('sorts by a header, ascending then descending, and sets aria-sort', async () => {
    render(<Table aria-label="Domains" columns={columns} data={data} getRowId={(row) => row.id} />);
    const header = screen.getByRole('columnheader', { name: /Days Left/ });
    await userEvent.click(header);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(firstColumn()).toEqual(['gamma.io', 'beta.co.uk', 'alpha.com']);
    await userEvent.click(header);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()).toEqual(['alpha.com', 'beta.co.uk', 'gamma.io']);
  });

  it('leaves server-sorted data alone and reports the requested sort', async () => {
    const onSortingChange = vi.fn();
    render(
      <Table
        aria-label="Domains"
        columns={columns}
        data={data}
        manualSorting
        onSortingChange={onSortingChange}
      />,
    );
    await userEvent.click(screen.getByRole('columnheader', { name: /Domain/ }));
    expect(onSortingChange).toHaveBeenCalledWith([{ id: 'name', desc: false }]);
    expect(firstColumn()).toEqual(['beta.co.uk', 'alpha.com', 'gamma.io']);
  });

  it('shows the empty state when there are no rows', () => {
    render(
      <Table aria-label="Domains" columns={columns} data={[]} emptyState="No domains registered" />,
    );
    expect(screen.getByText('No domains registered')).toBeInTheDocument();
  });

  it('shows skeleton rows while loading', () => {
    render(
      <Table aria-label="Domains" columns={columns} data={data} isLoading loadingRowCount={3} />,
    );
    const grid = screen.getByRole('grid');
    expect(grid.parentElement).toHaveAttribute('aria-busy', 'true');
    expect(within(grid).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByText('alpha.com')).not.toBeInTheDocument();
  });

  it('adds an Actions column', () => {
    render(
      <Table
        aria-label="Domains"
        columns={columns}
        data={data}
        rowActions={(row) => <button type="button">Edit {row.name}</button>}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit gamma.io' })).toBeInTheDocument();
  });
});

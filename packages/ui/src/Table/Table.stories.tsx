import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { DropdownMenu } from '../DropdownMenu';
import { EmptyState } from '../EmptyState';
import { EditIcon, TrashIcon } from '../Icon';
import { Pager } from '../Pager';
import { Table } from './Table';
import { createTableColumnHelper } from './table-features';
import type { SortingState } from './table-features';

type Invoice = {
  id: string;
  number: string;
  client: string;
  amount: number;
  dueDate: string;
  status: 'paid' | 'unpaid' | 'overdue';
};

const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const statusVariant = { paid: 'default', unpaid: 'secondary', overdue: 'destructive' } as const;

const col = createTableColumnHelper<Invoice>();
const columns = col.columns([
  col.accessor('number', { header: 'Invoice', enableSorting: true }),
  col.accessor('client', { header: 'Client', enableSorting: true }),
  col.accessor('amount', {
    header: 'Amount',
    enableSorting: true,
    cell: (info) => money.format(info.getValue()),
    meta: { align: 'end' },
  }),
  col.accessor('dueDate', { header: 'Due Date', enableSorting: true }),
  col.accessor('status', {
    header: 'Status',
    cell: (info) => <Badge variant={statusVariant[info.getValue()]}>{info.getValue()}</Badge>,
  }),
]);

const invoices: Invoice[] = [
  {
    id: '1',
    number: 'INV-0003',
    client: 'Cobalt Studio',
    amount: 480,
    dueDate: '2025-04-02',
    status: 'unpaid',
  },
  {
    id: '2',
    number: 'INV-0001',
    client: 'Acme Ltd',
    amount: 1250,
    dueDate: '2025-02-14',
    status: 'overdue',
  },
  {
    id: '3',
    number: 'INV-0002',
    client: 'Bright Ideas',
    amount: 99.5,
    dueDate: '2025-03-10',
    status: 'paid',
  },
];

const manyInvoices: Invoice[] = Array.from({ length: 45 }, (_, index) => ({
  id: `m${index}`,
  number: `INV-${String(index + 1).padStart(4, '0')}`,
  client: `Client ${index + 1}`,
  amount: (index + 1) * 37.5,
  dueDate: `2025-0${(index % 9) + 1}-1${index % 9}`,
  status: (['paid', 'unpaid', 'overdue'] as const)[index % 3]!,
}));

const meta = {
  title: 'UI/Table',
  component: Table<Invoice>,
  args: {
    'aria-label': 'Unpaid & Overdue Invoices',
    columns,
    data: invoices,
    getRowId: (row: Invoice) => row.id,
    isLoading: false,
  },
} satisfies Meta<typeof Table<Invoice>>;

export default meta;
type Story = StoryObj<typeof meta>;

function cellTexts(canvasElement: HTMLElement, columnIndex: number): string[] {
  return within(canvasElement)
    .getAllByRole('row')
    .slice(1)
    .map(
      (row) =>
        within(row).getAllByRole(columnIndex === 0 ? 'rowheader' : 'gridcell')[
          columnIndex === 0 ? 0 : columnIndex - 1
        ]!.textContent ?? '',
    );
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amountHeader = canvas.getByRole('columnheader', { name: /Amount/ });
    await userEvent.click(amountHeader);
    await expect(amountHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(cellTexts(canvasElement, 2)).toEqual(['£99.50', '£480.00', '£1,250.00']);
    await userEvent.click(amountHeader);
    await expect(amountHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(cellTexts(canvasElement, 0)).toEqual(['INV-0001', 'INV-0003', 'INV-0002']);
  },
};

export const WithRowActions: Story = {
  args: {
    rowActions: (row: Invoice) => (
      <DropdownMenu
        aria-label={`Actions for ${row.number}`}
        items={[
          { id: 'edit', label: 'Edit', icon: <EditIcon /> },
          { id: 'delete', label: 'Delete', icon: <TrashIcon />, variant: 'destructive' },
        ]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for INV-0001' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

export const Empty: Story = {
  args: {
    data: [],
    emptyState: (
      <EmptyState
        title="No unpaid invoices"
        action={<Button variant="outline">Create Invoice</Button>}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No unpaid invoices')).toBeInTheDocument();
  },
};

/** A table wider than a phone scrolls sideways; its empty message stays centred in view. */
export const EmptyOnNarrowScreen: Story = {
  args: { data: [], emptyState: <EmptyState title="No unpaid invoices" /> },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const container = within(canvasElement).getByRole('grid').parentElement!;
    // The columns need more than 320px: the table scrolls.
    await expect(container.scrollWidth).toBeGreaterThan(container.clientWidth);
    const message = within(canvasElement).getByText('No unpaid invoices').getBoundingClientRect();
    const visible = container.getBoundingClientRect();
    const centre = (rect: DOMRect) => rect.left + rect.width / 2;
    await expect(Math.abs(centre(message) - centre(visible))).toBeLessThan(2);
  },
};

export const Loading: Story = {
  args: { isLoading: true, loadingRowCount: 4 },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    await expect(grid.parentElement).toHaveAttribute('aria-busy', 'true');
    await expect(within(grid).getAllByRole('row')).toHaveLength(5);
  },
};

function PagedTable() {
  const [page, setPage] = useState(1);
  const [sorting, setSorting] = useState<SortingState>([]);
  const rows = useMemo(() => manyInvoices.slice((page - 1) * 20, page * 20), [page]);
  return (
    <div>
      <Table
        aria-label="All invoices"
        columns={columns}
        data={rows}
        getRowId={(row) => row.id}
        sorting={sorting}
        onSortingChange={setSorting}
      />
      <Pager page={page} pageCount={Math.ceil(manyInvoices.length / 20)} onPageChange={setPage} />
    </div>
  );
}

export const Paged: Story = {
  render: () => <PagedTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Next/ }));
    await expect(canvas.getByText('Page 2 of 3')).toBeInTheDocument();
    await expect(canvas.getByRole('rowheader', { name: 'INV-0021' })).toBeInTheDocument();
  },
};

export const ServerSorted: Story = {
  args: {
    manualSorting: true,
    defaultSorting: [{ id: 'amount', desc: true }],
    onSortingChange: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // The data is shown as given; the header still reports the server's order.
    await expect(canvas.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(cellTexts(canvasElement, 0)).toEqual(['INV-0003', 'INV-0001', 'INV-0002']);
    await userEvent.click(canvas.getByRole('columnheader', { name: /Client/ }));
    await expect(args.onSortingChange).toHaveBeenCalledWith([{ id: 'client', desc: false }]);
  },
};

export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Table {...args} aria-label="Filled" />
      <Table {...args} aria-label="Loading" isLoading loadingRowCount={2} />
      <Table
        {...args}
        aria-label="Empty"
        data={[]}
        emptyState="No invoices found matching your filters."
      />
    </div>
  ),
};

export const LongText: Story = {
  args: {
    data: [
      {
        id: 'long',
        number: 'INV-9999',
        client:
          'Very Long Business Name Limited Trading As Something Considerably Longer Than Usual',
        amount: 123456.78,
        dueDate: '2025-12-31',
        status: 'overdue',
      },
      ...invoices,
    ],
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { IMPORT_NOT_CSV_MESSAGE } from '@crm/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppLayout } from '../../app/layout';
import { ImportScreen } from './ImportScreen';
import { withScreen } from '../../stories/screen-decorator';

const meta = {
  title: 'Screens/Import',
  component: ImportScreen,
  decorators: [withScreen],
  args: { entity: 'clients' },
  parameters: { layout: 'fullscreen', path: '/reports/import/clients', mocks: {} },
  render: (args) => (
    <AppLayout>
      <ImportScreen {...args} />
    </AppLayout>
  ),
} satisfies Meta<typeof ImportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function chooseCsv(canvasElement: HTMLElement, csv: string, name = 'clients.csv') {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The screen has no file input');
  await userEvent.upload(input, new File([csv], name, { type: 'text/csv' }));
}

/** A spreadsheet with one good row and one without a name. */
const SMALL_CSV =
  'Name,Email,Phone\nAda Lovelace,ada@example.test,020 7946 0000\n,nobody@example.test,\n';

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Import Clients' }),
    ).toBeVisible();
    await expect(canvas.getByText('CSV, up to 50 MB')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toBeVisible();
  },
};

export const PreviewAndProblems: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseCsv(canvasElement, SMALL_CSV);
    const preview = await canvas.findByRole(
      'table',
      { name: 'First rows of the file' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(within(preview).getByText('Ada Lovelace')).toBeVisible());
    await expect(within(preview).getByRole('button', { name: /Email/ })).toHaveTextContent('Email');
    const problems = await canvas.findByRole('table', { name: 'Problems found' });
    await waitFor(() =>
      expect(within(problems).getByText('Client name is required')).toBeVisible(),
    );
    await expect(within(problems).getByRole('cell', { name: '3' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Import clients' })).toBeDisabled();
  },
};

export const ReadyToImport: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseCsv(canvasElement, 'Name,Email\nAda Lovelace,ada@example.test\n');
    const ready = await canvas.findByText(/1 client ready to import/, {}, { timeout: 5000 });
    await waitFor(() => expect(ready).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Import clients' }));
    const done = await canvas.findByText('Imported 1 client: 1 new, 0 updated, 0 skipped');
    await waitFor(() => expect(done).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Go to Clients' })).toBeVisible();
  },
};

export const Checking: Story = {
  parameters: { mocks: { delay: 'infinite' } },
  play: async ({ canvasElement }) => {
    await chooseCsv(canvasElement, SMALL_CSV);
    const checking = await within(canvasElement).findByRole('status', {
      name: 'Checking the file',
    });
    await waitFor(() => expect(checking).toBeVisible());
  },
};

export const NotCsv: Story = {
  parameters: {
    mocks: {
      handlers: [
        http.post('*/api/import/:entity', () =>
          HttpResponse.json({ message: IMPORT_NOT_CSV_MESSAGE }, { status: 415 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await chooseCsv(canvasElement, '%PDF-1.4');
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await waitFor(() => expect(alert).toHaveTextContent(IMPORT_NOT_CSV_MESSAGE));
  },
};

/** An invoice naming a client the mock db does not have: the problem names its row and column. */
export const InvoiceProblems: Story = {
  args: { entity: 'invoices' },
  parameters: { path: '/reports/import/invoices' },
  play: async ({ canvasElement }) => {
    await chooseCsv(
      canvasElement,
      'Invoice Number,Client,Invoice Date,Due Date,Description,Unit Price\nINV-9001,Nobody Ltd,2026-10-01,2026-10-31,Design,100\n',
      'invoices.csv',
    );
    const problem = await within(canvasElement).findByText(
      /No client is called "Nobody Ltd"/,
      {},
      { timeout: 5000 },
    );
    await waitFor(() => expect(problem).toBeVisible());
  },
};

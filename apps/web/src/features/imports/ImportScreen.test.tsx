import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { IMPORT_NOT_CSV_MESSAGE, type ImportReport } from '@crm/domain';
import { createMockDb } from '@crm/mocks';
import { ImportScreen } from './ImportScreen';
import { IMPORT_NETWORK_MESSAGE } from './import-flow';
import { installNodeFormDataFetch } from '../../test/node-form-data';
import { renderScreen } from '../../test/render-screen';

installNodeFormDataFetch();

const IMPORT_URL = 'http://localhost/api/import/:entity';

/** Records the text fields of every import request, then lets the mock API answer it. */
function spyOnImports() {
  const sent: Record<string, string>[] = [];
  const handler = http.post(IMPORT_URL, async ({ request }) => {
    const form = await request.clone().formData();
    const fields: Record<string, string> = {};
    for (const [key, value] of form.entries()) if (typeof value === 'string') fields[key] = value;
    sent.push(fields);
    return undefined;
  });
  return { sent, handler };
}

type User = ReturnType<typeof renderScreen>['user'];

async function chooseCsv(container: HTMLElement, user: User, csv: string, name = 'clients.csv') {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
  await user.upload(input, new File([csv], name, { type: 'text/csv' }));
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Import', () => {
  it('checks the file, shows its first rows under the mapping, and checks again when a column is remapped', async () => {
    const { sent, handler } = spyOnImports();
    const { container, user } = renderScreen(<ImportScreen entity="clients" />, {
      handlers: [handler],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Import Clients' })).toBeInTheDocument();
    expect(screen.getByText('CSV, up to 50 MB')).toBeInTheDocument();
    expect(container.querySelector('input[type="file"]')).toHaveAttribute('accept', '.csv,.txt');

    await chooseCsv(
      container,
      user,
      'Organisation Title,Email,Customer Ref\nInitech,it@initech.test,C1\n',
    );
    const table = await screen.findByRole('table', { name: 'First rows of the file' });
    expect(cellsOf(within(table).getAllByRole('row')[1]!)).toEqual([
      'Initech',
      'it@initech.test',
      'C1',
    ]);
    expect(within(table).getByRole('button', { name: /Email/ })).toHaveTextContent('Email');
    expect(within(table).getByRole('button', { name: /Customer Ref/ })).toHaveTextContent(
      'Ignore this column',
    );
    expect(sent).toEqual([{ dryRun: 'true', duplicates: 'skip' }]);
    const problems = screen.getByRole('table', { name: 'Problems found' });
    expect(cellsOf(within(problems).getAllByRole('row')[1]!)).toEqual([
      '1',
      'Client name',
      'No column is mapped to Client name: choose one in the mapping',
    ]);
    expect(screen.getByRole('button', { name: 'Import clients' })).toBeDisabled();

    await user.click(within(table).getByRole('button', { name: /Organisation Title/ }));
    await user.click(await screen.findByRole('option', { name: 'Client name' }));
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Problems found' })).toBeNull());
    expect(JSON.parse(sent[1]!['mapping']!)).toEqual({
      'Organisation Title': 'name',
      Email: 'email',
      'Customer Ref': null,
    });
    expect(
      await screen.findByText('1 client ready to import: 1 new, 0 already there (to skip)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import clients' })).toBeEnabled();
  });

  it('lists every problem by row and column and keeps Import disabled', async () => {
    const { container, user } = renderScreen(<ImportScreen entity="clients" />);
    await chooseCsv(
      container,
      user,
      'Name,Email\nGood,good@x.test\n,nobody@x.test\nBad email,not-an-email\n',
    );
    const problems = await screen.findByRole('table', { name: 'Problems found' });
    const rows = within(problems).getAllByRole('row').slice(1);
    expect(rows.map((row) => cellsOf(row).slice(0, 2))).toEqual([
      ['3', 'Name'],
      ['4', 'Email'],
    ]);
    expect(cellsOf(rows[0]!)[2]).toBe('Client name is required');
    expect(
      screen.getByRole('heading', { name: '2 problems to fix before importing' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import clients' })).toBeDisabled();
  });

  it('imports the file, says what it wrote and links to the list', async () => {
    const db = createMockDb();
    const before = db.clients.length;
    const { container, user } = renderScreen(<ImportScreen entity="clients" />, { db });
    await chooseCsv(
      container,
      user,
      'Name,Email\nAda Lovelace,ada@x.test\nAlan Turing,alan@x.test\n',
    );
    await screen.findByText('2 clients ready to import: 2 new, 0 already there (to skip)');
    await user.click(screen.getByRole('button', { name: 'Import clients' }));
    expect(
      await screen.findByText('Imported 2 clients: 2 new, 0 updated, 0 skipped'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Clients' })).toHaveAttribute('href', '/clients');
    expect(db.clients).toHaveLength(before + 2);
  });

  it('sends the choice for clients already there', async () => {
    const db = createMockDb();
    const client = db.clients.find((c) => c.email !== null)!;
    const { sent, handler } = spyOnImports();
    const { container, user } = renderScreen(<ImportScreen entity="clients" />, {
      db,
      handlers: [handler],
    });
    await chooseCsv(container, user, `Name,Email,Phone\nRenamed,${client.email},0100\n`);
    const choice = await screen.findByRole('radiogroup', { name: /1 client is already there/ });
    await user.click(within(choice).getByRole('radio', { name: /Update them/ }));
    expect(
      screen.getByText('1 client ready to import: 0 new, 1 already there (to update)'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import clients' }));
    expect(
      await screen.findByText('Imported 1 client: 0 new, 1 updated, 0 skipped'),
    ).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ duplicates: 'update' });
    expect(db.clients.find((c) => c.id === client.id)).toMatchObject({
      name: 'Renamed',
      phone: '0100',
    });
  });

  it('lists the problems when the import itself is refused (422), writing nothing', async () => {
    const db = createMockDb();
    const before = db.clients.length;
    // As the API answers when the data changed between the check and the import.
    const refused: ImportReport = {
      entity: 'clients',
      dryRun: false,
      written: false,
      rows: 1,
      valid: 0,
      errors: [{ row: 2, column: 'Email', message: 'Same email as row 1' }],
      errorCount: 1,
      duplicates: 0,
      duplicateMode: 'skip',
      created: 0,
      updated: 0,
      skipped: 0,
      columns: [
        { header: 'Name', field: 'name' },
        { header: 'Email', field: 'email' },
      ],
      preview: [['Ada', 'ada@x.test']],
      encoding: 'utf-8',
      delimiter: ',',
    };
    const { container, user } = renderScreen(<ImportScreen entity="clients" />, {
      db,
      handlers: [
        http.post(IMPORT_URL, async ({ request }) =>
          (await request.clone().formData()).get('dryRun') === 'true'
            ? undefined
            : HttpResponse.json(refused, { status: 422 }),
        ),
      ],
    });
    await chooseCsv(container, user, 'Name,Email\nAda,ada@x.test\n');
    await screen.findByText(/ready to import/);
    await user.click(screen.getByRole('button', { name: 'Import clients' }));
    const problems = await screen.findByRole('table', { name: 'Problems found' });
    expect(cellsOf(within(problems).getAllByRole('row')[1]!)).toEqual([
      '2',
      'Email',
      'Same email as row 1',
    ]);
    expect(screen.getByText('1 problem in 1 client: nothing was imported')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import clients' })).toBeDisabled();
    expect(db.clients).toHaveLength(before);
  });

  it('words each failure: a file that is not CSV (415), an import not built yet, no server', async () => {
    let answer: 'not-csv' | 'offline' | 'api' = 'not-csv';
    const { container, user, unmount } = renderScreen(<ImportScreen entity="clients" />, {
      handlers: [
        http.post(IMPORT_URL, () => {
          if (answer === 'not-csv')
            return HttpResponse.json({ message: IMPORT_NOT_CSV_MESSAGE }, { status: 415 });
          if (answer === 'offline') return HttpResponse.error();
          return undefined;
        }),
      ],
    });
    await chooseCsv(container, user, '%PDF-1.4');
    expect(await screen.findByRole('alert')).toHaveTextContent(IMPORT_NOT_CSV_MESSAGE);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();

    answer = 'offline';
    await chooseCsv(container, user, 'Name\nAda\n');
    expect(await screen.findByText(IMPORT_NETWORK_MESSAGE)).toBeInTheDocument();
    answer = 'api';
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/1 client ready to import/)).toBeInTheDocument();
    unmount();

    // A 400 shows the server's own message.
    const refused = 'The form data is too large or malformed';
    const invoices = renderScreen(<ImportScreen entity="invoices" />, {
      handlers: [
        http.post(IMPORT_URL, () =>
          HttpResponse.json(
            { message: refused, errors: [{ path: '', message: refused }] },
            { status: 400 },
          ),
        ),
      ],
    });
    await chooseCsv(invoices.container, invoices.user, 'Invoice Number\nINV-1\n');
    expect(await screen.findByRole('alert')).toHaveTextContent(refused);
  });
});

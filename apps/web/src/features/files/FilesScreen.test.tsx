import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMockDb, emptyDb } from '@crm/mocks';
import type { MockDb } from '@crm/mocks';
import { formatDateTime, formatFileSize } from '@crm/domain';
import { installNodeFormDataFetch } from '../../test/node-form-data';
import { renderScreen } from '../../test/render-screen';
import { FilesScreen } from './FilesScreen';

configure({ asyncUtilTimeout: 5000 });
installNodeFormDataFetch();
afterEach(() => {
  vi.restoreAllMocks();
});

const table = () => screen.getByRole('grid', { name: 'Files' });
const rowOf = (filename: string) =>
  within(table()).getByRole('rowheader', { name: filename }).closest('[role="row"]') as HTMLElement;
const libraryFiles = (db: MockDb) => db.files.filter((f) => f.clientId !== null);

describe('Files', { timeout: 90_000 }, () => {
  it('lists every client file with its client, project, size, type and upload time', async () => {
    const db = createMockDb();
    renderScreen(<FilesScreen />, { db });
    expect(screen.getByRole('heading', { level: 1, name: 'Files' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: `All Files (${libraryFiles(db).length})` }),
    ).toBeInTheDocument();
    for (const name of ['File', 'Client', 'Project', 'Size', 'Type', 'Uploaded', 'Actions']) {
      expect(within(table()).getByRole('columnheader', { name })).toBeInTheDocument();
    }
    const contract = db.files.find((f) => f.filename === 'Signed contract.pdf')!;
    const row = rowOf('Signed contract.pdf');
    expect(within(row).getByText('N/A')).toBeInTheDocument();
    expect(
      within(row).getByText(db.clients.find((c) => c.id === contract.clientId)!.name),
    ).toBeInTheDocument();
    expect(within(row).getByText(formatFileSize(contract.sizeBytes))).toBeInTheDocument();
    expect(within(row).getByText('PDF')).toBeInTheDocument();
    expect(within(row).getByText(formatDateTime(contract.uploadedAt))).toBeInTheDocument();
    expect(
      within(rowOf('Booking system spec.docx')).getByText('Booking system integration'),
    ).toBeInTheDocument();
  });

  it('pages through more than 20 files', async () => {
    const db = createMockDb();
    const [first] = libraryFiles(db);
    for (let i = 0; i < 15; i++)
      db.files.push({ ...first!, id: db.newId(), filename: `Extra ${i}.pdf` });
    const { user } = renderScreen(<FilesScreen />, { db });
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(table()).getAllByRole('row')).toHaveLength(21);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(table()).getAllByRole('row')).toHaveLength(libraryFiles(db).length - 20 + 1),
    );
  });

  it('shows the empty texts', async () => {
    const { user } = renderScreen(<FilesScreen />, { db: emptyDb() });
    expect(await screen.findByText('No files uploaded yet')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Files pages' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload Your First File' }));
    expect(screen.getByRole('dialog', { name: 'Upload File' })).toBeInTheDocument();
  });

  it('says so when files cannot be fetched', async () => {
    renderScreen(<FilesScreen />, {
      handlers: [
        http.get('http://localhost/api/files', () =>
          HttpResponse.json({ message: 'Down' }, { status: 500 }),
        ),
      ],
    });
    expect(await screen.findAllByText('Failed to fetch files')).toHaveLength(2);
  });

  it('filters by client, then by one of its projects', async () => {
    const db = createMockDb();
    const { user } = renderScreen(<FilesScreen />, { db });
    await screen.findByRole('heading', { name: `All Files (${libraryFiles(db).length})` });
    expect(screen.getByRole('button', { name: /Project/ })).toBeDisabled();

    await user.type(screen.getByRole('combobox', { name: /^Client/ }), 'bennett');
    await user.click(await screen.findByRole('option', { name: /^Bennett & Sons Joinery/ }));
    const client = db.clients.find((c) => c.businessName === 'Bennett & Sons Joinery')!;
    const ofClient = libraryFiles(db).filter((f) => f.clientId === client.id);
    expect(
      await screen.findByRole('heading', { name: `All Files (${ofClient.length})` }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Project/ }));
    await user.click(await screen.findByRole('option', { name: 'Monthly SEO retainer' }));
    expect(await screen.findByText('No files found matching your filters')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All Clients' }));
    expect(
      await screen.findByRole('heading', { name: `All Files (${libraryFiles(db).length})` }),
    ).toBeInTheDocument();
  });

  it('asks for a file and a client, then uploads into the chosen project', async () => {
    const db = createMockDb();
    const before = db.files.length;
    const { user } = renderScreen(<FilesScreen />, { db });
    await screen.findByRole('heading', { name: `All Files (${libraryFiles(db).length})` });
    await user.click(screen.getByRole('button', { name: 'Upload File' }));
    const dialog = screen.getByRole('dialog', { name: 'Upload File' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByText('Please select a file and client')).toBeInTheDocument();
    expect(db.files).toHaveLength(before);

    await user.type(within(dialog).getByRole('combobox', { name: /^Client/ }), 'campbell');
    await user.click(await screen.findByRole('option', { name: /^Campbell Physio Ltd/ }));
    await user.click(within(dialog).getByRole('button', { name: /Project/ }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No project', 'Booking system integration', 'Clinic brochure']);
    await user.click(screen.getByRole('option', { name: 'Clinic brochure' }));
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['Brochure copy'], 'brochure.txt', { type: 'text/plain' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('File uploaded successfully')).toBeInTheDocument();
    expect(db.files).toHaveLength(before + 1);
    expect(db.files.at(-1)).toMatchObject({
      filename: 'brochure.txt',
      clientId: db.clients.find((c) => c.businessName === 'Campbell Physio Ltd')?.id,
      projectId: db.projects.find((p) => p.projectName === 'Clinic brochure')?.id,
      documentType: null,
    });
    expect(await screen.findByRole('rowheader', { name: 'brochure.txt' })).toBeInTheDocument();
  });

  it('downloads in a new tab and deletes after confirmation', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const db = createMockDb();
    const { user } = renderScreen(<FilesScreen />, { db });
    await screen.findByRole('heading', { name: `All Files (${libraryFiles(db).length})` });
    const file = db.files.find((f) => f.filename === 'NDA.doc')!;
    await user.click(within(rowOf('NDA.doc')).getByRole('button', { name: /^Download/ }));
    expect(open).toHaveBeenCalledWith(
      `http://localhost/api/files/download/${file.id}`,
      '_blank',
      'noopener',
    );

    await user.click(within(rowOf('NDA.doc')).getByRole('button', { name: /^Delete/ }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete File' });
    expect(
      within(confirm).getByText('Are you sure you want to delete this file?'),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('File deleted successfully')).toBeInTheDocument();
    expect(db.files.some((f) => f.id === file.id)).toBe(false);
  });

  it('says so when a delete fails', async () => {
    const db = createMockDb();
    const { user } = renderScreen(<FilesScreen />, {
      db,
      handlers: [
        http.delete('http://localhost/api/files/:id', () =>
          HttpResponse.json({ message: 'Down' }, { status: 500 }),
        ),
      ],
    });
    await screen.findByRole('heading', { name: `All Files (${libraryFiles(db).length})` });
    await user.click(within(rowOf('NDA.doc')).getByRole('button', { name: /^Delete/ }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete File' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Failed to delete file')).toBeInTheDocument();
  });
});

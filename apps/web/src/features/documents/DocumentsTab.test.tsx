import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { createMockDb } from '@crm/mocks';
import type { MockDb } from '@crm/mocks';
import { DocumentsTab } from './DocumentsTab';
import { installNodeFormDataFetch } from '../../test/node-form-data';
import { renderScreen } from '../../test/render-screen';

installNodeFormDataFetch();

const clientId = (db: MockDb) => db.clients.find((c) => c.name === 'Oliver Bennett')!.id;
const pdf = () => new File(['%PDF-1.4 quote'], 'Kitchen quote.pdf', { type: 'application/pdf' });

/** The dialog's hidden file input (behind 'Choose file'). */
const fileInput = (dialog: HTMLElement) =>
  dialog.querySelector('input[type="file"]') as HTMLInputElement;

async function openUpload(user: ReturnType<typeof renderScreen>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Upload Document' }));
  return screen.findByRole('dialog', { name: 'Upload Document' });
}

describe('Documents tab', { timeout: 60_000 }, () => {
  it('uploads a document as general by default, then starts afresh', async () => {
    const db = createMockDb();
    const { user } = renderScreen(<DocumentsTab clientId={clientId(db)} />, { db });
    const dialog = await openUpload(user);
    expect(
      within(dialog).getByText('PDF, DOCX, DOC, TXT, PNG, JPG or JPEG (max 10MB)'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Document Type/ })).toHaveTextContent(
      'General',
    );
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();

    await user.upload(fileInput(dialog), pdf());
    expect(within(dialog).getByText('Kitchen quote.pdf')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Document uploaded successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Upload Document' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('Kitchen quote.pdf')).toBeInTheDocument();
    expect(db.files.find((f) => f.filename === 'Kitchen quote.pdf')).toMatchObject({
      clientId: clientId(db),
      documentType: 'general',
    });

    const again = await openUpload(user);
    expect(within(again).queryByText('Kitchen quote.pdf')).not.toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('uploads with the chosen type and shows Uploading... meanwhile', async () => {
    const db = createMockDb();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { user } = renderScreen(<DocumentsTab clientId={clientId(db)} />, {
      db,
      handlers: [
        http.post('http://localhost/api/files/upload', async () => {
          await gate;
          return undefined;
        }),
      ],
    });
    const dialog = await openUpload(user);
    await user.click(within(dialog).getByRole('button', { name: /Document Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Quote' }));
    await user.upload(fileInput(dialog), pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Uploading...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Document uploaded successfully')).toBeInTheDocument();
    expect(db.files.find((f) => f.filename === 'Kitchen quote.pdf')?.documentType).toBe('quote');
  });

  it('refuses a file of another type', async () => {
    const db = createMockDb();
    const { user } = renderScreen(<DocumentsTab clientId={clientId(db)} />, { db });
    const dialog = await openUpload(user);
    fireEvent.change(fileInput(dialog), {
      target: { files: [new File(['x'], 'tool.exe', { type: 'application/octet-stream' })] },
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/not accepted/i);
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it("shows the server's message, else the spec's, when an upload fails", async () => {
    const db = createMockDb();
    let answer = HttpResponse.json(
      { message: 'File is too large. The maximum size is 10 MB' },
      { status: 413 },
    );
    const { user } = renderScreen(<DocumentsTab clientId={clientId(db)} />, {
      db,
      handlers: [
        http.post('http://localhost/api/files/upload', async () => (await delay(1), answer)),
      ],
    });
    const dialog = await openUpload(user);
    await user.upload(fileInput(dialog), pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText('File is too large. The maximum size is 10 MB'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Upload Document' })).toBeInTheDocument();

    answer = new HttpResponse('Bad gateway', { status: 502 });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Failed to upload document')).toBeInTheDocument();
  });

  it('deletes a document after confirmation, and says so when that fails', async () => {
    const db = createMockDb();
    let fail = false;
    const { user } = renderScreen(<DocumentsTab clientId={clientId(db)} />, {
      db,
      handlers: [
        http.delete('http://localhost/api/files/:id', () =>
          fail ? HttpResponse.json({ message: 'x' }, { status: 500 }) : undefined,
        ),
      ],
    });
    await user.click(
      await screen.findByLabelText('Delete Brand guidelines.pdf', { selector: 'button' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Document' });
    expect(
      within(confirm).getByText(/Are you sure you want to delete this document\?/),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Document deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Brand guidelines.pdf')).not.toBeInTheDocument());
    expect(db.files.some((f) => f.filename === 'Brand guidelines.pdf')).toBe(false);

    fail = true;
    await user.click(
      screen.getByLabelText('Delete Homepage wireframe.png', { selector: 'button' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete document')).toBeInTheDocument();
  });
});

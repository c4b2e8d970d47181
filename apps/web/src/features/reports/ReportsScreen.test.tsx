import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ReportsScreen } from './ReportsScreen';
import { captureDownloads } from '../../test/capture-downloads';
import { renderScreen } from '../../test/render-screen';

const downloads = captureDownloads();

describe('Reports & Exports', () => {
  it('has a CSV export and an import for each entity and a backup card', async () => {
    renderScreen(<ReportsScreen />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Reports & Exports' }),
    ).toBeInTheDocument();
    // The cards once Settings › VAT has answered (the VAT Return card goes in among them).
    expect(screen.getByRole('progressbar', { name: 'Loading reports' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Download Backup' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading reports' })).toBeNull();
    for (const title of ['Clients', 'Domains', 'Projects', 'Invoices', 'Expenses']) {
      expect(screen.getByRole('button', { name: `Export CSV of ${title}` })).toBeInTheDocument();
    }
    for (const [title, entity] of [
      ['Clients', 'clients'],
      ['Domains', 'domains'],
      ['Projects', 'projects'],
      ['Invoices', 'invoices'],
      ['Expenses', 'expenses'],
    ]) {
      expect(screen.getByRole('link', { name: `Import ${title}` })).toHaveAttribute(
        'href',
        `/reports/import/${entity}`,
      );
    }
    expect(screen.getByRole('link', { name: 'Open Aged Debtors' })).toHaveAttribute(
      'href',
      '/reports/aged-debtors',
    );
    expect(screen.getByRole('link', { name: 'Open Renewals' })).toHaveAttribute(
      'href',
      '/reports/renewals',
    );
    expect(screen.getByRole('heading', { name: 'CSV format' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Data privacy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Backup schedule' })).toBeInTheDocument();
  });

  it('exports clients as CSV with a progress toast', async () => {
    const { user } = renderScreen(<ReportsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Export CSV of Clients' }));
    expect(await screen.findByText('Exporting clients...')).toBeInTheDocument();
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.filename).toMatch(/\.csv$/);
    const text = await downloads[0]!.blob.text();
    expect(text.split('\n')[0]).toMatch(/name/i);
  });

  it('downloads a backup and says so', async () => {
    const { user } = renderScreen(<ReportsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Download Backup' }));
    expect(await screen.findByText('Backup created successfully')).toBeInTheDocument();
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.filename).toMatch(/\.json$/);
    expect(JSON.parse(await downloads[0]!.blob.text())).toHaveProperty(
      'format',
      'agency-crm-backup',
    );
  });

  it('shows the spec’s message when the backup fails', async () => {
    const { user } = renderScreen(<ReportsScreen />, {
      handlers: [
        http.get('http://localhost/api/backup/download', () =>
          HttpResponse.json({ message: 'x' }, { status: 500 }),
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Download Backup' }));
    expect(await screen.findByText('Backup failed')).toBeInTheDocument();
    expect(
      screen.getByText('Failed to create database backup. Please try again.'),
    ).toBeInTheDocument();
    expect(downloads).toHaveLength(0);
  });

  it('says when an export fails', async () => {
    const { user } = renderScreen(<ReportsScreen />, {
      handlers: [
        http.get(
          'http://localhost/api/invoices/export',
          () => new HttpResponse('nope', { status: 500 }),
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Export CSV of Invoices' }));
    expect(await screen.findByText('Failed to export invoices')).toBeInTheDocument();
  });
});

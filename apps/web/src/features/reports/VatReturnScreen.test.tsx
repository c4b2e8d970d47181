import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMockDb } from '@crm/mocks';
import { addDays, VAT_PERIOD_ORDER_MESSAGE, vatQuarterOf } from '@crm/domain';
import { today } from '../../lib/today';
import { vatKeys } from '../../shared/cache';
import { captureDownloads } from '../../test/capture-downloads';
import { renderScreen } from '../../test/render-screen';
import { sampleVatReturnHandler, vatRegisteredDb } from '../../stories/vat-stories';
import { ReportsScreen } from './ReportsScreen';
import { periodLabel } from './vat-period';
import { VatReturnScreen } from './VatReturnScreen';

const downloads = captureDownloads();
const cells = (row: HTMLElement) =>
  Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent);

describe('VAT return', () => {
  it('shows the nine boxes of this quarter, box 5 to pay, and the sales and purchases', async () => {
    renderScreen(<VatReturnScreen />, {
      db: vatRegisteredDb(),
      handlers: [sampleVatReturnHandler('pay')],
    });
    const boxes = await screen.findByRole('table', { name: 'VAT return boxes' });
    const rows = within(boxes).getAllByRole('row').slice(1);
    expect(rows.map(cells)).toEqual([
      ['1', 'VAT due on sales and other outputs', '£400.00'],
      ['2', 'VAT due on acquisitions of goods from the EU (Northern Ireland only)', '£0.00'],
      ['3', 'Total VAT due (box 1 + box 2)', '£400.00'],
      ['4', 'VAT reclaimed on purchases and other inputs', '£250.00'],
      ['5', 'Net VAT: the difference between box 3 and box 4, as a positive number', '£150.00'],
      ['6', 'Total sales and outputs excluding VAT, whole pounds', '£2,120'],
      ['7', 'Total purchases and inputs excluding VAT, whole pounds', '£1,250'],
      ['8', 'Goods supplied to the EU (Northern Ireland only), whole pounds', '£0'],
      ['9', 'Goods acquired from the EU (Northern Ireland only), whole pounds', '£0'],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Box 5: £150.00 to pay to HMRC: box 3 is more than box 4.',
    );
    const quarter = vatQuarterOf(today());
    expect(screen.getByLabelText('From')).toHaveValue(quarter.from);
    expect(screen.getByLabelText('To')).toHaveValue(quarter.to);

    const sales = screen.getByRole('table', { name: 'Sales' });
    expect(within(sales).getAllByRole('row')).toHaveLength(3);
    const first = within(sales).getByRole('link', { name: 'INV-0101' });
    expect(first.getAttribute('href')).toMatch(/^\/invoices\//);
    const purchases = screen.getByRole('table', { name: 'Purchases' });
    expect(within(purchases).getByText('Dell: Laptop')).toBeInTheDocument();
  });

  it('opens on the business’s own quarter when HMRC staggers its quarters', async () => {
    const db = vatRegisteredDb();
    db.vat.stagger = 3;
    const { user } = renderScreen(<VatReturnScreen />, { db });
    await screen.findByRole('table', { name: 'VAT return boxes' });
    const quarter = vatQuarterOf(today(), 3);
    expect(screen.getByLabelText('From')).toHaveValue(quarter.from);
    expect(screen.getByLabelText('To')).toHaveValue(quarter.to);
    expect(screen.getByText(`Return for ${periodLabel(quarter)}`)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your VAT quarters end in May, August, November and February (Settings › VAT).',
      ),
    ).toBeInTheDocument();
    // The quarters offered are the business's: each ends in May, August, November or February.
    await user.click(screen.getByRole('button', { name: /Period/ }));
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toHaveLength(13);
    for (const label of offered.slice(0, 12))
      expect(label).toMatch(/to \d+ (May|Aug|Nov|Feb) \d{4}$/);
  });

  it('reads the return the mock API works out from its invoices and expenses', async () => {
    renderScreen(<VatReturnScreen />, { db: vatRegisteredDb() });
    const boxes = await screen.findByRole('table', { name: 'VAT return boxes' });
    expect(within(boxes).getAllByRole('row')).toHaveLength(10);
    expect(screen.getByText('Worked out under the Standard (accrual) scheme.')).toBeInTheDocument();
    expect(
      screen.getByText(/Disbursements \(costs recharged at cost\) count in no box/),
    ).toBeInTheDocument();
  });

  it('says when box 5 is to reclaim', async () => {
    renderScreen(<VatReturnScreen />, {
      db: vatRegisteredDb(),
      handlers: [sampleVatReturnHandler('reclaim')],
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Box 5: £850.00 to reclaim from HMRC: box 4 is more than box 3.',
    );
  });

  it('says so when nothing happened in the period', async () => {
    renderScreen(<VatReturnScreen />, {
      db: vatRegisteredDb(),
      handlers: [sampleVatReturnHandler('empty')],
    });
    expect(await screen.findByText('No sales or purchases in this period')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('refuses a period that ends before it starts, with the domain’s message at To', async () => {
    const { user } = renderScreen(<VatReturnScreen />, {
      db: vatRegisteredDb(),
      handlers: [sampleVatReturnHandler('pay')],
    });
    await screen.findByRole('table', { name: 'VAT return boxes' });
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2099-01-01');
    expect(await screen.findByText(VAT_PERIOD_ORDER_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('table', { name: 'VAT return boxes' })).toBeNull();
  });

  it("shows the server's period error at its field", async () => {
    renderScreen(<VatReturnScreen />, {
      db: vatRegisteredDb(),
      handlers: [
        http.get('http://localhost/api/reports/vat', () =>
          HttpResponse.json(
            {
              message: VAT_PERIOD_ORDER_MESSAGE,
              errors: [{ path: 'to', message: VAT_PERIOD_ORDER_MESSAGE }],
            },
            { status: 400 },
          ),
        ),
      ],
    });
    expect(await screen.findByText(VAT_PERIOD_ORDER_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
  });

  it('answers for a preset quarter and downloads that period as CSV and JSON', async () => {
    const asked: string[] = [];
    const { user } = renderScreen(<VatReturnScreen />, {
      db: vatRegisteredDb(),
      handlers: [
        http.get('http://localhost/api/reports/vat.csv', ({ request }) => {
          asked.push(request.url);
          return new HttpResponse('Section,Reference\n', {
            headers: { 'Content-Type': 'text/csv' },
          });
        }),
        http.get('http://localhost/api/reports/vat.json', ({ request }) => {
          asked.push(request.url);
          return HttpResponse.json({});
        }),
        sampleVatReturnHandler('pay'),
      ],
    });
    await screen.findByRole('table', { name: 'VAT return boxes' });
    await user.click(screen.getByRole('button', { name: /Period/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    // Twelve quarters (every stagger's), then custom dates.
    expect(options).toHaveLength(13);
    const previous = vatQuarterOf(addDays(vatQuarterOf(today()).from, -1));
    await user.click(screen.getByRole('option', { name: periodLabel(previous) }));
    await waitFor(() => expect(screen.getByLabelText('From')).toHaveValue(previous.from));
    expect(
      await screen.findByRole('heading', { name: `Return for ${periodLabel(previous)}` }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.filename).toBe(`vat-return-${previous.from}-to-${previous.to}.csv`);
    await user.click(screen.getByRole('button', { name: 'Download JSON' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(asked.map((url) => new URL(url).search)).toEqual([
      `?from=${previous.from}&to=${previous.to}`,
      `?from=${previous.from}&to=${previous.to}`,
    ]);
  });

  it('sends a business that is not VAT registered to Settings › VAT', async () => {
    renderScreen(<VatReturnScreen />, { db: createMockDb() });
    expect(
      await screen.findByText('You are not VAT registered: turn it on in Settings › VAT'),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Open Settings › VAT' });
    expect(link).toHaveAttribute('href', '/settings#vat');
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });
});

describe('Reports & Exports and VAT', () => {
  it('links to the VAT return only once VAT registered', async () => {
    const { unmount, queryClient } = renderScreen(<ReportsScreen />, { db: createMockDb() });
    // Once the settings have answered, the card is still absent.
    await waitFor(() =>
      expect(queryClient.getQueryState(vatKeys.settings)?.status).toBe('success'),
    );
    expect(screen.getByRole('link', { name: 'Open Aged Debtors' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open VAT Return' })).toBeNull();
    unmount();
    renderScreen(<ReportsScreen />, { db: vatRegisteredDb() });
    const link = await screen.findByRole('link', { name: 'Open VAT Return' });
    expect(link).toHaveAttribute('href', '/reports/vat');
  });
});

// The whole user journey of issue 5 on the real built app, API and embedded database, in
// Debian's Chromium. The steps share one browser page and build on each other.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { ADMIN, startApp } from './support/app';
import type { AppUnderTest } from './support/app';
import { dialog, fillDate, isoDaysFromToday, pickOption } from './support/forms';
import { captureScreen, SCREENSHOT_DIR } from './support/screenshots';
import { expectToast, openSession, signIn } from './support/session';
import type { Session } from './support/session';

const CLIENT = {
  name: 'Amelia Hart',
  business: 'Harbour Lights Studio',
  email: 'amelia@harbourlights.co.uk',
};
const DOMAIN_INPUT = 'https://www.Harbour-Lights.co.uk/about';
const DOMAIN = 'harbour-lights.co.uk';

let app: AppUnderTest;
let session: Session;
let page: Page;
let clientPath = '';
let invoicePath = '';
let quotePath = '';

async function go(label: string): Promise<void> {
  await page
    .getByRole('navigation', { name: /Main|More/ })
    .getByRole('link', { name: label, exact: true })
    .click();
}

async function heading(name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
}

/** A download started by `action`, whether in this tab or a new one. */
async function downloadFrom(action: () => Promise<void>): Promise<Download> {
  const here = page.waitForEvent('download');
  const popup = session.context.waitForEvent('page').then((tab) => tab.waitForEvent('download'));
  const [download] = await Promise.all([Promise.race([here, popup]), action()]);
  return download;
}

/**
 * The PDF a button opens, fetched signed in as the browser's viewer would (headless Chromium
 * downloads a PDF rather than showing it), saved under screenshots/ with a PNG of its first
 * page for a person to look at; answers the PDF's text.
 */
async function savePdfOpenedBy(button: string, pathPattern: RegExp, name: string) {
  await page.evaluate(() => {
    const open = window.open.bind(window);
    window.open = (url) => {
      document.body.dataset['opened'] = String(url);
      window.open = open;
      return null;
    };
  });
  await page.getByRole('button', { name: button }).click();
  const opened = await page.evaluate(() => document.body.dataset['opened'] ?? '');
  expect(opened).toMatch(pathPattern);
  const response = await session.context.request.get(new URL(opened, app.url).href);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const bytes = await response.body();
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const pdf = path.join(SCREENSHOT_DIR, `${name}.pdf`);
  writeFileSync(pdf, bytes);
  const png = path.join(SCREENSHOT_DIR, name);
  execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', pdf, png]);
  expect(statSync(`${png}.png`).size).toBeGreaterThan(10_000);
  return execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
}

async function downloadedText(download: Download): Promise<string> {
  const file = await download.path();
  return readFileSync(file, 'utf8');
}

describe('the user journey', () => {
  beforeAll(async () => {
    app = await startApp();
    session = await openSession(app.url);
    page = session.page;
  });

  afterAll(async () => {
    await session?.browser.close();
    await app?.stop();
  });

  it('sends a visitor to the sign-in page and signs in', async () => {
    await page.goto('/');
    await page.getByRole('heading', { name: 'Sign in', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await captureScreen(page, 'sign-in');
    await signIn(page, ADMIN.email, ADMIN.password);
    await heading('Dashboard');
    await page.getByRole('link', { name: ADMIN.email }).waitFor();
  });

  it('fills in the business profile the documents are sent under', async () => {
    await go('Settings');
    await heading('Settings');
    const profile = page.getByRole('form', { name: 'Business profile' });
    const field = (name: string) => profile.getByRole('textbox', { name, exact: true });
    await field('Trading name').fill('Zoë Hart Design');
    await field('Legal name').fill('Zoë Hart Design Ltd');
    await field('Address').fill('12 Quay Street\nBristol BS1 4DJ');
    await field('Email').fill('hello@zoehart.co.uk');
    await field('Bank account name').fill('Zoë Hart Design Ltd');
    await field('Sort code').fill('12-34-56');
    await field('Account number').fill('31926819');
    await field('Footer').fill('Registered in England and Wales, company 01234567.');
    await profile.getByRole('button', { name: 'Save business profile' }).click();
    await expectToast(page, 'Business profile saved');
  });

  it('adds a client', async () => {
    await go('Clients');
    await heading('Clients');
    await page.getByRole('button', { name: 'Add Client' }).click();
    const form = dialog(page, 'Add New Client');
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(CLIENT.name);
    await form.getByRole('textbox', { name: 'Business Name', exact: true }).fill(CLIENT.business);
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(CLIENT.email);
    await form.getByRole('button', { name: 'Create Client' }).click();
    await expectToast(page, 'Client created successfully');
    await page.getByRole('article', { name: CLIENT.business }).waitFor();
  });

  it('creates a quote for the client', async () => {
    await page.getByRole('button', { name: `Create Quote for ${CLIENT.business}` }).click();
    const form = dialog(page, `Create Quote for ${CLIENT.business}`);
    await form.getByRole('textbox', { name: 'Project Name', exact: true }).fill('Website redesign');
    await form
      .getByRole('textbox', { name: 'Line 1 description', exact: true })
      .fill('Five-page website');
    await form.getByRole('textbox', { name: 'Line 1 unit price', exact: true }).fill('1200');
    await form.getByRole('button', { name: /Add Line/i }).click();
    await form
      .getByRole('textbox', { name: 'Line 2 description', exact: true })
      .fill('Copywriting');
    await form.getByRole('textbox', { name: 'Line 2 quantity', exact: true }).fill('2');
    await form.getByRole('textbox', { name: 'Line 2 unit price', exact: true }).fill('150');
    await form.getByRole('textbox', { name: 'Line 2 unit price', exact: true }).blur();
    await expect.poll(() => form.getByLabel('Quote total').textContent()).toBe('£1,500.00');
    await form.getByRole('button', { name: 'Create Project' }).click();
    await expectToast(page, 'Quote created successfully');
  });

  it('creates an invoice with two lines', async () => {
    await page.getByRole('button', { name: `Create Invoice for ${CLIENT.business}` }).click();
    const form = dialog(page, `Create Invoice for ${CLIENT.business}`);
    await form.getByRole('textbox', { name: 'Line 1 description', exact: true }).fill('Design');
    await form.getByRole('textbox', { name: 'Line 1 quantity', exact: true }).fill('2');
    await form.getByRole('textbox', { name: 'Line 1 unit price', exact: true }).fill('400');
    await form.getByRole('button', { name: /Add Line/i }).click();
    await form
      .getByRole('textbox', { name: 'Line 2 description', exact: true })
      .fill('Hosting setup');
    await form.getByRole('textbox', { name: 'Line 2 quantity', exact: true }).fill('1');
    await form.getByRole('textbox', { name: 'Line 2 unit price', exact: true }).fill('250');
    await form.getByRole('textbox', { name: 'Line 2 unit price', exact: true }).blur();
    await expect.poll(() => form.getByLabel('Invoice total').textContent()).toBe('£1,050.00');
    await form.getByRole('button', { name: 'Create Invoice' }).click();
    await expectToast(page, 'Invoice created successfully');
  });

  it('records a part payment, and the row shows what is still due', async () => {
    await go('Invoices');
    await heading('Invoices');
    await page.getByRole('button', { name: 'Record payment: INV-0001' }).click();
    const form = dialog(page, 'Record Payment for INV-0001');
    const amount = form.getByRole('textbox', { name: /^Amount/ });
    await amount.fill('50');
    await form.getByRole('textbox', { name: 'Reference', exact: true }).fill('BACS 0001');
    await form.getByRole('button', { name: 'Record Payment' }).click();
    await expectToast(page, 'Payment recorded');
    const row = page.getByRole('row').filter({ hasText: 'INV-0001' });
    await row.getByText('£1,000.00 due').waitFor();
  });

  it('opens the invoice PDF, and its first page is saved as a PNG', async () => {
    const text = await savePdfOpenedBy(
      'Open PDF: INV-0001',
      /^\/api\/invoices\/[0-9a-f-]+\/pdf$/,
      'invoice-INV-0001',
    );
    expect(text).toContain('INV-0001');
    expect(text).toContain('Zoë Hart Design');
    expect(text).toContain('Sort code: 12-34-56');
    expect(text).toMatch(/Amount paid\s+£50\.00/);
    expect(text).toMatch(/Balance due\s+£1,000\.00/);
  });

  it('opens the invoice page from its number: the document and the payment', async () => {
    await page
      .getByRole('row')
      .filter({ hasText: 'INV-0001' })
      .getByRole('link', { name: 'INV-0001' })
      .click();
    await heading('Invoice INV-0001');
    invoicePath = new URL(page.url()).pathname;
    const document = page.getByRole('article', { name: 'Invoice INV-0001' });
    await document.getByText(CLIENT.business).waitFor();
    await document.getByText('Balance due').waitFor();
    await page.getByRole('list', { name: 'Payments received' }).getByText('£50.00').waitFor();
    await go('Invoices');
    await heading('Invoices');
  });

  it('emails the invoice from its page; without a mail server the outbox keeps it', async () => {
    await page.goto(invoicePath);
    await heading('Invoice INV-0001');
    await page.getByRole('button', { name: 'Email Invoice' }).click();
    const form = dialog(page, 'Email INV-0001');
    await form.getByText(`Leave empty to send to ${CLIENT.email}`).waitFor();
    await form.getByRole('button', { name: 'Send Email' }).click();
    await expectToast(page, 'Email saved in the outbox');
    await go('Outbox');
    await heading('Outbox');
    const row = page.getByRole('row').filter({ hasText: 'Invoice INV-0001 from Zoë Hart Design' });
    await row.getByText('Not sent', { exact: true }).waitFor();
    await row.getByText(CLIENT.email).waitFor();
  });

  it('marks the invoice paid after confirming', async () => {
    await go('Invoices');
    await heading('Invoices');
    await page.getByRole('button', { name: 'Mark as paid: INV-0001' }).click();
    const confirm = page.getByRole('alertdialog').filter({ hasText: 'Mark this invoice as paid?' });
    await confirm.getByRole('button').filter({ hasNotText: 'Cancel' }).click();
    const row = page.getByRole('row').filter({ hasText: 'INV-0001' });
    await row.getByText('Paid', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Revenue Report' }).click();
    const revenue = dialog(page, 'Total Revenue');
    await revenue.getByText('£1,050.00').waitFor();
    await revenue.getByRole('button', { name: 'Close' }).last().click();
  });

  it('opens the quote from Projects, saves its PDF, and converts it into an invoice of its lines', async () => {
    await go('Projects');
    await heading('Projects');
    await page.getByRole('link', { name: 'Website redesign', exact: true }).click();
    await heading('Website redesign');
    quotePath = new URL(page.url()).pathname;
    const quote = page.getByRole('article', { name: 'Quote Q-0001' });
    await quote.getByText('Copywriting').waitFor();
    await page.getByText('Not invoiced yet.').waitFor();

    const text = await savePdfOpenedBy(
      'Download PDF',
      /^\/api\/projects\/[0-9a-f-]+\/pdf$/,
      'quote-Q-0001',
    );
    expect(text).toContain('Q-0001');
    expect(text).toContain('Valid until');
    expect(text).toContain('Five-page website');
    expect(text).toMatch(/Total\s+£1,500\.00/);

    await page.getByRole('button', { name: 'Convert to Invoice' }).click();
    const confirm = page.getByRole('alertdialog').filter({ hasText: 'Create an unpaid invoice' });
    await confirm.getByRole('button', { name: 'Create Invoice' }).click();
    await expectToast(page, 'Invoice INV-0002 created');
    const made = page.getByRole('list', { name: 'Invoices made from this quote' });
    await made.getByRole('link', { name: 'INV-0002' }).click();
    await heading('Invoice INV-0002');
    const invoice = page.getByRole('article', { name: 'Invoice INV-0002' });
    await invoice.getByText('Five-page website').waitFor();
    await invoice.getByText('Copywriting').waitFor();
  });

  it('adds a domain expiring in 5 days and sees Renew Now on the dashboard', async () => {
    await go('Domains');
    await heading('Domains');
    await page.getByRole('button', { name: 'Add Domain' }).first().click();
    const form = dialog(page, 'Add New Domain');
    await form.getByRole('textbox', { name: 'Domain Name', exact: true }).fill(DOMAIN_INPUT);
    await pickOption(form, 'Client', 'Harbour', new RegExp(CLIENT.business));
    await fillDate(form, 'Expiry Date', isoDaysFromToday(5));
    await form.getByRole('textbox', { name: 'Registrar', exact: true }).fill('Namecheap');
    await form.getByRole('textbox', { name: 'Renewal Price (£)', exact: true }).fill('10.00');
    await form.getByRole('textbox', { name: 'Renewal Quote Price (£)', exact: true }).fill('25.00');
    await form.getByRole('button', { name: 'Add Domain' }).click();
    await expectToast(page, 'Domain created successfully');
    // Its margin: the £25.00 quoted less the £10.00 it costs.
    await page.getByRole('row').filter({ hasText: DOMAIN }).getByText('£15.00').waitFor();

    await go('Dashboard');
    const renewals = page.getByRole('region', { name: 'Upcoming Domain Renewals' });
    const row = renewals.getByRole('row').filter({ hasText: DOMAIN });
    await row.getByText('5 days').waitFor();
    await row.getByRole('button', { name: /^Renew Now/ }).waitFor();
  });

  it('uploads a document to the client and downloads it', async () => {
    await go('Clients');
    await page.getByRole('button', { name: `View Details of ${CLIENT.business}` }).click();
    await page.getByRole('heading', { level: 1, name: CLIENT.business }).waitFor();
    clientPath = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Upload Document' }).first().click();
    const form = dialog(page, 'Upload Document');
    const content = 'Statement of work for Harbour Lights Studio.\n';
    await form.locator('input[type="file"]').setInputFiles({
      name: 'statement-of-work.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(content),
    });
    await form.getByRole('button', { name: /^Upload/ }).click();
    await expectToast(page, 'Document uploaded successfully');

    await page.getByRole('tab', { name: /Documents/ }).click();
    const download = await downloadFrom(() =>
      page.getByRole('button', { name: 'Download statement-of-work.txt' }).click(),
    );
    expect(download.suggestedFilename()).toBe('statement-of-work.txt');
    expect(await downloadedText(download)).toBe(content);
  });

  it('uploads an expense receipt and sees the profit and loss change', async () => {
    await go('Expenses');
    await heading('Expenses');
    const overview = page.getByRole('region', { name: 'Profit & Loss Overview' });
    const totalExpenses = overview.getByRole('region', { name: 'Total Expenses' });
    await totalExpenses.getByText('£0.00').waitFor();

    await page.getByRole('button', { name: 'Add Expense' }).click();
    const form = dialog(page, 'Upload New Expense');
    await form.getByRole('textbox', { name: 'Provider', exact: true }).fill('Namecheap');
    await form.getByRole('textbox', { name: 'Amount (£)', exact: true }).fill('12.99');
    await form.locator('input[type="file"]').setInputFiles({
      name: 'receipt.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% receipt\n'),
    });
    await form
      .getByRole('button', { name: /Upload|Save/ })
      .last()
      .click();
    await expectToast(page, 'Expense uploaded successfully');
    await totalExpenses.getByText('£12.99').waitFor();
    await overview.getByText('£1,037.01').first().waitFor();
  });

  it('registers for VAT, invoices with VAT at the default rate, and finds it on the VAT return', async () => {
    await go('Settings');
    await heading('Settings');
    const vat = page.getByRole('form', { name: 'VAT settings' });
    // The switch's input is visually hidden under its track: a person clicks the label.
    await vat.getByText('VAT registered', { exact: true }).click();
    await expect
      .poll(() => vat.getByRole('switch', { name: 'VAT registered' }).isChecked())
      .toBe(true);
    await vat.getByRole('textbox', { name: 'VAT number', exact: true }).fill('GB123456789');
    await vat.getByRole('button', { name: 'Save VAT settings' }).click();
    await expectToast(page, 'Settings Updated');

    await go('Clients');
    await heading('Clients');
    await page.getByRole('button', { name: `Create Invoice for ${CLIENT.business}` }).click();
    const form = dialog(page, `Create Invoice for ${CLIENT.business}`);
    await form
      .getByRole('textbox', { name: 'Line 1 description', exact: true })
      .fill('Monthly website care');
    await form.getByRole('textbox', { name: 'Line 1 unit price', exact: true }).fill('500');
    await form.getByRole('textbox', { name: 'Line 1 unit price', exact: true }).blur();
    // 20% by default: £100 of VAT on £500.
    await expect.poll(() => form.getByLabel('VAT total').textContent()).toBe('£100.00');
    await form.getByRole('button', { name: 'Create Invoice' }).click();
    await expectToast(page, 'Invoice created successfully');

    await go('Reports');
    await heading('Reports & Exports');
    await page
      .getByRole('link', { name: /VAT Return/ })
      .first()
      .click();
    await heading('VAT Return');
    const boxes = page.getByRole('table', { name: 'VAT return boxes' });
    // Box 1: the VAT on this quarter's sales; the invoices before registration carried none.
    await expect.poll(() => boxes.getByRole('row').nth(1).textContent()).toContain('£100.00');
  });

  it('searches globally and jumps to a result', async () => {
    const search = page.getByRole('searchbox', { name: 'Search', exact: true });
    await search.fill('Harbour');
    await page
      .getByRole('option', { name: new RegExp(`^${CLIENT.business}`) })
      .first()
      .waitFor();
    await search.press('ArrowDown');
    await search.press('Enter');
    await page.getByRole('heading', { level: 1, name: CLIENT.business }).waitFor();
    expect(new URL(page.url()).pathname).toBe(clientPath);
    expect(await search.inputValue()).toBe('');
  });

  it('exports clients as CSV', async () => {
    await go('Reports');
    await heading('Reports & Exports');
    const download = await downloadFrom(() =>
      page.getByRole('button', { name: 'Export CSV of Clients' }).click(),
    );
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    expect(await downloadedText(download)).toContain(CLIENT.business);
  });

  it('imports a client from a spreadsheet, choosing the column that holds its name', async () => {
    await go('Reports');
    await page.getByRole('link', { name: 'Import Clients' }).click();
    await heading('Import Clients');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'firms.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Firm,Email\nLighthouse Keepers Ltd,keepers@example.test\n'),
    });
    await page.getByText('No column is mapped to Client name: choose one in the mapping').waitFor();
    await page.getByRole('button', { name: /Firm/ }).click();
    await page.getByRole('option', { name: 'Client name' }).click();
    await page.getByText(/^1 client ready to import/).waitFor();
    await page.getByRole('button', { name: 'Import clients' }).click();
    await page.getByText('Imported 1 client: 1 new, 0 updated, 0 skipped').waitFor();
    await page.getByRole('link', { name: 'Go to Clients' }).click();
    await heading('Clients');
    await page.getByText('Lighthouse Keepers Ltd').first().waitFor();
  });

  it('downloads a backup and restores it', async () => {
    await go('Settings');
    await heading('Settings');
    const management = page.getByRole('region', { name: 'Database Management' });
    const download = await downloadFrom(() =>
      management.getByRole('button', { name: 'Download Backup' }).click(),
    );
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    const backup = readFileSync(await download.path());
    expect(JSON.parse(backup.toString('utf8'))).toHaveProperty('format', 'agency-crm-backup');

    // A change after the backup, which the restore must undo.
    await go('Clients');
    await page.getByRole('button', { name: 'Add Client' }).click();
    const form = dialog(page, 'Add New Client');
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Temporary Client');
    await form.getByRole('button', { name: 'Create Client' }).click();
    await expectToast(page, 'Client created successfully');

    await go('Settings');
    await management.getByRole('button', { name: 'Restore Backup' }).click();
    const picker = dialog(page, 'Restore Backup');
    await picker.locator('input[type="file"]').setInputFiles({
      name: download.suggestedFilename(),
      mimeType: 'application/json',
      buffer: backup,
    });
    await picker.getByRole('button', { name: 'Restore', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Replace all data?' });
    await confirm.getByRole('button', { name: 'Replace All Data' }).click();
    // The page reloads itself 2 seconds after the toast.
    const reloaded = page.waitForEvent('load', { timeout: 60_000 });
    await expectToast(page, 'Restore completed');
    await reloaded;
    await heading('Settings');

    await go('Clients');
    await page.getByRole('article', { name: CLIENT.business }).waitFor();
    expect(await page.getByRole('article', { name: 'Temporary Client' }).count()).toBe(0);
  });

  it('toggles dark mode and keeps it after a reload', async () => {
    // The switch's input is visually hidden (RAC): use it as a keyboard user would.
    const toggle = page.getByRole('switch', { name: 'Dark Mode' }).first();
    await toggle.focus();
    await page.keyboard.press('Space');
    expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe('dark');
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe('dark');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    await toggle.focus();
    await page.keyboard.press('Space');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  it(
    'captures every screen in light and dark at 1280 and 390 px',
    { timeout: 600_000 },
    async () => {
      const screens: [name: string, path: string, title: string | RegExp][] = [
        ['dashboard', '/', 'Dashboard'],
        ['clients', '/clients', 'Clients'],
        ['client-detail', clientPath, CLIENT.business],
        ['client-detail-invoices', `${clientPath}?tab=invoices`, CLIENT.business],
        ['client-detail-domains', `${clientPath}?tab=domains`, CLIENT.business],
        ['client-detail-documents', `${clientPath}?tab=documents`, CLIENT.business],
        ['projects', '/projects', 'Projects'],
        ['domains', '/domains', 'Domains'],
        ['invoices', '/invoices', 'Invoices'],
        ['invoice-detail', invoicePath, 'Invoice INV-0001'],
        ['quote-detail', quotePath, 'Website redesign'],
        ['expenses', '/expenses', 'Expenses'],
        ['files', '/files', 'Files'],
        ['outbox', '/outbox', 'Outbox'],
        ['reports', '/reports', 'Reports & Exports'],
        ['aged-debtors', '/reports/aged-debtors', 'Aged Debtors'],
        ['renewals', '/reports/renewals', 'Renewals'],
        ['vat-return', '/reports/vat', 'VAT Return'],
        ['import-clients', '/reports/import/clients', 'Import Clients'],
        ['settings', '/settings', 'Settings'],
        ['not-found', '/no-such-page', '404 Page Not Found'],
      ];
      for (const [name, path, title] of screens) {
        await page.goto(path);
        const ready = async () => {
          await page.getByRole('heading', { level: 1, name: title }).first().waitFor();
          // Let the page's queries answer and skeletons give way.
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(300);
        };
        await ready();
        await captureScreen(page, name, ready);
      }
    },
  );

  it('raised no uncaught errors in the page', () => {
    expect(session.errors).toEqual([]);
  });
});

// Issue 8: the app on a database bigger than any page, in Chromium. Each list answers with its
// first page (rows, total and pager as the UI writes them), and no page, tab or picker fetches
// more than it shows. Time to first row is logged, never asserted: speed is measured by
// tools/bench.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { PAGE_SIZE, totalPages } from '@crm/domain';
import { ADMIN } from './support/app';
import { recordApiCalls } from './support/api-recorder';
import type { ApiCall, ApiRecorder } from './support/api-recorder';
import { overFetching, shownRows } from './support/fetch-bounds';
import type { ShownRows } from './support/fetch-bounds';
import { dialog } from './support/forms';
import { layoutShift, recordLayoutShift } from './support/layout-shift';
import { SEED_SIZE, startSeededApp } from './support/seeded-app';
import type { SeededApp } from './support/seeded-app';
import { openSession, signIn } from './support/session';
import type { Session } from './support/session';

// Counts tools/seed derives from --clients (see its --help).
const SEEDED = {
  clients: SEED_SIZE.clients,
  invoices: SEED_SIZE.invoices,
  projects: SEED_SIZE.clients,
  domains: SEED_SIZE.clients,
  expenses: Math.ceil(SEED_SIZE.clients / 2),
  files: Math.ceil(SEED_SIZE.clients / 2),
};

let app: SeededApp;
let session: Session;
let page: Page;
let api: ApiRecorder;
/** A client with at least one project, read off the Projects list: the pickers search for it. */
let clientWithProjects = { id: '', name: '' };

// Data rows only: skeleton rows while loading, and no empty-state row.
const gridRows = (name: string): Locator =>
  page
    .getByRole('grid', { name, exact: true })
    .locator('tbody:not([data-empty]) tr:not([data-skeleton])');
const clientCards = (): Locator =>
  page.getByRole('list', { name: 'Clients', exact: true }).locator(':scope > li');

/** Loads `path` afresh and logs how long its first row took to show. */
async function visit(path: string, firstRows: Locator): Promise<ApiCall[]> {
  await api.take();
  const started = performance.now();
  await page.goto(path, { waitUntil: 'commit' });
  await firstRows.first().waitFor();
  console.log(
    `[seeded] ${path}: first row visible after ${Math.round(performance.now() - started)} ms`,
  );
  await page.waitForLoadState('networkidle');
  return api.take();
}

function callsTo(calls: readonly ApiCall[], path: string): ApiCall[] {
  return calls.filter((call) => call.path === path && call.method === 'GET');
}

async function expectFirstPage(
  rows: Locator,
  title: string,
  total: number,
  pagerName: string,
): Promise<void> {
  await expect.poll(() => rows.count()).toBe(PAGE_SIZE);
  await page.getByRole('heading', { name: `${title} (${total})`, exact: true }).waitFor();
  const pager = page.getByRole('navigation', { name: pagerName });
  await pager.getByText(`Page 1 of ${totalPages(total)}`, { exact: true }).waitFor();
}

/** The options of the open listbox (a picker's or a select's). */
const options = (): Locator => page.getByRole('listbox').getByRole('option');

/**
 * Opens a client picker, then searches it: each time the request is a bounded search and the
 * list shows every match it was sent.
 */
async function searchClientPicker(scope: Locator, search: string): Promise<void> {
  await api.take();
  const input = scope.getByRole('combobox', { name: 'Client' });
  await input.click();
  await page
    .getByText(`Showing 20 of ${SEEDED.clients} clients: type to narrow the list`, { exact: true })
    .waitFor();
  await expect.poll(() => options().count()).toBeGreaterThanOrEqual(20);
  expect(
    overFetching(await api.take(), { '/api/clients': shownRows(await options().count(), 20) }),
  ).toEqual([]);

  const searched = page.waitForResponse(
    (response) => new URL(response.url()).searchParams.get('search') === search,
  );
  await input.fill(search);
  const answer = (await (await searched).json()) as { clients: { id: string }[] };
  await expect.poll(() => options().count()).toBe(answer.clients.length);
  await options().filter({ hasText: search }).first().waitFor();
  const calls = await api.take();
  expect(callsTo(calls, '/api/clients').map((call) => call.query.get('search'))).toContain(search);
  expect(overFetching(calls, { '/api/clients': shownRows(answer.clients.length, 20) })).toEqual([]);
}

/** Opens a select by its label; returns its options' names and closes it again. */
async function selectOptions(scope: Locator, label: string): Promise<string[]> {
  await scope.getByRole('button', { name: label }).click();
  await options().first().waitFor();
  const names = await options().allTextContents();
  await page.keyboard.press('Escape');
  return names;
}

/**
 * Picks the searched client, then opens the Project select: it must offer projects, all fetched
 * for that client only. Returns the calls and how many projects it offered.
 */
async function pickClientAndOpenProjects(
  scope: Locator,
): Promise<{ calls: ApiCall[]; projects: number }> {
  await options().filter({ hasText: clientWithProjects.name }).first().click();
  const trigger = scope.getByRole('button', { name: 'Project' });
  await expect.poll(() => trigger.isEnabled()).toBe(true);
  await page.waitForLoadState('networkidle');
  const projects = (await selectOptions(scope, 'Project')).filter(
    (name) => !['No project', 'All Projects'].includes(name),
  ).length;
  expect(projects).toBeGreaterThan(0);
  const calls = await api.take();
  expect(callsTo(calls, '/api/projects').map((call) => call.query.get('clientId'))).toContain(
    clientWithProjects.id,
  );
  return { calls, projects };
}

/** Opens a dialog; returns it with the calls its opening made. */
async function openDialog(
  button: string | RegExp,
  title: string | RegExp,
): Promise<{ form: Locator; calls: ApiCall[] }> {
  await api.take();
  await page
    .getByRole('button', { name: button, exact: typeof button === 'string' })
    .first()
    .click();
  const form = dialog(page, title);
  await form.waitFor();
  // Until the entrance animation ends the fields move: Playwright then retries a click with other
  // scroll positions, and scrolling a long dialog (the domain form) closes an open list.
  await page.locator('.ui-Modal[data-entering]').waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
  return { form, calls: await api.take() };
}

async function closeDialog(form: Locator): Promise<void> {
  // The first Escape may only close an open list.
  for (let attempt = 0; attempt < 3 && (await form.count()) > 0; attempt += 1) {
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached', timeout: 500 }).catch(() => undefined);
  }
  await form.waitFor({ state: 'detached' });
}

describe('the seeded app', () => {
  beforeAll(async () => {
    app = await startSeededApp();
    console.log(
      `[seeded] tools/seed: ${SEED_SIZE.clients} clients, ${SEED_SIZE.invoices} invoices in ${app.seedSeconds.toFixed(1)} s`,
    );
    session = await openSession(app.url);
    page = session.page;
    api = recordApiCalls(page);
    await page.goto('/login');
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.getByRole('heading', { level: 1, name: 'Dashboard', exact: true }).waitFor();
  }, 240_000); // seeding and a cold server start, on a busy machine

  afterAll(async () => {
    await session?.browser.close();
    await app?.stop();
  });

  it('shows the dashboard cards with only the rows they show', async () => {
    const unpaid = gridRows('Unpaid and overdue invoices');
    const renewals = gridRows('Upcoming domain renewals');
    const activity = page.getByRole('region', { name: 'Recent Activity' }).getByRole('listitem');
    const calls = await visit('/', unpaid);
    await expect.poll(() => unpaid.count()).toBe(10);
    await expect.poll(() => renewals.count()).toBe(10);
    await expect.poll(() => activity.count()).toBe(10);
    expect(
      overFetching(calls, {
        '/api/dashboard/unpaid-invoices': shownRows(await unpaid.count()),
        '/api/dashboard/upcoming-renewals': shownRows(await renewals.count()),
        '/api/activity': shownRows(await activity.count()),
      }),
    ).toEqual([]);
  });

  it('keeps the dashboard, the reports and the expenses still while their data arrives', async () => {
    await recordLayoutShift(page);
    for (const [path, loaded] of [
      ['/', gridRows('Upcoming domain renewals')],
      ['/reports', page.getByRole('button', { name: 'Download Backup' })],
      ['/expenses', gridRows('Expenses')],
    ] as const) {
      await visit(path, loaded);
      expect(await layoutShift(page), path).toBeLessThan(0.1);
    }
  });

  it('shows the first page of clients and fetches only that page', async () => {
    const calls = await visit('/clients', clientCards());
    await expectFirstPage(clientCards(), 'All Clients', SEEDED.clients, 'Clients pages');
    expect(overFetching(calls, { '/api/clients': shownRows(await clientCards().count()) })).toEqual(
      [],
    );
  });

  it('shows the first page of invoices and fetches only that page', async () => {
    const rows = gridRows('Invoices');
    const calls = await visit('/invoices', rows);
    await expectFirstPage(rows, 'All Invoices', SEEDED.invoices, 'Invoices pages');
    expect(overFetching(calls, { '/api/invoices': shownRows(await rows.count()) })).toEqual([]);
  });

  it('shows the first page of domains and fetches only that page', async () => {
    const rows = gridRows('Domains');
    const calls = await visit('/domains', rows);
    await expectFirstPage(rows, 'All Domains', SEEDED.domains, 'Domains pages');
    expect(overFetching(calls, { '/api/domains': shownRows(await rows.count()) })).toEqual([]);
  });

  it('shows the first page of projects and fetches only that page', async () => {
    const rows = gridRows('Projects');
    const calls = await visit('/projects', rows);
    await expectFirstPage(rows, 'All Projects', SEEDED.projects, 'Projects pages');
    expect(overFetching(calls, { '/api/projects': shownRows(await rows.count()) })).toEqual([]);
    const first = callsTo(calls, '/api/projects')[0]?.body as { projects: { clientId: string }[] };
    clientWithProjects = {
      id: first.projects[0]?.clientId ?? '',
      name: await rows.first().getByRole('gridcell').first().innerText(),
    };
    expect(clientWithProjects.id).not.toBe('');
  });

  it('shows the first page of expenses, and every provider it fetched in the Provider filter', async () => {
    const rows = gridRows('Expenses');
    const calls = await visit('/expenses', rows);
    await expectFirstPage(rows, 'All Expenses', SEEDED.expenses, 'Expenses pages');
    const providers = (await selectOptions(page.getByRole('main'), 'Provider')).filter(
      (name) => name !== 'All Providers',
    );
    expect(providers.length).toBeGreaterThan(0);
    expect(
      overFetching(calls, {
        '/api/expenses': shownRows(await rows.count()),
        '/api/expenses/providers': shownRows(providers.length),
      }),
    ).toEqual([]);
  });

  it('shows the first page of files without loading the client filter', async () => {
    const rows = gridRows('Files');
    const calls = await visit('/files', rows);
    await expectFirstPage(rows, 'All Files', SEEDED.files, 'Files pages');
    expect(overFetching(calls, { '/api/files': shownRows(await rows.count()) })).toEqual([]);
  });

  it("shows each of a client's tabs with every row it fetched", async () => {
    const tabs = [
      { tab: /^Projects/, grid: 'Client projects', path: '/api/projects' },
      { tab: /^Invoices/, grid: 'Client invoices', path: '/api/invoices' },
      { tab: /^Domains/, grid: 'Client domains', path: '/api/domains' },
      { tab: /^Tasks/, grid: 'Client tasks', path: '/api/tasks' },
      { tab: /^Documents/, grid: 'Client documents', path: '/api/files' },
    ];
    const calls = await visit(
      `/clients/${clientWithProjects.id}`,
      page.getByRole('tab', { name: /^Projects\D*\d/ }),
    );
    const shown: ShownRows = {};
    for (const { tab, grid, path } of tabs) {
      const label = page.getByRole('tab', { name: tab });
      const count = Number(/\d+/.exec(await label.innerText())?.[0]);
      await label.click();
      await expect.poll(() => gridRows(grid).count()).toBe(count);
      shown[path] = shownRows(count);
    }
    expect(overFetching([...calls, ...(await api.take())], shown)).toEqual([]);
  });

  it('searches clients 20 at a time in the invoice dialog and offers the chosen client\u2019s projects', async () => {
    await visit('/invoices', gridRows('Invoices'));
    const { form, calls } = await openDialog('Create Invoice', 'Create New Invoice');
    expect(overFetching(calls, {})).toEqual([]);
    await searchClientPicker(form, clientWithProjects.name);
    const picked = await pickClientAndOpenProjects(form);
    expect(overFetching(picked.calls, { '/api/projects': shownRows(picked.projects) })).toEqual([]);
    await closeDialog(form);
  });

  it('searches clients 20 at a time in the project and domain dialogs', async () => {
    await visit('/projects', gridRows('Projects'));
    const project = await openDialog('Add Project', 'Add New Project');
    expect(overFetching(project.calls, {})).toEqual([]);
    await searchClientPicker(project.form, clientWithProjects.name);
    await closeDialog(project.form);

    await visit('/domains', gridRows('Domains'));
    const domain = await openDialog('Add Domain', 'Add New Domain');
    expect(overFetching(domain.calls, {})).toEqual([]);
    await searchClientPicker(domain.form, clientWithProjects.name);
    await closeDialog(domain.form);
  });

  it('searches clients 20 at a time in the files filter and upload dialog', async () => {
    const rows = gridRows('Files');
    await visit('/files', rows);
    const filters = page.getByRole('main');
    await searchClientPicker(filters, clientWithProjects.name);
    const filtered = await pickClientAndOpenProjects(filters);
    // Choosing a client also reloads the list, filtered to that client: still one page at most.
    expect(
      overFetching(filtered.calls, {
        '/api/files': shownRows(await rows.count(), PAGE_SIZE),
        '/api/projects': shownRows(filtered.projects),
      }),
    ).toEqual([]);

    const upload = await openDialog('Upload File', 'Upload File');
    expect(overFetching(upload.calls, {})).toEqual([]);
    await searchClientPicker(upload.form, clientWithProjects.name);
    const picked = await pickClientAndOpenProjects(upload.form);
    expect(overFetching(picked.calls, { '/api/projects': shownRows(picked.projects) })).toEqual([]);
    await closeDialog(upload.form);
  });

  it('opens a quote for a client without searching clients', async () => {
    await visit('/clients', clientCards());
    const quote = await openDialog(/^Create Quote for /, /^Create Quote for /);
    expect(overFetching(quote.calls, {})).toEqual([]);
    await closeDialog(quote.form);
  });

  it("offers the client's projects in the task dialog without searching clients", async () => {
    await visit(
      `/clients/${clientWithProjects.id}?tab=tasks`,
      page.getByRole('button', { name: 'New Task' }),
    );
    const { form, calls } = await openDialog('New Task', 'Add New Task');
    const names = (await selectOptions(form, 'Project')).filter((name) => name !== 'No project');
    expect(names.length).toBeGreaterThan(0);
    expect(
      overFetching([...calls, ...(await api.take())], { '/api/projects': shownRows(names.length) }),
    ).toEqual([]);
    await closeDialog(form);
  });
});

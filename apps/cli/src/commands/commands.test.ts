import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ApiClient } from '@crm/api-client';
import { backupChecksum, BackupDocumentSchema } from '@crm/api-contract';
import { todayInLondon } from '@crm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTestHome, runCrm, TEST_HOME } from '../test/run-crm';
import { seed } from '../test/seed';
import { signInWithCli } from '../test/sign-in';
import { freePort, startTestApi, type TestApi } from '../test/test-api';

let server: TestApi;
let api: ApiClient;
let env: Record<string, string>;
const today = todayInLondon(new Date());

beforeAll(async () => {
  server = await startTestApi();
  const token = await signInWithCli(server);
  api = server.client(token);
  env = { CRM_URL: server.url, CRM_TOKEN: token };
  await seed(api, today);
});

afterAll(async () => {
  await server?.stop();
  removeTestHome();
});

const crm = (args: string[], extra: Record<string, string> = {}) =>
  runCrm(args, { env: { ...env, ...extra } });

async function apiBytes(path: string): Promise<Buffer> {
  const response = await fetch(`${server.url}${path}`, {
    headers: { Authorization: `Bearer ${env['CRM_TOKEN']}` },
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

async function clientNames(): Promise<string[]> {
  const { clients } = await api.clients.list({ query: { limit: 1000 } });
  return clients.map((c) => c.name).sort();
}

describe('crm export', () => {
  it('streams each CSV byte for byte as the API serves it, to stdout and to a file', async () => {
    const dir = await mkdtemp(join(TEST_HOME, 'export-'));
    const [expectedInvoices, expectedClients, toStdout, toFile] = await Promise.all([
      apiBytes('/api/invoices/export'),
      apiBytes('/api/clients/export'),
      crm(['export', 'invoices', '-o', '-']),
      crm(['export', 'clients', '-o', join(dir, 'clients.csv')]),
    ]);
    expect(toStdout.code).toBe(0);
    expect(toStdout.stdoutBytes.equals(expectedInvoices)).toBe(true);
    expect(toStdout.stdout).toContain('INV-0001');
    expect(toStdout.stdout.split('\n')[0]).toContain(',Amount,Net,VAT,Disbursements,Amount Paid,');
    expect(toFile.code).toBe(0);
    expect(toFile.stdout.trim()).toBe(join(dir, 'clients.csv'));
    expect((await readFile(join(dir, 'clients.csv'))).equals(expectedClients)).toBe(true);
    expect((await readdir(dir)).filter((name) => name.endsWith('.part'))).toEqual([]);
  });

  it('refuses an unknown export with bad usage (64)', async () => {
    const result = await crm(['export', 'passwords']);
    expect(result.code).toBe(64);
    expect(result.stderr).toContain(
      'Allowed choices are clients, domains, projects, invoices, expenses',
    );
  });
});

describe('crm invoices pdf', () => {
  it("writes the invoice's PDF under its number, to a folder or to stdout", async () => {
    const dir = await mkdtemp(join(TEST_HOME, 'pdf-'));
    const [toDir, toStdout] = await Promise.all([
      crm(['invoices', 'pdf', 'inv-0001', '-o', `${dir}/`]),
      crm(['invoices', 'pdf', 'INV-0001', '-o', '-']),
    ]);
    expect(toDir.code, toDir.stderr).toBe(0);
    expect(toDir.stdout.trim()).toBe(join(dir, 'INV-0001.pdf'));
    const written = await readFile(join(dir, 'INV-0001.pdf'));
    expect(written.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Fonts embedded make even a one-page invoice a few kilobytes.
    expect(written.length).toBeGreaterThan(2000);
    expect(toStdout.code).toBe(0);
    expect(toStdout.stdoutBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('names an invoice number that does not exist, with a data error (65)', async () => {
    const result = await crm(['invoices', 'pdf', 'INV-9999']);
    expect(result.code).toBe(65);
    expect(result.stderr).toContain('No invoice numbered INV-9999');
  });
});

describe('crm renewals', () => {
  it('lists domain, email and hosting renewals within 30 days, soonest first, expired ones included', async () => {
    const result = await crm(['renewals']);
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n').filter((line) => /\d{4}\s+│/.test(line));
    expect(
      lines.map((line) =>
        line
          .split('│')
          .map((cell) => cell.trim())
          .slice(2, 6),
      ),
    ).toEqual([
      ['Email', 'acme.co.uk', 'Acme Ltd', 'Expired 3 days ago'],
      ['Domain', 'bob-jones.com', 'Bob Jones', '2 days'],
      ['Domain', 'acme.co.uk', 'Acme Ltd', '10 days'],
    ]);
    expect(result.stdout).toContain('£60.00');
    expect(result.stdout).toContain('Google Workspace');
  });

  it('widens with --within and filters with --kind; --json parses back', async () => {
    const wide = await crm(['renewals', '--within', '60', '--json']);
    expect(wide.code).toBe(0);
    const rows = JSON.parse(wide.stdout) as {
      kind: string;
      domainName: string;
      daysLeft: number;
      price: string | null;
    }[];
    expect(rows.map((r) => `${r.kind}:${r.domainName}:${r.daysLeft}`)).toEqual([
      'email:acme.co.uk:-3',
      'domain:bob-jones.com:2',
      'domain:acme.co.uk:10',
      'hosting:acme.co.uk:45',
    ]);
    expect(rows[3]?.price).toBe('120.00');

    const email = await crm(['renewals', '--kind', 'email', '--json']);
    expect(JSON.parse(email.stdout)).toHaveLength(1);
    const bad = await crm(['renewals', '--kind', 'ftp']);
    expect(bad.code).toBe(64);
  });
});

describe('lists', () => {
  it('crm invoices unpaid lists every invoice not paid, earliest due first', async () => {
    const table = await crm(['invoices', 'unpaid']);
    expect(table.code).toBe(0);
    expect(table.stdout.indexOf('INV-0001')).toBeLessThan(table.stdout.indexOf('INV-0002'));
    expect(table.stdout).toContain('Overdue');
    expect(table.stdout).not.toContain('INV-0003');
    expect(table.stderr).toContain('2 unpaid invoices, £1,099.99 in total');
    const json = JSON.parse((await crm(['invoices', 'unpaid', '--json'])).stdout) as {
      invoiceNumber: string;
      displayStatus: string;
    }[];
    expect(json.map((i) => [i.invoiceNumber, i.displayStatus])).toEqual([
      ['INV-0001', 'overdue'],
      ['INV-0002', 'unpaid'],
    ]);
  });

  it('crm invoices aged splits what each client owes by days past due', async () => {
    const table = await crm(['invoices', 'aged']);
    expect(table.code).toBe(0);
    expect(table.stdout).toContain('Over 90 days');
    expect(table.stdout).toMatch(/Total.*£1,099\.99/);
    const json = JSON.parse((await crm(['invoices', 'aged', '--json'])).stdout) as {
      totals: { total: string };
      clients: { invoices: number }[];
    };
    expect(json.totals.total).toBe('1099.99');
    expect(json.clients.reduce((n, c) => n + c.invoices, 0)).toBe(2);
    const bad = await crm(['invoices', 'aged', '--as-of', '31/12/2026']);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain('Please enter a valid date');
  });

  it('crm clients list searches, and crm search finds across types', async () => {
    const [list, search, short] = await Promise.all([
      crm(['clients', 'list', '--search', 'acme', '--json']),
      crm(['search', 'acme']),
      crm(['search', 'ac']),
    ]);
    expect(
      (JSON.parse(list.stdout) as { clients: { businessName: string }[] }).clients.map(
        (c) => c.businessName,
      ),
    ).toEqual(['Acme Ltd']);
    expect(search.code).toBe(0);
    expect(search.stdout).toContain('Acme Ltd');
    expect(search.stdout).toContain('acme.co.uk');
    expect(short.code).toBe(64);
    expect(short.stderr).toContain('Type at least 3 characters to search');
  });
});

describe('crm backup and crm restore', () => {
  let dir: string;
  let backupPath: string;

  it('writes a verified, timestamped backup and keeps only the newest N', async () => {
    dir = await mkdtemp(join(TEST_HOME, 'backups-'));
    await writeFile(join(dir, 'crm-backup-2000-01-01-000000.json'), '{}');
    const result = await crm(['backup', '-o', dir, '--keep', '1']);
    expect(result.stderr).toContain('Deleted old backup');
    expect(result.code).toBe(0);
    backupPath = result.stdout.trim();
    expect(backupPath).toMatch(/crm-backup-\d{4}-\d{2}-\d{2}-\d{6}(-\d+)?\.json$/);
    expect(await readdir(dir)).toEqual([backupPath.slice(dir.length + 1)]);
    const document = BackupDocumentSchema.parse(JSON.parse(await readFile(backupPath, 'utf8')));
    expect(backupChecksum(document, () => createHash('sha256'))).toBe(document.checksum);
  });

  it('refuses a corrupt backup with 65 and sends nothing', async () => {
    await api.clients.create({ body: { name: 'Added After Backup' } });
    const before = await clientNames();
    const corrupt = join(dir, 'corrupt.json');
    const text = await readFile(backupPath, 'utf8');
    await writeFile(corrupt, text.replace('Bob Jones', 'Rob Jones'));
    const notJson = join(dir, 'truncated.json');
    await writeFile(notJson, text.slice(0, 200));
    const wrongFormat = join(dir, 'other.json');
    await writeFile(wrongFormat, JSON.stringify({ ...JSON.parse(text), format: 'something-else' }));

    const results = await Promise.all(
      [corrupt, notJson, wrongFormat].map((file) => crm(['restore', file, '--yes'])),
    );
    expect(results.map((r) => r.code)).toEqual([65, 65, 65]);
    expect(results[0]?.stderr).toContain('checksum does not match');
    expect(results[1]?.stderr).toContain('is not valid JSON');
    expect(results[2]?.stderr).toContain('This is not an agency CRM backup');
    expect(await clientNames()).toEqual(before);
  });

  it('asks for confirmation: without a terminal and without --yes it refuses with 64', async () => {
    const before = await clientNames();
    const result = await crm(['restore', backupPath]);
    expect(result.code).toBe(64);
    expect(result.stderr).toContain('All current data will be permanently replaced');
    expect(await clientNames()).toEqual(before);
  });

  it('restores a backup: data returns to what it held', async () => {
    const result = await crm(['restore', backupPath, '--yes', '--json']);
    expect(result.stderr).toContain('Restore completed');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ counts: { clients: 2 } });
    expect(await clientNames()).toEqual(['Bob Jones', 'Jane Smith']);
  });
});

describe('exit codes', () => {
  it('77 for a wrong token, 69 for an unreachable server, 78 for a bad URL, 64 for bad usage', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const [wrongToken, unreachable, badUrl, unknownCommand, badNumber] = await Promise.all([
      crm(['clients', 'list'], { CRM_TOKEN: 'not-a-real-token' }),
      crm(['renewals'], { CRM_URL: closed }),
      crm(['renewals'], { CRM_URL: 'not a url' }),
      crm(['frobnicate']),
      crm(['clients', 'list', '--page', 'two']),
    ]);
    expect(wrongToken.code).toBe(77);
    expect(wrongToken.stderr).toContain('Not signed in');
    expect(unreachable.code).toBe(69);
    expect(unreachable.stderr).toContain(`Cannot reach the server at ${closed} (ECONNREFUSED)`);
    expect(badUrl.code).toBe(78);
    expect(unknownCommand.code).toBe(64);
    expect(badNumber.code).toBe(64);
  });
});

// Last: it pays INV-0002, which the unpaid listing above counts.
describe('crm invoices pay', () => {
  it('records part payments until the invoice is paid in full', async () => {
    const part = await crm([
      'invoices',
      'pay',
      'INV-0002',
      '--amount',
      '50',
      '--reference',
      'BACS',
    ]);
    expect(part.code, part.stderr).toBe(0);
    expect(part.stdout).toContain('INV-0002: £50.00 paid, £49.99 due');
    const rest = await crm([
      'invoices',
      'pay',
      'INV-0002',
      '--amount',
      '49.99',
      '--method',
      'card',
    ]);
    expect(rest.stdout).toContain('INV-0002 is paid in full (£99.99)');
  });

  it('refuses a payment the server refuses, with a data error (65) naming the field', async () => {
    const result = await crm(['invoices', 'pay', 'INV-0003', '--amount', '1']);
    expect(result.code).toBe(65);
    expect(result.stderr).toContain('amount: This invoice is already paid in full');
  });
});

describe('crm invoices send and crm outbox', () => {
  it('emails an invoice to its client and lists it; without a mail server it is kept as not sent', async () => {
    const noSender = await crm(['invoices', 'send', 'INV-0001']);
    expect(noSender.code).toBe(65);
    expect(noSender.stderr).toContain('Business profile');

    await api.settings.updateBusiness({
      body: { tradingName: 'Zoë Design', email: 'hello@zoe.example' },
    });
    const sent = await crm(['invoices', 'send', 'INV-0001', '--cc', 'books@zoe.example']);
    expect(sent.code, sent.stderr).toBe(0);
    expect(sent.stdout).toContain(
      'INV-0001 to jane@acme.test: Not sent: no mail server configured',
    );

    const listed = await crm(['outbox', '--status', 'not_sent']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toContain('Invoice INV-0001 from Zoë Design');
    const failed = await crm(['outbox', '--status', 'failed']);
    expect(failed.stderr).toContain('No failed messages');

    const badAddress = await crm(['invoices', 'send', 'INV-0001', '--to', 'nope']);
    expect(badAddress.code).toBe(65);
    expect(badAddress.stderr).toContain('to: Please enter a valid email address: nope');
  });
});

describe('crm reminders plan', () => {
  it('lists the reminders to come for unpaid invoices, soonest first, within --days', async () => {
    const month = await crm(['reminders', 'plan']);
    expect(month.code, month.stderr).toBe(0);
    // INV-0001 was due 10 days ago: its 7-days-overdue reminder is due now, and the 14- and
    // 30-day ones fall in the next 30 days. INV-0003 was paid when it was made.
    expect(month.stdout).toContain('Reminder: invoice INV-0001');
    expect(month.stdout).toContain('jane@acme.test');
    expect(month.stdout).not.toContain('INV-0003');

    const week = await crm(['reminders', 'plan', '--days', '7', '--json']);
    expect(week.code, week.stderr).toBe(0);
    const planned = JSON.parse(week.stdout) as { subject: string; plannedFor: string }[];
    expect(planned.length).toBeGreaterThan(0);
    expect(planned.every((m) => m.subject.includes('INV-0001'))).toBe(true);
    const times = planned.map((m) => m.plannedFor);
    expect(times).toEqual([...times].sort());

    const bad = await crm(['reminders', 'plan', '--days', '0']);
    expect(bad.code).toBe(64);
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, createScratchDatabase, migrateLatest, type ScratchDatabase } from '@crm/db';
import { addDays, INTERRUPTED_SEND_MESSAGE, todayInLondon } from '@crm/domain';
import { newSecretKeyHex } from '@crm/secrets';
import pino from 'pino';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailTransport } from '../mail/mail-transport';
import { deliverDue } from '../modules/outbox/outbox-delivery';
import { STALE_SENDING_MS } from '../modules/outbox/outbox.repository';
import { startTestSmtpServer, type TestSmtpServer } from '../test/test-smtp-server';
import { startApiProcess, type ApiProcess } from './api-process';
import { DEFAULT_POSTGRES_URL, postgresTestProblem, shownUrl } from './postgres-server';

// Issue 15: with several API processes on one PostgreSQL, each reminder goes exactly once, and
// a process killed in the middle of a run leaves nothing sent twice and nothing lost. Issue 16:
// the same for the invoices recurring schedules make, and for renewal invoices.

const SERVER_URL = process.env['DATABASE_URL'] ?? DEFAULT_POSTGRES_URL;
const problem = await postgresTestProblem(SERVER_URL);
const FROM = 'accounts@agency.example';

type Db = ReturnType<typeof createDb>;

/** `count` unpaid invoices due today, each for its own client with an address. */
async function invoicesDueToday(db: Db, count: number): Promise<void> {
  const today = todayInLondon(new Date());
  for (let n = 1; n <= count; n += 1) {
    const [client] = await db
      .knex('clients')
      .insert({ name: `Client ${n}`, email: `client${n}@example.test` }, ['id']);
    const [invoice] = await db.knex('invoices').insert(
      {
        invoice_number: `INV-${String(n).padStart(4, '0')}`,
        client_id: client.id,
        invoice_date: today,
        due_date: today,
        amount: '120.00',
      },
      ['id'],
    );
    await db.knex('invoice_line_items').insert({
      invoice_id: invoice.id,
      position: 0,
      description: 'Hosting',
      quantity: 1,
      unit_price: '120.00',
      total: '120.00',
    });
  }
}

/**
 * `count` weekly schedules, each for its own client with an address, started four weeks ago
 * and emailing their invoices: five periods each are due today, the newest of them is emailed.
 */
async function weeklySchedules(db: Db, count: number): Promise<void> {
  const start = addDays(todayInLondon(new Date()), -28);
  for (let n = 1; n <= count; n += 1) {
    const [client] = await db
      .knex('clients')
      .insert({ name: `Client ${n}`, email: `client${n}@example.test` }, ['id']);
    // Due 60 days after each period: no reminder joins the invoices' emails in these tests.
    const [schedule] = await db.knex('recurring_invoices').insert(
      {
        client_id: client.id,
        frequency: 'weekly',
        start_date: start,
        auto_send: true,
        payment_terms_days: 60,
      },
      ['id'],
    );
    await db.knex('recurring_invoice_lines').insert({
      recurring_invoice_id: schedule.id,
      position: 0,
      description: 'Support',
      quantity: 1,
      unit_price: '90.00',
      total: '90.00',
    });
  }
}

/**
 * `count` domains, each for its own client with an address, renewing in ten days and
 * invoicing their renewals at £25 (emailed when `autoSend`): one invoice each is due today.
 */
async function domainsRenewingSoon(db: Db, count: number, autoSend: boolean): Promise<void> {
  const renews = addDays(todayInLondon(new Date()), 10);
  for (let n = 1; n <= count; n += 1) {
    const [client] = await db
      .knex('clients')
      .insert({ name: `Client ${n}`, email: `client${n}@example.test` }, ['id']);
    await db.knex('domains').insert({
      domain_name: `site${n}.example`,
      client_id: client.id,
      expiry_date: renews,
      renewal_quote_price: '25.00',
      renewal_invoicing: true,
      renewal_invoice_auto_send: autoSend,
    });
  }
}

const invoiceCount = async (db: Db) => Number((await db.knex('invoices').count('* as n'))[0]?.n);

/** How many times each invoice's reminder reached the mail server. */
function receivedPerInvoice(smtp: TestSmtpServer): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { mail } of smtp.received) {
    const number = /INV-\d{4}/.exec(mail.subject ?? '')?.[0] ?? '?';
    counts.set(number, (counts.get(number) ?? 0) + 1);
  }
  return counts;
}

if (problem !== null) {
  describe('reminders from several API processes', () => {
    it.skip(`needs PostgreSQL at ${shownUrl(SERVER_URL)} (set DATABASE_URL); ${problem}`, () =>
      undefined);
  });
} else {
  describe('reminders from several API processes on one PostgreSQL', () => {
    let database: ScratchDatabase;
    let db: Db;
    let smtp: TestSmtpServer;
    const processes: ApiProcess[] = [];
    const dirs: string[] = [];

    const start = async () => {
      const dir = await mkdtemp(join(tmpdir(), 'crm-reminders-'));
      dirs.push(dir);
      const api = await startApiProcess({
        DATABASE_URL: database.url,
        CRM_DATA_DIR: dir,
        CRM_SECRET_KEY: newSecretKeyHex(),
        CRM_ADMIN_EMAIL: 'owner@agency.example',
        CRM_ADMIN_PASSWORD: 'reminder test password 1',
        CRM_SMTP_URL: smtp.url,
        CRM_MAIL_FROM: FROM,
        // Any hour is a sending hour (no quiet hours), and a pass every second.
        CRM_SEND_HOUR: '0',
        CRM_QUIET_HOUR: '24',
        CRM_SCHEDULER_INTERVAL_SECONDS: '1',
      });
      processes.push(api);
      return api;
    };

    beforeEach(async () => {
      smtp = await startTestSmtpServer();
      database = await createScratchDatabase(SERVER_URL, 'crm_reminders_test');
      db = createDb({ databaseUrl: database.url });
      await migrateLatest(db.knex);
    });

    afterEach(async () => {
      await Promise.all(processes.splice(0).map((api) => api.stop()));
      await db?.close();
      await database?.drop();
      await smtp?.close();
      await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
    });

    afterAll(async () => {
      await Promise.all(processes.map((api) => api.kill()));
    });

    it('two processes send each reminder exactly once', async () => {
      await invoicesDueToday(db, 24);
      await Promise.all([start(), start()]);
      await expect.poll(() => smtp.received.length, { timeout: 90_000, interval: 250 }).toBe(24);
      // Several more passes of both processes: nothing further goes.
      await new Promise((wake) => setTimeout(wake, 3000));
      expect(smtp.received).toHaveLength(24);
      expect([...receivedPerInvoice(smtp).values()].every((count) => count === 1)).toBe(true);
      const rows = await db.knex('outbox_messages').select('status');
      expect(rows).toHaveLength(24);
      expect(rows.every((row) => row.status === 'sent')).toBe(true);
    }, 180_000);

    it('two processes make each recurring period’s invoice once, and email the newest once', async () => {
      await weeklySchedules(db, 8);
      await Promise.all([start(), start()]);
      await expect
        .poll(async () => (await db.knex('invoices').count('* as n'))[0]?.n, {
          timeout: 90_000,
          interval: 250,
        })
        .toSatisfy((made) => Number(made) === 40);
      await expect.poll(() => smtp.received.length, { timeout: 90_000, interval: 250 }).toBe(8);
      await new Promise((wake) => setTimeout(wake, 3000));
      const periods = await db.knex('recurring_invoice_periods').whereNotNull('invoice_id');
      expect(periods).toHaveLength(40);
      expect(Number((await db.knex('invoices').count('* as n'))[0]?.n)).toBe(40);
      expect(smtp.received).toHaveLength(8);
      expect(new Set(smtp.received.map(({ envelopeTo }) => envelopeTo.join()))).toHaveProperty(
        'size',
        8,
      );
    }, 180_000);

    it('a process killed while making recurring invoices, then restarted, makes each once', async () => {
      await weeklySchedules(db, 30);
      const first = await start();
      await expect
        .poll(async () => Number((await db.knex('invoices').count('* as n'))[0]?.n), {
          timeout: 90_000,
          interval: 10,
        })
        .toBeGreaterThanOrEqual(5);
      await first.kill();
      await start();
      await expect
        .poll(async () => Number((await db.knex('invoices').count('* as n'))[0]?.n), {
          timeout: 90_000,
          interval: 250,
        })
        .toBe(150);
      await new Promise((wake) => setTimeout(wake, 2000));
      // A period claimed by the killed process's open transaction went with it, and was made
      // again once: every period has exactly one invoice, and every invoice one period.
      const periods = await db.knex('recurring_invoice_periods').select('invoice_id');
      expect(periods).toHaveLength(150);
      expect(new Set(periods.map((row) => row.invoice_id)).size).toBe(150);
      expect(Number((await db.knex('invoices').count('* as n'))[0]?.n)).toBe(150);
    }, 240_000);

    it('two processes invoice each renewal once, and email each invoice once', async () => {
      await domainsRenewingSoon(db, 8, true);
      await Promise.all([start(), start()]);
      await expect.poll(() => invoiceCount(db), { timeout: 90_000, interval: 250 }).toBe(8);
      await expect.poll(() => smtp.received.length, { timeout: 90_000, interval: 250 }).toBe(8);
      await new Promise((wake) => setTimeout(wake, 3000));
      const items = await db.knex('renewal_invoice_items').whereNotNull('invoice_id');
      expect(items).toHaveLength(8);
      expect(await invoiceCount(db)).toBe(8);
      expect(smtp.received).toHaveLength(8);
      expect(new Set(smtp.received.map(({ envelopeTo }) => envelopeTo.join()))).toHaveProperty(
        'size',
        8,
      );
    }, 180_000);

    it('a process killed while making renewal invoices, then restarted, makes each once', async () => {
      await domainsRenewingSoon(db, 60, false);
      const first = await start();
      await expect
        .poll(() => invoiceCount(db), { timeout: 90_000, interval: 10 })
        .toBeGreaterThanOrEqual(3);
      await first.kill();
      await start();
      await expect.poll(() => invoiceCount(db), { timeout: 90_000, interval: 250 }).toBe(60);
      await new Promise((wake) => setTimeout(wake, 2000));
      // A renewal claimed by the killed process's open transaction went with it, and was
      // invoiced again once: every renewal has exactly one invoice, and every invoice one renewal.
      const items = await db.knex('renewal_invoice_items').select('invoice_id');
      expect(items).toHaveLength(60);
      expect(new Set(items.map((row) => row.invoice_id)).size).toBe(60);
      expect(await invoiceCount(db)).toBe(60);
    }, 240_000);

    it('a process killed mid-run, then restarted, sends nothing twice and loses nothing', async () => {
      await invoicesDueToday(db, 20);
      smtp.delayMs = 150;
      const first = await start();
      await expect
        .poll(() => smtp.received.length, { timeout: 90_000, interval: 20 })
        .toBeGreaterThanOrEqual(4);
      await first.kill();
      const before = smtp.received.length;
      expect(before).toBeLessThan(20);

      await start();
      // Every reminder is made once; all but at most the one in flight at the kill are sent.
      await expect
        .poll(
          async () =>
            (await db.knex('outbox_messages').where({ status: 'sent' }).count('* as n'))[0]?.n,
          { timeout: 90_000, interval: 250 },
        )
        .toSatisfy((sent) => Number(sent) >= 19);
      await new Promise((wake) => setTimeout(wake, 2000));
      const rows = await db.knex('outbox_messages').select('status', 'subject');
      expect(rows).toHaveLength(20);
      const counts = receivedPerInvoice(smtp);
      expect([...counts.values()].every((count) => count === 1)).toBe(true);
      const inDoubt = rows.filter((row) => row.status !== 'sent');
      expect(inDoubt.length).toBeLessThanOrEqual(1);
      // The one in doubt: taken for sending when the process died. Once a send could no longer
      // be running it shows as failed, with why, and is not sent again by itself.
      if (inDoubt.length === 1) {
        expect(inDoubt[0]?.status).toBe('sending');
        const transport = createMailTransport({ smtpUrl: smtp.url, from: null });
        const later = new Date(Date.now() + STALE_SENDING_MS + 60_000);
        await deliverDue(db.knex, transport!, { now: () => later, log: pino({ level: 'silent' }) });
        transport?.close();
        const [failed] = await db.knex('outbox_messages').whereNot({ status: 'sent' });
        expect(failed).toMatchObject({ status: 'failed', last_error: INTERRUPTED_SEND_MESSAGE });
        expect([...receivedPerInvoice(smtp).values()].every((count) => count === 1)).toBe(true);
      }
      // Every invoice's reminder reached the server once, or is the one shown failed.
      expect(counts.size + inDoubt.length).toBeGreaterThanOrEqual(20);
    }, 240_000);
  });
}

import type { NotificationPreferences } from '@crm/domain';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createClient, createDomain, createInvoice } from '../../test/factories';
import { useMailTestServer } from '../../test/use-mail-test-server';
import { fixedMailSource } from '../mail-server/mail-source';
import { ownerAlertJob } from './owner-alert-job';

const log = pino({ level: 'silent' });
const FROM = 'hello@zoe.example';
const OWNER = 'owner@example.test';

const { server, smtp } = useMailTestServer({
  from: FROM,
  emptyBeforeEach: [
    'outbox_messages',
    'owner_alert_items',
    'invoice_payments',
    'invoice_line_items',
    'invoices',
    'domains',
    'clients',
    'settings',
  ],
});

/** One scheduler pass at `at` (UTC), as the API process runs it: make, then send. */
async function passAt(at: string) {
  const job = ownerAlertJob({
    db: server.db,
    mail: fixedMailSource({ smtpUrl: smtp.url, from: FROM }),
    defaultSendHour: 8,
    log,
    clock: () => new Date(at),
  });
  return (await job.run(new Date(at))) as { made: string[]; held: string | null };
}

async function setPreferences(changes: Partial<NotificationPreferences>) {
  expect((await server.put('/api/settings/notifications', changes)).status).toBe(200);
}

async function acme() {
  return createClient(server.db, { name: 'Ann Smith', business_name: 'Acme Ltd' });
}

const sent = () =>
  smtp.received.map((r) => ({
    to: r.envelopeTo,
    subject: r.mail.subject ?? '',
    text: r.mail.text ?? '',
  }));

describe('renewal alerts', () => {
  it('tells the owner of each renewal once per threshold: 30 days, 7 days and the day', async () => {
    const client = await acme();
    await createDomain(server.db, {
      client_id: client.id,
      domain_name: 'acme.co.uk',
      expiry_date: '2026-12-24',
      email_renewal_date: '2026-12-01',
      hosting_renewal_date: '2026-11-24',
    });

    expect((await passAt('2026-11-24T09:00:00Z')).made).toEqual(['alert:renewals:2026-11-24']);
    expect(sent()).toHaveLength(1);
    const first = sent()[0];
    expect(first?.to).toEqual([OWNER]);
    expect(first?.subject).toBe('3 renewals need attention');
    expect(first?.text).toContain('- acme.co.uk hosting for Acme Ltd expires today');
    expect(first?.text).toContain(
      '- acme.co.uk email for Acme Ltd renews on 1 Dec 2026 (in 7 days)',
    );
    expect(first?.text).toContain(
      '- acme.co.uk domain registration for Acme Ltd renews on 24 Dec 2026 (in 30 days)',
    );

    // Later passes that day, and the next days, have nothing new to tell.
    await passAt('2026-11-24T15:00:00Z');
    await passAt('2026-11-25T09:00:00Z');
    expect(sent()).toHaveLength(1);

    // 7 days before the domain's expiry: that item alone, at its next threshold.
    await passAt('2026-12-17T09:00:00Z');
    expect(sent()).toHaveLength(2);
    expect(sent()[1]?.subject).toBe('1 renewal needs attention');
    expect(sent()[1]?.text).toContain('renews on 24 Dec 2026 (in 7 days)');
  });

  it('waits for the send hour, London time, and never alerts at night', async () => {
    await createDomain(server.db, { client_id: (await acme()).id, expiry_date: '2026-07-01' });
    // 07:30 in London (BST) is 06:30 UTC: before the send hour.
    expect((await passAt('2026-07-01T06:30:00Z')).made).toEqual([]);
    expect((await passAt('2026-07-01T07:00:00Z')).made).toEqual(['alert:renewals:2026-07-01']);
    await createDomain(server.db, { client_id: (await acme()).id, expiry_date: '2026-07-02' });
    expect((await passAt('2026-07-01T21:30:00Z')).made).toEqual([]);
  });

  it('keeps an item that came up after the day’s alert for the next day', async () => {
    const client = await acme();
    await createDomain(server.db, {
      client_id: client.id,
      domain_name: 'one.example',
      expiry_date: '2026-11-24',
    });
    await passAt('2026-11-24T09:00:00Z');
    await createDomain(server.db, {
      client_id: client.id,
      domain_name: 'two.example',
      expiry_date: '2026-11-24',
    });
    await passAt('2026-11-24T12:00:00Z');
    expect(sent()).toHaveLength(1);
    await passAt('2026-11-25T09:00:00Z');
    expect(sent()).toHaveLength(2);
    expect(sent()[1]?.text).toContain(
      'two.example domain registration for Acme Ltd expired on 24 Nov 2026 (1 day ago)',
    );
    expect(sent()[1]?.text).not.toContain('one.example');
  });

  it('follows the notification toggles', async () => {
    await createDomain(server.db, {
      client_id: (await acme()).id,
      domain_name: 'acme.co.uk',
      expiry_date: '2026-12-24',
      hosting_renewal_date: '2026-11-24',
    });
    await setPreferences({ domainRenewals30Day: false });
    await passAt('2026-11-24T09:00:00Z');
    expect(sent()).toHaveLength(1);
    expect(sent()[0]?.subject).toBe('1 renewal needs attention');
    expect(sent()[0]?.text).toContain('hosting');

    await setPreferences({ domainRenewals7Day: false, domainExpiry: false });
    await passAt('2026-12-24T09:00:00Z');
    expect(sent()).toHaveLength(1);
  });
});

describe('overdue digest', () => {
  it('lists each invoice once, the day after it falls due unpaid', async () => {
    const client = await acme();
    await createInvoice(server.db, {
      client_id: client.id,
      invoice_number: 'INV-0001',
      due_date: '2026-11-23',
      amount: '1200.00',
    });
    await createInvoice(server.db, {
      client_id: client.id,
      invoice_number: 'INV-0002',
      due_date: '2026-11-24',
      amount: '50.00',
    });
    await createInvoice(server.db, {
      client_id: client.id,
      invoice_number: 'INV-0003',
      due_date: '2026-11-23',
      status: 'paid',
      paid_at: '2026-11-20T10:00:00Z',
    });
    // Long overdue: told when it was new, not now.
    await createInvoice(server.db, {
      client_id: client.id,
      invoice_number: 'INV-0004',
      due_date: '2026-09-01',
    });

    expect((await passAt('2026-11-24T09:00:00Z')).made).toEqual(['alert:overdue:2026-11-24']);
    expect(sent()[0]?.subject).toBe('1 invoice is now overdue');
    expect(sent()[0]?.text).toContain(
      '- INV-0001 for Acme Ltd: £1,200.00 due on 23 Nov 2026 (1 day overdue)',
    );

    expect((await passAt('2026-11-25T09:00:00Z')).made).toEqual(['alert:overdue:2026-11-25']);
    expect(sent()[1]?.text).toContain('INV-0002');
    expect(sent()[1]?.text).not.toContain('INV-0001');
    expect(
      sent()
        .map((m) => m.text)
        .join('\n'),
    ).not.toMatch(/INV-000[34]/);

    await setPreferences({ overdueInvoices: false });
    await createInvoice(server.db, { client_id: client.id, due_date: '2026-11-25' });
    expect((await passAt('2026-11-26T09:00:00Z')).made).toEqual([]);
  });
});

describe('weekly summary', () => {
  it('goes once a week from Monday 08:00 when switched on, with the week’s figures', async () => {
    const client = await acme();
    await createInvoice(server.db, {
      client_id: client.id,
      due_date: '2026-11-10',
      amount: '300.00',
    });
    await createInvoice(server.db, {
      client_id: client.id,
      due_date: '2026-11-27',
      amount: '99.99',
    });
    await createInvoice(server.db, {
      client_id: client.id,
      due_date: '2026-11-05',
      status: 'paid',
      paid_at: '2026-11-06T10:00:00Z',
      amount: '1500.00',
    });
    await createInvoice(server.db, {
      client_id: client.id,
      due_date: '2026-10-05',
      status: 'paid',
      paid_at: '2026-10-06T10:00:00Z',
      amount: '900.00',
    });
    await createDomain(server.db, {
      client_id: client.id,
      domain_name: 'acme.co.uk',
      expiry_date: '2026-12-10',
    });
    // Only the summary is of interest here.
    await setPreferences({
      weeklySummaries: true,
      overdueInvoices: false,
      domainRenewals30Day: false,
      domainRenewals7Day: false,
      domainExpiry: false,
    });

    expect((await passAt('2026-11-23T07:59:00Z')).made).toEqual([]);
    expect((await passAt('2026-11-23T08:00:00Z')).made).toEqual(['alert:weekly:2026-11-23']);
    await passAt('2026-11-24T09:00:00Z');
    expect(sent()).toHaveLength(1);
    const summary = sent()[0];
    expect(summary?.subject).toBe('Your week from 23 Nov 2026');
    expect(summary?.text).toContain('Overdue: 1 invoice, £300.00 to collect.');
    expect(summary?.text).toContain('Due this week: 1 invoice, £99.99.');
    expect(summary?.text).toContain('Received this month: £1,500.00 (last month: £900.00).');
    expect(summary?.text).toContain(
      '- acme.co.uk domain registration for Acme Ltd renews on 10 Dec 2026',
    );

    expect((await passAt('2026-11-30T08:05:00Z')).made).toEqual(['alert:weekly:2026-11-30']);
  });

  it('is off by default', async () => {
    await passAt('2026-11-23T09:00:00Z');
    expect(await server.db('outbox_messages').where({ kind: 'alert' })).toEqual([]);
  });
});

describe('several processes', () => {
  it('make each alert once when passes run at the same time', async () => {
    const client = await acme();
    for (let i = 0; i < 5; i += 1)
      await createDomain(server.db, { client_id: client.id, expiry_date: '2026-11-24' });
    await Promise.all([1, 2, 3, 4].map(() => passAt('2026-11-24T09:00:00Z')));
    const alerts = await server.db('outbox_messages').where({ kind: 'alert' });
    expect(alerts).toHaveLength(1);
    expect(await server.db('owner_alert_items').count({ n: '*' })).toEqual([{ n: 5 }]);
    expect(sent()).toHaveLength(1);
  });
});

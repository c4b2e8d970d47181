import ICAL from 'ical.js';
import type { CalendarFeed } from '@crm/domain';
import { describe, expect, it } from 'vitest';
import { createClient, createDomain, createInvoice } from '../../test/factories';
import { useTestServer } from '../../test/use-test-server';

const api = useTestServer({
  now: '2026-11-25T10:00:00Z',
  emptyBeforeEach: ['invoice_line_items', 'invoices', 'domains', 'projects', 'clients'],
});

/** The feed as a calendar app reads it: fetched without any credentials. */
async function readFeed(url: string) {
  const response = await fetch(url);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text: await response.text(),
  };
}

function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      isDate: event.startDate.isDate,
      end: event.endDate.toString(),
    };
  });
}

describe('calendar feed', () => {
  it('serves renewals, unpaid due dates and quote expiry as all-day events with stable UIDs', async () => {
    const client = await createClient(api.db, { name: 'Ann', business_name: 'Acme, Ltd; UK' });
    const domain = await createDomain(api.db, {
      client_id: client.id,
      domain_name: 'acme.co.uk',
      expiry_date: '2026-12-31',
      email_renewal_date: '2027-01-15',
      hosting_renewal_date: '2027-02-01',
    });
    const unpaid = await createInvoice(api.db, {
      client_id: client.id,
      invoice_number: 'INV-0042',
      due_date: '2026-12-10',
      amount: '250.00',
    });
    await createInvoice(api.db, {
      client_id: client.id,
      invoice_number: 'INV-0043',
      due_date: '2026-12-11',
      status: 'paid',
      paid_at: '2026-11-20T10:00:00Z',
    });
    await api.db('projects').insert({
      client_id: client.id,
      project_name: 'New site',
      status: 'lead',
      quote_number: 'Q-0007',
      valid_until: '2026-12-20',
    });

    const feed = await api.get<CalendarFeed>('/api/calendar/feed');
    expect(feed.status).toBe(200);
    expect(feed.body.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/calendar\/[\w-]+\/feed\.ics$/);
    expect((await api.get<CalendarFeed>('/api/calendar/feed')).body.url).toBe(feed.body.url);

    const read = await readFeed(feed.body.url);
    expect(read.status).toBe(200);
    expect(read.type).toMatch(/^text\/calendar/);
    const events = eventsOf(read.text);
    expect(events).toEqual([
      {
        uid: `invoice-due-${unpaid.id}@agency-crm`,
        summary: 'Invoice INV-0042 due',
        start: '2026-12-10',
        isDate: true,
        end: '2026-12-11',
      },
      expect.objectContaining({ summary: 'Quote Q-0007 expires', start: '2026-12-20' }),
      {
        uid: `domain-expiry-${domain.id}@agency-crm`,
        summary: 'acme.co.uk expires',
        start: '2026-12-31',
        isDate: true,
        end: '2027-01-01',
      },
      expect.objectContaining({ summary: 'acme.co.uk email renewal', start: '2027-01-15' }),
      expect.objectContaining({ summary: 'acme.co.uk hosting renewal', start: '2027-02-01' }),
    ]);
    // Escaped text reads back as written.
    const description = new ICAL.Component(ICAL.parse(read.text))
      .getAllSubcomponents('vevent')[0]
      ?.getFirstPropertyValue('description');
    expect(description).toBe('Acme, Ltd; UK: £250.00 to pay');
    // Stable: a second read gives the same UIDs.
    expect(eventsOf((await readFeed(feed.body.url)).text).map((e) => e.uid)).toEqual(
      events.map((e) => e.uid),
    );
  });

  it('rotating gives a new address and the old one answers 404', async () => {
    const before = (await api.get<CalendarFeed>('/api/calendar/feed')).body.url;
    const rotated = await api.post<CalendarFeed>('/api/calendar/feed/rotate');
    expect(rotated.status).toBe(200);
    expect(rotated.body.url).not.toBe(before);
    expect((await readFeed(before)).status).toBe(404);
    expect((await readFeed(rotated.body.url)).status).toBe(200);
    expect((await api.get<CalendarFeed>('/api/calendar/feed')).body.url).toBe(rotated.body.url);
  });

  it('answers 404 for a made-up or malformed address, and the address calls need sign-in', async () => {
    expect((await readFeed(`${api.url}/api/calendar/${'x'.repeat(43)}/feed.ics`)).status).toBe(404);
    expect((await readFeed(`${api.url}/api/calendar/short/feed.ics`)).status).toBe(404);
    expect((await api.get('/api/calendar/feed', { anonymous: true })).status).toBe(401);
    expect(
      (await api.post('/api/calendar/feed/rotate', undefined, { anonymous: true })).status,
    ).toBe(401);
  });
});

import { calendarRoutes } from '@crm/api-contract';
import { CALENDAR_FEED_NOT_FOUND_MESSAGE, calendarFeed, type CalendarEvent } from '@crm/domain';
import { HttpResponse } from 'msw';
import type { MockDb } from '../db/mock-db.types';
import { notFound } from './mock-errors';
import { mock } from './mock-route';

function feedUrl(db: MockDb) {
  return { url: `http://localhost/api/calendar/${db.calendarToken}/feed.ics` };
}

/** Domain expiry and unpaid due dates, as the API's feed lists them (fewer kinds). */
function mockEvents(db: MockDb): CalendarEvent[] {
  const domains = db.domains.map((d) => ({
    uid: `domain-expiry-${d.id}@agency-crm`,
    date: d.expiryDate,
    summary: `${d.domainName} expires`,
  }));
  const invoices = db.invoices
    .filter((i) => i.status !== 'paid')
    .map((i) => ({
      uid: `invoice-due-${i.id}@agency-crm`,
      date: i.dueDate,
      summary: `Invoice ${i.invoiceNumber} due`,
    }));
  return [...domains, ...invoices].sort((a, b) => a.date.localeCompare(b.date));
}

export const calendarMocks = [
  mock(calendarRoutes.feed, ({ db }) => feedUrl(db)),
  mock(calendarRoutes.rotate, ({ db }) => {
    db.calendarToken = `mock-calendar-token-${db.newId()}`;
    return feedUrl(db);
  }),
  mock(
    calendarRoutes.ics,
    ({ db, params }) => {
      if (params.token !== db.calendarToken) throw notFound(CALENDAR_FEED_NOT_FOUND_MESSAGE);
      return new HttpResponse(calendarFeed(mockEvents(db), { now: new Date(db.now()) }), {
        status: 200,
        headers: {
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': 'inline; filename="agency-crm.ics"',
        },
      });
    },
    { notFound: CALENDAR_FEED_NOT_FOUND_MESSAGE },
  ),
];

import { CalendarFeedSchema } from '@crm/domain';
import { z } from 'zod';
import { defineRoute } from './route';

export const CalendarTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'Calendar feed not found'),
});

export const calendarRoutes = {
  feed: defineRoute({
    method: 'get',
    path: '/api/calendar/feed',
    summary:
      'The private address of your calendar feed (renewals, due dates, quote expiry), made on first ask',
    tag: 'calendar',
    response: CalendarFeedSchema,
  }),
  rotate: defineRoute({
    method: 'post',
    path: '/api/calendar/feed/rotate',
    summary: 'Give the feed a new address; the old one answers 404 from now on',
    tag: 'calendar',
    response: CalendarFeedSchema,
  }),
  ics: defineRoute({
    method: 'get',
    path: '/api/calendar/:token/feed.ics',
    summary:
      'The feed itself (text/calendar, all-day events with stable UIDs); the secret in the address is the credential',
    tag: 'calendar',
    params: CalendarTokenParamsSchema,
    contentType: 'text/calendar',
    public: true,
  }),
} as const;

import { z } from 'zod';

/** GET /api/calendar/feed and POST /api/calendar/feed/rotate: the private address of the feed. */
export const CalendarFeedSchema = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

export const CALENDAR_FEED_NOT_FOUND_MESSAGE = 'Calendar feed not found';

export {
  CALENDAR_NAME,
  CALENDAR_PRODUCT_ID,
  calendarFeed,
  escapeCalendarText,
  foldCalendarLine,
} from './calendar-feed.rules';
export type { CalendarEvent } from './calendar-feed.rules';
export { CALENDAR_FEED_NOT_FOUND_MESSAGE, CalendarFeedSchema } from './calendar.schema';
export type { CalendarFeed } from './calendar.schema';

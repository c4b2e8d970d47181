import Router from '@koa/router';
import { calendarRoutes } from '@crm/api-contract';
import {
  CALENDAR_FEED_NOT_FOUND_MESSAGE,
  calendarFeed,
  todayInLondon,
  type CalendarFeed,
} from '@crm/domain';
import { newRandomToken } from '@crm/secrets';
import type { Context } from 'koa';
import type { AppDeps } from '../../app.types';
import { handle } from '../../middlewares/handle-route';
import { NotFoundError } from '../../middlewares/http-errors';
import { signedIn } from '../auth/auth.routes';
import { calendarEvents } from './calendar-events.repository';
import { findFeedOwner, findFeedToken, saveFeedToken } from './calendar-feeds.repository';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

function feedUrl(ctx: Context, token: string): CalendarFeed {
  return { url: `${ctx.protocol}://${ctx.host}/api/calendar/${token}/feed.ics` };
}

/** The feed's address, made on first ask, and a new address on rotation. */
export function createCalendarRouter(deps: Deps): Router {
  const router = new Router();
  const { db } = deps;

  handle(router, calendarRoutes.feed, async ({ ctx }) => {
    const userId = signedIn(ctx).user.id;
    let token = await findFeedToken(db, userId);
    if (!token) {
      token = newRandomToken();
      await saveFeedToken(db, userId, token);
    }
    return feedUrl(ctx, token);
  });

  handle(router, calendarRoutes.rotate, async ({ ctx }) => {
    const token = newRandomToken();
    await saveFeedToken(db, signedIn(ctx).user.id, token);
    return feedUrl(ctx, token);
  });

  return router;
}

/** The feed itself: no cookie (calendar apps have none); the secret in the address admits. */
export function createCalendarPublicRouter(deps: Deps): Router {
  const router = new Router();
  const { db, clock } = deps;

  handle(
    router,
    calendarRoutes.ics,
    async ({ params, ctx }) => {
      if (!(await findFeedOwner(db, params.token)))
        throw new NotFoundError(CALENDAR_FEED_NOT_FOUND_MESSAGE);
      const now = clock();
      const events = await calendarEvents(db, todayInLondon(now));
      ctx.type = 'text/calendar; charset=utf-8';
      ctx.set('Content-Disposition', 'inline; filename="agency-crm.ics"');
      ctx.set('Cache-Control', 'private, no-store');
      ctx.set('Referrer-Policy', 'no-referrer');
      ctx.body = calendarFeed(events, { now });
    },
    { notFound: CALENDAR_FEED_NOT_FOUND_MESSAGE },
  );

  return router;
}

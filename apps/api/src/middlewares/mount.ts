import type Router from '@koa/router';
import type { Middleware } from 'koa';

/**
 * Mounts a router behind guards (e.g. requireAuth) that run only for requests this router
 * answers, so one router's guard never touches another's routes or the web app.
 */
export function mount(router: Router, ...guards: Middleware[]): Middleware {
  const routes = router.routes() as unknown as Middleware;
  return async (ctx, next) => {
    if (!router.match(ctx.path, ctx.method).route) return next();
    const run = async (index: number): Promise<void> => {
      const guard = guards[index];
      if (guard) await guard(ctx, () => run(index + 1));
      else await routes(ctx, next);
    };
    await run(0);
  };
}

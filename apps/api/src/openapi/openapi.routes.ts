import Router from '@koa/router';
import { buildOpenApiDocument, healthRoutes, routes } from '@crm/api-contract';
import { APP_VERSION } from '../config';
import { handle } from '../middlewares/handle-route';

/** The OpenAPI document of every contract route, built once. */
export function createOpenApiRouter(): Router {
  const router = new Router();
  const document = buildOpenApiDocument(routes, { title: 'Agency CRM API', version: APP_VERSION });
  handle(router, healthRoutes.openApi, () => document);
  return router;
}

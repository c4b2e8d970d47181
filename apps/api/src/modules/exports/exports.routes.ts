import Router from '@koa/router';
import { exportRoutes, type ExportEntity } from '@crm/api-contract';
import { todayInLondon } from '@crm/domain';
import type { AppDeps } from '../../app.types';
import { csvFilename, csvStream } from '../../csv';
import { handle } from '../../middlewares/handle-route';
import { exportColumns } from './exports.columns';
import { exportBatches } from './exports.repository';

/**
 * GET /api/{clients,domains,projects,invoices,expenses}/export: CSV streamed batch by batch.
 * Mount this router before the entity routers, whose '/:id' routes would otherwise take 'export'.
 */
export function createExportsRouter(deps: Pick<AppDeps, 'db' | 'clock'>): Router {
  const router = new Router();
  for (const entity of Object.keys(exportRoutes) as ExportEntity[]) {
    handle(router, exportRoutes[entity], ({ ctx }) => {
      const today = todayInLondon(deps.clock());
      ctx.type = 'text/csv; charset=utf-8';
      ctx.set('Content-Disposition', `attachment; filename="${csvFilename(entity, today)}"`);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = csvStream(exportColumns(entity, today), exportBatches(deps.db, entity));
    });
  }
  return router;
}

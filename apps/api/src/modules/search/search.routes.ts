import Router from '@koa/router';
import { searchRoutes } from '@crm/api-contract';
import { isSearchable, SEARCH_RESULTS_PER_TYPE } from '@crm/domain';
import type { SearchResult } from '@crm/domain';
import type { AppDeps } from '../../app.types';
import { handle } from '../../middlewares/handle-route';
import { presentSearchHit } from './search.presenter';
import { searchSource, type SearchSource } from './search.repository';

const ORDER: SearchSource[] = ['client', 'project', 'invoice', 'domain', 'task'];

export function createSearchRouter(deps: Pick<AppDeps, 'db'>): Router {
  const router = new Router();
  handle(router, searchRoutes.search, async ({ query }) => {
    if (!isSearchable(query.q)) return [];
    // Side by side: on PostgreSQL each type runs on its own pooled connection.
    const hits = await Promise.all(
      ORDER.map((type) => searchSource(deps.db, type, query.q, SEARCH_RESULTS_PER_TYPE)),
    );
    return ORDER.flatMap((type, index): SearchResult[] =>
      (hits[index] ?? []).map((row) => presentSearchHit(type, row)),
    );
  });
  return router;
}

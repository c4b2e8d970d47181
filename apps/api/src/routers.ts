import type Router from '@koa/router';
import type { AppDeps } from './app.types';
import { createActivityRouter } from './modules/activity/activity.routes';
import { createApiTokensRouter } from './modules/auth/api-tokens.routes';
import { createAuthPublicRouter, createAuthRouter } from './modules/auth/auth.routes';
import { createClientsRouter } from './modules/clients/clients.routes';
import { createDashboardRouter } from './modules/dashboard/dashboard.routes';
import { createDomainsRouter } from './modules/domains/domains.routes';
import { createBackupRouter } from './modules/backup/backup.routes';
import { createBusinessRouter } from './modules/business/business.routes';
import {
  createCalendarPublicRouter,
  createCalendarRouter,
} from './modules/calendar/calendar.routes';
import { createExpensesRouter } from './modules/expenses/expenses.routes';
import { createExportsRouter } from './modules/exports/exports.routes';
import { createFilesRouter } from './modules/files/files.routes';
import { createImportsRouter } from './modules/imports/imports.routes';
import { createHealthRouter } from './modules/health/health.routes';
import { createInvoicesRouter } from './modules/invoices/invoices.routes';
import { createProjectsRouter } from './modules/projects/projects.routes';
import { createOutboxRouter } from './modules/outbox/outbox.routes';
import { createReportsRouter } from './modules/reports/reports.routes';
import { createRecurringInvoicesRouter } from './modules/recurring-invoices/recurring-invoices.routes';
import { createRenewalsRouter } from './modules/renewals/renewals.routes';
import { createSearchRouter } from './modules/search/search.routes';
import { createSettingsRouter } from './modules/settings/settings.routes';
import { createTasksRouter } from './modules/tasks/tasks.routes';
import { createOpenApiRouter } from './openapi/openapi.routes';

export type ApiRouter = {
  router: Router;
  /**
   * Reachable without signing in: only health, sign-in, first-run setup and the calendar feed
   * (the contract's `public` routes).
   */
  public?: boolean;
};

/** Every /api router. To add a module, add one line here. */
export function createApiRouters(deps: AppDeps): ApiRouter[] {
  return [
    { router: createHealthRouter(deps), public: true },
    { router: createAuthPublicRouter(deps), public: true },
    // The feed's secret address is its credential: calendar apps send no cookie.
    { router: createCalendarPublicRouter(deps), public: true },
    { router: createCalendarRouter(deps) },
    { router: createAuthRouter(deps) },
    { router: createApiTokensRouter(deps) },
    { router: createSettingsRouter(deps) },
    { router: createBusinessRouter(deps) },
    { router: createOpenApiRouter() },
    // Before the entity routers: their '/:id' routes would take '/api/clients/export'.
    { router: createExportsRouter(deps) },
    { router: createClientsRouter(deps) },
    { router: createProjectsRouter(deps) },
    { router: createTasksRouter(deps) },
    { router: createActivityRouter(deps) },
    { router: createSearchRouter(deps) },
    { router: createDashboardRouter(deps) },
    { router: createInvoicesRouter(deps) },
    { router: createRecurringInvoicesRouter(deps) },
    { router: createDomainsRouter(deps) },
    { router: createRenewalsRouter(deps) },
    { router: createFilesRouter(deps) },
    { router: createExpensesRouter(deps) },
    { router: createBackupRouter(deps) },
    { router: createImportsRouter(deps) },
    { router: createOutboxRouter(deps) },
    { router: createReportsRouter(deps) },
  ];
}

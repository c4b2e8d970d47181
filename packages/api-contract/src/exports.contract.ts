import { defineRoute } from './route';

const csvExport = <const P extends string>(path: P, entity: string) =>
  defineRoute({
    method: 'get',
    path,
    summary: `Download every ${entity} as CSV (header row; formula-like cells prefixed with a quote; never credentials)`,
    tag: 'exports',
    contentType: 'text/csv',
  });

export const exportRoutes = {
  clients: csvExport('/api/clients/export', 'client'),
  domains: csvExport('/api/domains/export', 'domain'),
  projects: csvExport('/api/projects/export', 'project'),
  invoices: csvExport('/api/invoices/export', 'invoice'),
  expenses: csvExport('/api/expenses/export', 'expense'),
} as const;

export type ExportEntity = keyof typeof exportRoutes;

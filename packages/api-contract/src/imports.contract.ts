import { IMPORT_ENTITIES, ImportFieldsSchema, ImportReportSchema } from '@crm/domain';
import { z } from 'zod';
import { defineRoute } from './route';

export const ImportParamsSchema = z.object({ entity: z.enum(IMPORT_ENTITIES) });

export const importRoutes = {
  run: defineRoute({
    method: 'post',
    path: '/api/import/:entity',
    summary:
      'Import clients, projects, domains, invoices or expenses from a CSV file (multipart field "file", ' +
      'at most 50 MB and 200,000 rows; UTF-8 or Windows-1252, comma or semicolon). Optional fields: ' +
      'mapping (JSON, column header to field name or null), dryRun=true (report only) and ' +
      'duplicates=skip|update. Every row is checked first; with any invalid row nothing is written ' +
      '(422 with the report), else every row is written in one transaction',
    tag: 'import',
    params: ImportParamsSchema,
    requestContentType: 'multipart/form-data',
    body: ImportFieldsSchema,
    response: ImportReportSchema,
  }),
} as const;

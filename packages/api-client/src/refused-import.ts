import { ImportReportSchema, type ImportReport } from '@crm/domain';
import { isApiError } from './api-error';

/**
 * The report an import answers when it refused to write (422: problems found, nothing written),
 * else undefined: the caller shows its problems rather than failing.
 */
export function refusedImportReport(error: unknown): ImportReport | undefined {
  if (!isApiError(error) || error.status !== 422) return undefined;
  const parsed = ImportReportSchema.safeParse(error.body);
  return parsed.success ? parsed.data : undefined;
}

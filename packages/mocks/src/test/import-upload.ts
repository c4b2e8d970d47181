import type { ImportReport } from '@crm/domain';
import { call } from './mock-api';

/** The multipart form the import screen sends: the file and the optional fields. */
export function importForm(
  content: string | Uint8Array<ArrayBuffer>,
  fields: Record<string, string> = {},
  name = 'import.csv',
): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  data.set('file', new File([content], name, { type: 'text/csv' }));
  return data;
}

/** POST /api/import/:entity; answers the status and the report. */
export async function postImport(
  entity: string,
  content: string | Uint8Array<ArrayBuffer>,
  fields: Record<string, string> = {},
  name?: string,
): Promise<{ status: number; report: ImportReport }> {
  const answer = await call('POST', `/api/import/${entity}`, importForm(content, fields, name));
  return { status: answer.status, report: answer.body as ImportReport };
}

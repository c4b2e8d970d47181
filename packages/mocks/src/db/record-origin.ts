import type { ImportKept } from '@crm/domain';
import type { MockDb } from './mock-db.types';

/**
 * A new record's ID and times. An import keeps the ID and creation time of the export it reads,
 * as the API does, so that an export imported into an empty product exports the same again.
 */
export function newRecordStamp(
  db: MockDb,
  now: string,
  origin?: ImportKept,
): { id: string; createdAt: string; updatedAt: string } {
  return { id: origin?.id ?? db.newId(), createdAt: origin?.createdAt ?? now, updatedAt: now };
}

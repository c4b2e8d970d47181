import type {
  ActivityEntityType,
  ImportContext,
  ImportSessionOptions,
  ImportEntity,
} from '@crm/domain';
import type { MockDb } from '../../db/mock-db.types';

/** What an import of one entity needs from the mock db, beside the domain's recipe. */
export type MockEntityImport<R> = {
  recipe: ImportSessionOptions<R>['recipe'];
  /** Key ('email:…') to the ID of the record already there. */
  existing(db: MockDb): Map<string, string>;
  /** What rows may look up (the clients they name); none for clients themselves. */
  context?(db: MockDb): ImportContext;
  /** Adds a record as the entity's route mock does; answers its ID. */
  create(db: MockDb, record: R): string;
  /** Overwrites the fields the file's columns fill, and no others. */
  update(db: MockDb, id: string, record: R, fields: ReadonlySet<string>): void;
  /** For the import's activity line. */
  activityType: ActivityEntityType;
};

export type MockImports = Record<ImportEntity, MockEntityImport<unknown>>;

/** The row an update names: the import found it in the same db a moment before. */
export function rowWithId<T extends { id: string }>(rows: readonly T[], id: string): T {
  const row = rows.find((r) => r.id === id);
  if (!row) throw new Error(`The import matched a row that is not there: ${id}`);
  return row;
}

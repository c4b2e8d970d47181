import type {
  ActivityEntityType,
  GroupedImportRecipe,
  ImportContext,
  ImportRecipe,
} from '@crm/domain';
import type { Knex } from '@crm/db';

export type Db = Knex | Knex.Transaction;

/** What the import of one entity needs from the database, beside the domain's recipe. */
export type EntityImport<R, L = R> = {
  recipe: ImportRecipe<R> | GroupedImportRecipe<L, R>;
  /** Key ('email:…') to the ID of the record already there. */
  loadExisting(db: Db): Promise<Map<string, string>>;
  /** What rows may look up (the clients they name); none for clients themselves. */
  loadContext?(db: Db): Promise<ImportContext>;
  /** Keeps others from adding or changing these records until the import's transaction ends. */
  lock(db: Db): Promise<void>;
  /** Inserts records; answers their IDs. */
  create(db: Db, records: readonly R[]): Promise<string[]>;
  /** Overwrites the record `id` with the fields the file's columns fill, and no others. */
  update(db: Db, id: string, record: R, fields: ReadonlySet<string>): Promise<void>;
  /** For the import's activity line: 'client'. */
  activityType: ActivityEntityType;
};

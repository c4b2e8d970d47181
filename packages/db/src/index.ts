export { createDb, MEMORY_DATA_DIR } from './create-db';
export type { CreateDbOptions, Db, DbKind } from './db.types';
export { migrateLatest, migrationSource, rollbackAll } from './migrate';
export type { Migration } from './migrations/migration.types';
export { formatVatNets, parseVatNets, vatNetAtRateSql } from './invoice-vat-nets';
export type { VatNet } from './invoice-vat-nets';
export {
  fillMissingQuoteNumbers,
  fillMissingQuoteValidity,
  highestQuoteSequence,
  lockQuoteNumbers,
} from './quote-numbers';
export { createScratchDatabase } from './scratch-database';
export type { ScratchDatabase } from './scratch-database';
export type { Knex } from 'knex';
export { createTestDb } from './test-db';
export type { TestDb } from './test-db';

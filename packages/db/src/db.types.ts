import type { Knex } from 'knex';

export type DbKind = 'postgres' | 'pglite';

export type Db = {
  knex: Knex;
  kind: DbKind;
  /** Resolves once the database can answer (PGlite starts in the background and may take a while). */
  ready: () => Promise<void>;
  close: () => Promise<void>;
};

export type CreateDbOptions = {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** The CRM data folder (PGlite lives in `<dataDir>/pglite`), or 'memory://' for an in-memory database. */
  dataDir?: string;
};

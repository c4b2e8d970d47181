import type { Knex } from '@crm/db';
import type { Rng } from './prng';
import type { Log } from './progress';

export type SeedCounts = {
  clients: number;
  invoices: number;
  lineItemsPerInvoice: number;
  projects: number;
  domains: number;
  tasks: number;
  expenses: number;
  /** Client documents and library files; expense receipts come on top, one per expense. */
  documents: number;
};

export type SeedOptions = {
  seed: number;
  /** The Europe/London date the data is built around ('YYYY-MM-DD'). */
  today: string;
  counts: SeedCounts;
  /** Created when the database has no account yet. */
  owner: { email: string; password: string } | null;
  /** Rows per INSERT statement. */
  batchSize: number;
};

/** What later generators need to know about the clients and projects already written. */
export type Clients = {
  ids: string[];
  /** Business name, else name: how activity and subtitles name a client. */
  labels: string[];
  /** The client's own web domain ('hawthornjoinery.co.uk'), or null when it uses webmail. */
  webDomains: (string | null)[];
  /** Day number each client was created on; ascending. */
  createdDay: Int32Array;
};

export type Projects = {
  /** The project ids of client i are ids[offsets[i]] .. ids[offsets[i + 1] - 1]. */
  ids: string[];
  offsets: Int32Array;
};

export type SeedContext = {
  /** The one transaction the whole load runs in. */
  db: Knex.Transaction;
  options: SeedOptions;
  todayDay: number;
  rng: (label: string) => Rng;
  log: Log;
  /** Encrypts a credential password the way the server stores it. */
  seal: (password: string) => string;
};

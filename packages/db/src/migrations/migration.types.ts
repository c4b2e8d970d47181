import type { Knex } from 'knex';

/** A migration known at build time (directory scanning breaks under Vitest on Node 20). */
export type Migration = {
  name: string;
  up: (knex: Knex) => Promise<void>;
  down: (knex: Knex) => Promise<void>;
};

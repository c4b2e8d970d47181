import type { Knex } from 'knex';

// Column helpers shared by the migrations so every table gets the same id and clock columns.

export function idColumn(knex: Knex, table: Knex.CreateTableBuilder): void {
  table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
}

export function timestampColumns(knex: Knex, table: Knex.CreateTableBuilder): void {
  table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
}

/** Restricts a text column to a fixed set of values (string unions in the domain). */
export function checkIn(column: string, values: readonly string[]): string {
  return `${column} in (${values.map((value) => `'${value}'`).join(', ')})`;
}

import type { Knex } from '@crm/db';

export type IndexDefinition = { name: string; definition: string };

/**
 * Drops the indexes of the tables that no constraint needs (keeping primary keys and unique
 * constraints), returning their definitions. Building an index once over loaded rows is many
 * times faster than updating it row by row, above all the trigram GIN indexes. Run inside the
 * loading transaction, so a failed load leaves every index in place.
 */
export async function dropSecondaryIndexes(
  trx: Knex.Transaction,
  tables: readonly string[],
): Promise<IndexDefinition[]> {
  const result = (await trx.raw(
    `select i.indexname as name, i.indexdef as definition
       from pg_indexes i
      where i.schemaname = current_schema() and i.tablename in (${tables.map(() => '?').join(', ')})
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
      order by i.indexname`,
    [...tables],
  )) as { rows: IndexDefinition[] };
  for (const index of result.rows) await trx.raw('drop index ??', [index.name]);
  return result.rows;
}

export async function recreateIndexes(
  trx: Knex.Transaction,
  indexes: readonly IndexDefinition[],
): Promise<void> {
  for (const index of indexes) await trx.raw(index.definition);
}

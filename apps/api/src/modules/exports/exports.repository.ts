import type { Knex } from '@crm/db';
import { readInBatches } from '../../streaming';
import type { ExportEntity } from '@crm/api-contract';

type Db = Knex | Knex.Transaction;
export type ExportRow = Record<string, unknown>;

// One query per export: the rows with what the CSV names (client and project names, counts),
// never credential passwords. Read newest first in keyset batches, so memory stays flat.
const QUERIES: Record<ExportEntity, { table: string; query: (db: Db) => Knex.QueryBuilder }> = {
  clients: { table: 'c', query: (db) => db('clients as c').select('c.*') },
  projects: {
    table: 'p',
    query: (db) => db('projects as p').join('clients as c', 'c.id', 'p.client_id').select('p.*', 'c.name as client_name', 'c.business_name as client_business_name'),
  },
  invoices: {
    table: 'i',
    query: (db) =>
      db('invoices as i')
        .join('clients as c', 'c.id', 'i.client_id')
        .leftJoin('projects as p', 'p.id', 'i.project_id')
        .select('i.*', 'c.name as client_name', 'c.business_name as client_business_name', 'p.project_name'),
  },
  domains: {
    table: 'd',
    query: (db) =>
      db('domains as d')
        .join('clients as c', 'c.id', 'd.client_id')
        .select(
          'd.*',
          'c.name as client_name',
          'c.business_name as client_business_name',
          db.raw('(select count(*) from domain_credentials dc where dc.domain_id = d.id) as credential_count'),
        ),
  },
  expenses: {
    table: 'e',
    query: (db) => db('expenses as e').leftJoin('files as f', 'f.id', 'e.file_id').select('e.*', 'f.filename'),
  },
};

export function exportBatches(db: Db, entity: ExportEntity): AsyncGenerator<ExportRow[]> {
  const { table, query } = QUERIES[entity];
  return readInBatches<ExportRow>({
    db,
    query: () => query(db),
    orderBy: [
      { column: `${table}.created_at`, type: 'timestamptz' },
      { column: `${table}.id`, type: 'uuid' },
    ],
    direction: 'desc',
  });
}

import { createTestDb, type TestDb } from '@crm/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createDomain,
  createExpense,
  createFileRow,
  createInvoice,
  createProject,
  createTask,
} from '../test/factories';
import { deleteClient } from './clients/clients.repository';
import { deleteDomain } from './domains/domains.repository';
import { deleteExpense } from './expenses/expenses.repository';
import { deleteFile } from './files/files.repository';
import { deleteInvoice } from './invoices/invoices.repository';
import { deleteProject } from './projects/projects.repository';
import { deleteTask } from './tasks/tasks.repository';

// Knex answers delete() with a count on PostgreSQL but a result object on PGlite: every
// repository's delete must still say truly whether a row went, on both.
let db: TestDb;

beforeAll(async () => {
  db = await createTestDb();
});

afterAll(async () => {
  await db?.close();
});

describe(`deleting by id on ${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('answers true when the row was there and false the second time', async () => {
    const client = await createClient(db.knex);
    const project = await createProject(db.knex, { client_id: client.id });
    const cases: [string, (id: string) => Promise<boolean>][] = [
      [(await createTask(db.knex, { client_id: client.id })).id, (id) => deleteTask(db.knex, id)],
      [
        (await createInvoice(db.knex, { client_id: client.id })).id,
        (id) => deleteInvoice(db.knex, id),
      ],
      [
        (await createDomain(db.knex, { client_id: client.id })).id,
        (id) => deleteDomain(db.knex, id),
      ],
      [(await createExpense(db.knex)).id, (id) => deleteExpense(db.knex, id)],
      [
        (await createFileRow(db.knex, { client_id: client.id })).id,
        (id) => deleteFile(db.knex, id),
      ],
      [project.id, (id) => deleteProject(db.knex, id)],
      [client.id, (id) => deleteClient(db.knex, id)],
    ];
    for (const [id, remove] of cases) {
      expect(await remove(id)).toBe(true);
      expect(await remove(id)).toBe(false);
    }
  });
});

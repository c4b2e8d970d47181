import type { ClientListSchema, DomainListSchema, ProjectListSchema } from '@crm/api-contract';
import { TOTAL_COUNT_CAP } from '@crm/domain';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createClient } from '../test/factories';
import { useTestServer } from '../test/use-test-server';

type ClientList = z.infer<typeof ClientListSchema>;
type ProjectList = z.infer<typeof ProjectListSchema>;
type DomainList = z.infer<typeof DomainListSchema>;

const api = useTestServer({ emptyBeforeEach: ['clients', 'activity'] });

// One statement each: past the cap without a thousand round trips.
async function insertClients(count: number, name: (n: number) => string): Promise<void> {
  const rows = Array.from({ length: count }, (_, n) => ({ name: name(n) }));
  for (let start = 0; start < rows.length; start += 500) {
    await api.db('clients').insert(rows.slice(start, start + 500));
  }
}

describe('capped list totals', () => {
  it('counts a search exactly up to the cap, and answers the cap and a flag past it', async () => {
    await insertClients(TOTAL_COUNT_CAP + 5, (n) => `Hawthorn ${n}`);
    await insertClients(30, (n) => `Elm ${n}`);

    const many = await api.get<ClientList>('/api/clients?search=hawthorn');
    expect(many.status).toBe(200);
    expect(many.body).toMatchObject({ total: TOTAL_COUNT_CAP, totalIsAtLeast: true });
    expect(many.body.clients).toHaveLength(20);

    const few = await api.get<ClientList>('/api/clients?search=elm');
    expect(few.body.total).toBe(30);
    expect(few.body).not.toHaveProperty('totalIsAtLeast');

    // Unfiltered, the kept count answers: exact whatever the size.
    const all = await api.get<ClientList>('/api/clients');
    expect(all.body.total).toBe(TOTAL_COUNT_CAP + 35);
    expect(all.body).not.toHaveProperty('totalIsAtLeast');
  });

  it('counts to exactly the cap without the flag', async () => {
    await insertClients(TOTAL_COUNT_CAP, (n) => `Rowan ${n}`);
    const { body } = await api.get<ClientList>('/api/clients?search=rowan');
    expect(body.total).toBe(TOTAL_COUNT_CAP);
    expect(body).not.toHaveProperty('totalIsAtLeast');
  });

  it('counts on when the page asked for lies past the cap: the page is in the total', async () => {
    await insertClients(TOTAL_COUNT_CAP + 30, (n) => `Birch ${n}`);
    const page51 = await api.get<ClientList>('/api/clients?search=birch&page=51');
    expect(page51.body).toMatchObject({ total: 1020, totalIsAtLeast: true });
    expect(page51.body.clients).toHaveLength(20);
    const page52 = await api.get<ClientList>('/api/clients?search=birch&page=52');
    expect(page52.body.total).toBe(TOTAL_COUNT_CAP + 30);
    expect(page52.body).not.toHaveProperty('totalIsAtLeast');
    expect(page52.body.clients).toHaveLength(10);
    const pastEnd = await api.get<ClientList>('/api/clients?search=birch&page=60');
    expect(pastEnd.body).toEqual({ clients: [], total: TOTAL_COUNT_CAP + 30 });
  });

  it("caps the searches of projects and domains, counts one client's rows in full", async () => {
    const client = await createClient(api.db, { name: 'Big Client' });
    const many = Array.from({ length: TOTAL_COUNT_CAP + 1 }, (_, n) => n);
    const insert = (table: string, row: (n: number) => Record<string, unknown>) =>
      api.db.batchInsert(table, many.map(row), 500);
    await insert('projects', (n) => ({ project_name: `Fence ${n}`, client_id: client.id }));
    await insert('domains', (n) => ({
      domain_name: `fence${n}.example`,
      client_id: client.id,
      expiry_date: '2026-12-31',
    }));
    await insert('tasks', (n) => ({ title: `Paint ${n}`, client_id: client.id }));

    const capped = { total: TOTAL_COUNT_CAP, totalIsAtLeast: true };
    expect((await api.get<ProjectList>('/api/projects?search=fence')).body).toMatchObject(capped);
    expect((await api.get<DomainList>('/api/domains?search=fence')).body).toMatchObject(capped);
    const exact = await api.get<ProjectList>('/api/projects?search=fence 7');
    expect(exact.body.total).toBe(111); // 7, 70 to 79, 700 to 799
    expect(exact.body).not.toHaveProperty('totalIsAtLeast');
    // A domain search's last page, and a page past its end, still say how many there are.
    const lastPage = await api.get<DomainList>('/api/domains?search=fence7&page=6');
    expect(lastPage.body.total).toBe(111);
    expect(lastPage.body.domains).toHaveLength(11);
    const pastEnd = await api.get<DomainList>('/api/domains?search=fence7&page=7');
    expect(pastEnd.body).toEqual({ domains: [], total: 111 });

    // The client's tabs and its delete confirmation name these numbers.
    for (const path of ['projects', 'domains', 'tasks']) {
      const { body } = await api.get<ProjectList>(`/api/${path}?clientId=${client.id}&limit=1`);
      expect(body.total).toBe(TOTAL_COUNT_CAP + 1);
      expect(body).not.toHaveProperty('totalIsAtLeast');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/use-test-server';

const server = useTestServer({ emptyBeforeEach: ['activity', 'clients'] });

function form(csv: string, name: string): FormData {
  const body = new FormData();
  body.set('file', new Blob([csv], { type: 'text/csv' }), name);
  return body;
}

async function exported(entity: string): Promise<string> {
  const response = await server.get(`/api/${entity}/export`);
  expect(response.status).toBe(200);
  return response.text;
}

describe('export, import into an empty database, export again', () => {
  it('gives the same clients file, byte for byte', async () => {
    const people = [
      {
        name: 'Jane Smith',
        business_name: 'Acme Ltd',
        email: 'jane@acme.test',
        phone: '+44 20 7946 0000',
      },
      { name: '=HYPERLINK("http://evil")', notes: '@SUM(A1)\nsecond line', tags: 'web, retainer' },
      { name: 'Zoë "Zed" Ng', address: '1 High St,\r\nYork', business_name: null },
      { name: '-3 quirky', email: null, phone: '+1 555' },
    ];
    for (const [index, person] of people.entries())
      await server.db('clients').insert({
        ...person,
        created_at: new Date(Date.UTC(2026, 0, 5 + index, 9, 30, 0, 123)),
      });
    const before = await exported('clients');

    await server.db('clients').delete();
    const imported = await server.post<{ created: number; errorCount: number }>(
      '/api/import/clients',
      form(before, 'clients.csv'),
    );
    expect(imported.body).toMatchObject({ created: 4, errorCount: 0 });

    expect(await exported('clients')).toBe(before);
  });
});

// GET /api/clients without the application: the statement the clients repository sends for
// page 1 (the rows with the kept count alongside, see pageWithTotal), straight through pg, and
// the same JSON shape.
import { createServer } from 'node:http';
import pg from 'pg';

type ClientRow = Record<string, unknown> & { created_at: Date; updated_at: Date };

const pool = new pg.Pool({ connectionString: process.env['DATABASE_URL'], max: 10 });
const port = Number(process.env['PORT'] ?? 3901);

const present = (row: ClientRow) => ({
  id: row['id'],
  name: row['name'],
  email: row['email'],
  phone: row['phone'],
  businessName: row['business_name'],
  address: row['address'],
  notes: row['notes'],
  tags: row['tags'],
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

const PAGE_WITH_TOTAL =
  'select *, (select "n" from "row_counts" where "key" = $1) as "__page_total" from "clients" order by "created_at" desc, "id" desc limit $2 offset $3';

async function page(): Promise<string> {
  const result = await pool.query<ClientRow & { __page_total: string }>(PAGE_WITH_TOTAL, [
    'clients',
    20,
    0,
  ]);
  return JSON.stringify({
    clients: result.rows.map(present),
    total: Number(result.rows[0]?.__page_total ?? 0),
  });
}

createServer((_request, response) => {
  page().then(
    (body) => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(body);
    },
    (error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    },
  );
}).listen(port, '127.0.0.1', () => console.log(`raw pg on ${port}`));

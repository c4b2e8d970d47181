// GET /api/clients without the application: the same two statements the clients repository
// sends for page 1 (rows, then the kept count), straight through pg, and the same JSON shape.
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

// One after the other, as listClients sends them.
async function page(): Promise<string> {
  const rows = await pool.query<ClientRow>('select * from "clients" order by "created_at" desc, "id" desc limit $1 offset $2', [20, 0]);
  const count = await pool.query<{ n: string }>('select "n" from "row_counts" where "key" = $1 limit 1', ['clients']);
  return JSON.stringify({ clients: rows.rows.map(present), total: Number(count.rows[0]?.n ?? 0) });
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

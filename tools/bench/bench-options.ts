import { parseArgs } from 'node:util';

export const BENCH_USAGE = `Usage: npm run bench -- [options]

  --pg-url URL        PostgreSQL database with the seeded data (default postgres://postgres@127.0.0.1:5432/crm_bench;
                      created and seeded when missing or empty)
  --pg-data-dir DIR   data folder of the PostgreSQL run: the key file of stored secrets (default ./data/bench-pg)
  --pglite-dir DIR    data folder of the embedded database (default ./data/bench-pglite; seeded when empty)
  --clients N --invoices N  size to seed when a database is empty (default 100000 and 1000000)
  --seconds N         measuring time per endpoint (default 3), after a 1 s warm-up
  --connections N     concurrent connections (default 4)
  --only pg|pglite    run one database only
  --page-loads N      loads of each page in Chromium, after a warm-up (default 5)
  --owner-password P  the seeded owner's password, to sign in the browser (default: CRM_ADMIN_PASSWORD or
                      seed-password, as the seed makes it; also given to the seed)
  --out FILE          the report (default BENCHMARKS.md)`;

export type BenchOptions = {
  pgUrl: string;
  pgDataDir: string;
  pgliteDir: string;
  clients: number;
  invoices: number;
  seconds: number;
  connections: number;
  databases: ('postgres' | 'pglite')[];
  pageLoads: number;
  ownerPassword: string;
  out: string;
  help: boolean;
};

export class BenchUsageError extends Error {
  override name = 'BenchUsageError';
}

function whole(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < 1)
    throw new BenchUsageError(`--${name} must be a whole number of at least 1, got '${text}'`);
  return Number(text);
}

export function parseBenchArgs(
  argv: readonly string[],
  env: Record<string, string | undefined> = process.env,
): BenchOptions {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args: [...argv],
      strict: true,
      options: {
        'pg-url': { type: 'string' },
        'pg-data-dir': { type: 'string' },
        'pglite-dir': { type: 'string' },
        clients: { type: 'string' },
        invoices: { type: 'string' },
        seconds: { type: 'string' },
        connections: { type: 'string' },
        only: { type: 'string' },
        'page-loads': { type: 'string' },
        'owner-password': { type: 'string' },
        out: { type: 'string' },
        help: { type: 'boolean' },
      },
    }).values;
  } catch (error) {
    throw new BenchUsageError((error as Error).message);
  }
  const text = (name: string) => values[name] as string | undefined;
  const only = text('only');
  if (only !== undefined && only !== 'pg' && only !== 'pglite')
    throw new BenchUsageError(`--only must be pg or pglite, got '${only}'`);
  const pgUrl = text('pg-url') ?? 'postgres://postgres@127.0.0.1:5432/crm_bench';
  if (!/^postgres(ql)?:\/\//.test(pgUrl))
    throw new BenchUsageError('--pg-url must start with postgres:// or postgresql://');
  return {
    pgUrl,
    pgDataDir: text('pg-data-dir') ?? './data/bench-pg',
    pgliteDir: text('pglite-dir') ?? './data/bench-pglite',
    clients: whole('clients', text('clients'), 100_000),
    invoices: whole('invoices', text('invoices'), 1_000_000),
    seconds: whole('seconds', text('seconds'), 3),
    connections: whole('connections', text('connections'), 4),
    databases:
      only === 'pg' ? ['postgres'] : only === 'pglite' ? ['pglite'] : ['postgres', 'pglite'],
    pageLoads: whole('page-loads', text('page-loads'), 5),
    ownerPassword: text('owner-password') ?? env['CRM_ADMIN_PASSWORD'] ?? 'seed-password',
    out: text('out') ?? 'BENCHMARKS.md',
    help: values['help'] === true,
  };
}

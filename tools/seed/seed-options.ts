import { parseArgs } from 'node:util';
import { isDateOnly, todayInLondon } from '@crm/domain';
import type { SeedOptions } from './seed.types';

export const SEED_USAGE = `Usage: npm run seed -- [options]

  --clients N        clients (default 1000); projects, domains and tasks default to the same,
                     expenses and files to half, invoices to ten times as many
  --invoices N       invoices, each with --line-items lines (default 5)
  --projects N  --domains N  --tasks N  --expenses N  --files N
  --seed N           the same seed gives the same data (default 42)
  --today YYYY-MM-DD the date the data is built around (default: today in London)
  --database-url URL PostgreSQL to fill (default: DATABASE_URL, else embedded PGlite)
  --data-dir DIR     data folder of the embedded database and the key file (default: CRM_DATA_DIR or ./data)
  --owner-email E    the owner account made when there is none (default: CRM_ADMIN_EMAIL or owner@example.co.uk)
  --owner-password P its password (default: CRM_ADMIN_PASSWORD or seed-password)
  --batch N          rows per INSERT statement (default 5000)
  --reset            replace the data already there (accounts are kept)`;

const STRING_OPTIONS = [
  'clients',
  'invoices',
  'line-items',
  'projects',
  'domains',
  'tasks',
  'expenses',
  'files',
  'seed',
  'today',
  'database-url',
  'data-dir',
  'owner-email',
  'owner-password',
  'batch',
] as const;

export type SeedCommand = SeedOptions & {
  databaseUrl: string | undefined;
  dataDir: string;
  reset: boolean;
  help: boolean;
};

export class SeedUsageError extends Error {
  override name = 'SeedUsageError';
}

function count(
  name: string,
  text: string | undefined,
  fallback: number,
  { min = 0, max = 50_000_000 } = {},
): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new SeedUsageError(
      `--${name} must be a whole number from ${min} to ${max.toLocaleString('en-GB')}, got '${text}'`,
    );
  }
  return value;
}

/** Reads the command line; a bad value throws SeedUsageError naming the option. */
export function parseSeedArgs(
  argv: readonly string[],
  env: Record<string, string | undefined> = process.env,
  now = new Date(),
): SeedCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      strict: true,
      options: {
        ...Object.fromEntries(STRING_OPTIONS.map((name) => [name, { type: 'string' as const }])),
        reset: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    }).values as Record<string, string | boolean | undefined>;
  } catch (error) {
    throw new SeedUsageError((error as Error).message);
  }
  const text = (name: string) => parsed[name] as string | undefined;
  const clients = count('clients', text('clients'), 1000, { min: 1 });
  const today = text('today') ?? todayInLondon(now);
  if (!isDateOnly(today))
    throw new SeedUsageError(`--today must be a date as YYYY-MM-DD, got '${today}'`);
  const databaseUrl = text('database-url') ?? env['DATABASE_URL'];
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new SeedUsageError('--database-url must start with postgres:// or postgresql://');
  const ownerEmail = text('owner-email') ?? env['CRM_ADMIN_EMAIL'] ?? 'owner@example.co.uk';
  const ownerPassword = text('owner-password') ?? env['CRM_ADMIN_PASSWORD'] ?? 'seed-password';
  if (ownerPassword.length < 8)
    throw new SeedUsageError('--owner-password must be at least 8 characters long');
  return {
    seed: count('seed', text('seed'), 42, { max: 4_294_967_295 }),
    today,
    counts: {
      clients,
      invoices: count('invoices', text('invoices'), clients * 10),
      lineItemsPerInvoice: count('line-items', text('line-items'), 5, { max: 50 }),
      projects: count('projects', text('projects'), clients),
      domains: count('domains', text('domains'), clients),
      tasks: count('tasks', text('tasks'), clients),
      expenses: count('expenses', text('expenses'), Math.ceil(clients / 2)),
      documents: count('files', text('files'), Math.ceil(clients / 2)),
    },
    owner: { email: ownerEmail, password: ownerPassword },
    batchSize: count('batch', text('batch'), 5000, { min: 1, max: 50_000 }),
    databaseUrl,
    dataDir: text('data-dir') ?? env['CRM_DATA_DIR'] ?? './data',
    reset: parsed['reset'] === true,
    help: parsed['help'] === true,
  };
}

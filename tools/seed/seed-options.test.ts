import { describe, expect, it } from 'vitest';
import { parseSeedArgs, SeedUsageError } from './seed-options';

const NOW = new Date('2026-03-15T12:00:00Z');

describe('parseSeedArgs', () => {
  it('defaults to a small data set around today in London', () => {
    const command = parseSeedArgs([], {}, NOW);
    expect(command.today).toBe('2026-03-15');
    expect(command.seed).toBe(42);
    expect(command.counts).toEqual({
      clients: 1000,
      invoices: 10_000,
      lineItemsPerInvoice: 5,
      projects: 1000,
      domains: 1000,
      tasks: 1000,
      expenses: 500,
      documents: 500,
    });
    expect(command.databaseUrl).toBeUndefined();
    expect(command.dataDir).toBe('./data');
  });

  it('reads the full-size command line', () => {
    const command = parseSeedArgs(
      [
        '--clients',
        '100000',
        '--invoices',
        '1000000',
        '--seed',
        '7',
        '--database-url',
        'postgres://u@h/db',
        '--data-dir',
        '/tmp/x',
      ],
      {},
      NOW,
    );
    expect(command.counts.clients).toBe(100_000);
    expect(command.counts.invoices).toBe(1_000_000);
    expect(command.counts.expenses).toBe(50_000);
    expect(command.seed).toBe(7);
    expect(command.databaseUrl).toBe('postgres://u@h/db');
    expect(command.dataDir).toBe('/tmp/x');
  });

  it('takes the database and owner from the environment', () => {
    const command = parseSeedArgs(
      [],
      {
        DATABASE_URL: 'postgresql://pg/crm',
        CRM_DATA_DIR: '/srv/crm',
        CRM_ADMIN_EMAIL: 'jo@acme.co.uk',
        CRM_ADMIN_PASSWORD: 'long enough',
      },
      NOW,
    );
    expect(command.databaseUrl).toBe('postgresql://pg/crm');
    expect(command.dataDir).toBe('/srv/crm');
    expect(command.owner).toEqual({ email: 'jo@acme.co.uk', password: 'long enough' });
  });

  it.each([
    [['--clients', '0'], '--clients must be a whole number from 1'],
    [['--invoices', '12.5'], "--invoices must be a whole number from 0 to 50,000,000, got '12.5'"],
    [['--today', '15/03/2026'], "--today must be a date as YYYY-MM-DD, got '15/03/2026'"],
    [['--database-url', 'mysql://x'], '--database-url must start with postgres://'],
    [['--owner-password', 'short'], '--owner-password must be at least 8 characters long'],
    [['--colours'], "Unknown option '--colours'"],
  ])('refuses %j', (argv, message) => {
    expect(() => parseSeedArgs(argv, {}, NOW)).toThrow(SeedUsageError);
    expect(() => parseSeedArgs(argv, {}, NOW)).toThrow(message);
  });
});

// The production server on an embedded database seeded bigger than any page, signed in with the
// same owner account as the other end-to-end files.
import { rmSync } from 'node:fs';
import { ADMIN } from './app';
import type { AppUnderTest } from './app';
import { seedDataDir } from './seed';
import type { SeedSize } from './seed';
import { startServer } from './server';

/** Projects, domains and tasks default to one per client, expenses and files to one per two. */
export const SEED_SIZE: SeedSize = { clients: 2000, invoices: 10_000 };

export type SeededApp = AppUnderTest & { seedSeconds: number };

export async function startSeededApp(): Promise<SeededApp> {
  const { dataDir, seconds } = await seedDataDir(SEED_SIZE, ADMIN);
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const server = await startServer({ DATABASE_URL: '', LOG_LEVEL: 'warn' }, dataDir);
    return {
      url: server.url,
      seedSeconds: seconds,
      stop: async () => {
        await server.stop();
        removeData();
      },
    };
  } catch (error) {
    removeData();
    throw error;
  }
}

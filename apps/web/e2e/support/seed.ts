// Fills a new data folder with tools/seed, run as its own process the way `npm run seed` runs
// it (the seed makes the owner account and the key file the server then reads).
import { spawn } from 'node:child_process';
import { REPO_ROOT, freshDataDir } from './server';

export type SeedSize = { clients: number; invoices: number };

export type SeededDataDir = { dataDir: string; seconds: number };

export async function seedDataDir(
  size: SeedSize,
  owner: { email: string; password: string },
): Promise<SeededDataDir> {
  const dataDir = freshDataDir();
  const args = [
    '--import',
    'tsx',
    'tools/seed/main.ts',
    '--data-dir',
    dataDir,
    '--clients',
    String(size.clients),
    '--invoices',
    String(size.invoices),
    '--owner-email',
    owner.email,
    '--owner-password',
    owner.password,
  ];
  // The embedded database, whatever the caller's shell points DATABASE_URL at.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`the seed failed (exit ${code}):\n${output}`);
  return { dataDir, seconds: (performance.now() - started) / 1000 };
}

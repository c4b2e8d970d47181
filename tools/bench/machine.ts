import { readFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { ROOT } from './processes';

export type Machine = {
  cpu: string;
  cores: number;
  memoryGb: number;
  os: string;
  node: string;
  versions: Record<string, string>;
  loadAtStart: number[];
};

const PACKAGES = [
  'koa',
  '@koa/router',
  'knex',
  'pg',
  '@electric-sql/pglite',
  'knex-pglite',
  'zod',
  'pino',
  'autocannon',
];

function packageVersion(name: string): string {
  try {
    return (
      JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
  } catch {
    return 'not installed';
  }
}

export function describeMachine(): Machine {
  return {
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.availableParallelism(),
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    versions: Object.fromEntries(PACKAGES.map((name) => [name, packageVersion(name)])),
    loadAtStart: os.loadavg(),
  };
}

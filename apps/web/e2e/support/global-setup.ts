// Builds the web app once before the end-to-end files run.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './server';

export default function setup(): void {
  const build = spawnSync(process.execPath, [path.join(REPO_ROOT, 'tools/scripts/web-build.mjs')], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    // Vitest sets NODE_ENV=test, which would make Vite build React's development bundle.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('the web app failed to build');
}

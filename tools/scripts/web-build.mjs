// Builds the web app when its sources changed since the last build, so `npm start` stays quick.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const webDir = path.join(root, 'apps/web');
const stampFile = path.join(webDir, 'dist/.build-stamp');
const SOURCE_DIRS = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/ui/src',
  'packages/ui/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'packages/api-client/src',
  'packages/api-client/package.json',
  'packages/api-contract/src',
  'packages/api-contract/package.json',
  'tools/bundle-budget',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function buildWebIfStale({ force = false } = {}) {
  if (!existsSync(path.join(webDir, 'index.html'))) return false;
  const sourceStamp = String(
    Math.max(...SOURCE_DIRS.map((dir) => newestMtime(path.join(root, dir)))),
  );
  const builtStamp = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
  if (!force && builtStamp === sourceStamp) return true;
  console.log('[start] building the web app…');
  // Always a production build: a test runner's NODE_ENV=test would otherwise ship React's development bundle.
  const run = spawnSync('npx', ['vite', 'build', '--mode', 'production', '--logLevel', 'warn'], {
    cwd: webDir,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (run.status !== 0) throw new Error('the web app failed to build');
  // The same gzip budgets as `nx run @crm/web:build` (issue 8); no stamp, so a failed check runs again.
  const budget = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'tools/bundle-budget/check.ts'), path.join(webDir, 'dist')],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (budget.status !== 0) throw new Error('the web app is over its bundle budget (see above)');
  writeFileSync(stampFile, sourceStamp);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`)
  buildWebIfStale({ force: process.argv.includes('--force') });

// `npx tsx tools/bench/scheduler-bench.main.ts --database-url postgres://.../crm_bench [--runs 3]`
// Times one scheduling pass over a seeded database (npm run seed -- --clients 100000 --invoices
// 1000000): the planned reminders of the next 30 days (GET /api/outbox?status=planned) and the
// reminder pass every process runs each minute, with every reminder due today already made.
// Samples the pass process's RSS every 50 ms. Target: each under 10 s with flat memory.
import { spawn } from 'node:child_process';
import { ROOT, rssBytes } from './processes';

function option(name: string, fallback?: string): string {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? process.argv[index + 1] : fallback;
  if (value === undefined) throw new Error(`--${name} is required`);
  return value;
}

const databaseUrl = option('database-url', process.env['DATABASE_URL']);
const runs = Number(option('runs', '3'));

for (let run = 1; run <= runs; run += 1) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/modules/reminders/scheduler-pass.main.ts'],
    {
      cwd: ROOT,
      env: { PATH: process.env['PATH'] ?? '', DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  let peak = 0;
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const sampler = setInterval(() => {
    try {
      if (child.pid) peak = Math.max(peak, rssBytes(child.pid));
    } catch {
      // the process has ended
    }
  }, 50);
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`the pass exited with ${code}: ${output}`);
  const result = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as object;
  console.log(JSON.stringify({ run, ...result, peakRssMb: Math.round(peak / 1e6) }));
}

import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runCli } from './cli';
import type { CliIo } from './io/cli-io';

function run(args: string[], env: Record<string, string> = {}) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const io: CliIo = {
    stdout,
    stderr,
    stdin: new PassThrough(),
    env: { XDG_CONFIG_HOME: '/nonexistent', ...env },
    cwd: '/',
    now: () => new Date(),
  };
  return runCli(args, io).then((code) => ({
    code,
    stdout: String(stdout.read() ?? ''),
    stderr: String(stderr.read() ?? ''),
  }));
}

const COMMANDS = [
  ['login'],
  ['logout'],
  ['whoami'],
  ['export'],
  ['backup'],
  ['restore'],
  ['renewals'],
  ['search'],
  ['invoices', 'unpaid'],
  ['clients', 'list'],
];

describe('crm (in process)', () => {
  it.each(COMMANDS)('%s %s --help shows usage and examples, exit 0', async (...command) => {
    const result = await run([...command.filter(Boolean), '--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Usage: crm ${command.filter(Boolean).join(' ')}`);
    expect(result.stdout).toContain('Examples:');
    expect(result.stdout).toContain('--json');
  });

  it('documents the exit codes in the main help', async () => {
    const result = await run(['--help']);
    expect(result.stdout).toContain('69 server unreachable');
    expect(result.stdout).toContain('77 not signed in');
  });

  it('answers bad usage with 64 and says why on stderr', async () => {
    const results = await Promise.all([
      run([]),
      run(['renewals', '--within', '-1']),
      run(['backup', '--keep', '0']),
      run(['search']),
    ]);
    expect(results.map((r) => r.code)).toEqual([64, 64, 64, 64]);
    expect(results[1]?.stderr).toContain('Expected a whole number of 0 or more');
    expect(results.every((r) => r.stdout === '')).toBe(true);
  });

  it('answers 78 when no server is configured anywhere', async () => {
    const result = await run(['renewals']);
    expect(result.code).toBe(78);
    expect(result.stderr).toContain('No server configured');
  });

  it('checks a restore file before needing a server: a missing file is bad usage, a non-.json name bad data', async () => {
    const [missing, wrongName] = await Promise.all([
      run(['restore', '/nonexistent/backup.json']),
      run(['restore', '/etc/hostname']),
    ]);
    expect(missing.code).toBe(64);
    expect(wrongName.code).toBe(65);
  });
});

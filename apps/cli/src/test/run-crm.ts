import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './test-api';

const BIN = join(REPO_ROOT, 'apps/cli/bin/crm.js');

export type CrmResult = {
  code: number | null;
  stdout: string;
  stdoutBytes: Buffer;
  stderr: string;
};

export type CrmOptions = {
  env?: Record<string, string | undefined>;
  /** Sent on stdin, then stdin is closed (no terminal). */
  input?: string;
  cwd?: string;
};

/** A private HOME and config folder per test file, so no test reads or writes the real ~/.config. */
export const TEST_HOME = mkdtempSync(join(tmpdir(), 'crm-cli-home-'));

/** Removes TEST_HOME (and every folder a test made inside it). */
export function removeTestHome(): void {
  rmSync(TEST_HOME, { recursive: true, force: true });
}

/**
 * Runs the real `crm` launcher (bin/crm.js) in a child process with a clean environment: only
 * PATH, a private HOME and XDG_CONFIG_HOME, and what the test passes.
 */
export function runCrm(args: readonly string[], options: CrmOptions = {}): Promise<CrmResult> {
  const env: Record<string, string> = {
    PATH: process.env['PATH'] ?? '',
    HOME: TEST_HOME,
    XDG_CONFIG_HOME: join(TEST_HOME, '.config'),
  };
  for (const [key, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: options.cwd ?? TEST_HOME,
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.once('error', reject);
    child.once('close', (code) => {
      const stdoutBytes = Buffer.concat(out);
      resolve({
        code,
        stdout: stdoutBytes.toString('utf8'),
        stdoutBytes,
        stderr: Buffer.concat(err).toString('utf8'),
      });
    });
    child.stdin.end(options.input ?? '');
  });
}

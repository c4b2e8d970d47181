import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

export type Server = { url: string; pid: number; startMs: number; stop: () => Promise<void> };

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Resident memory of a process in bytes, from /proc (Linux). */
export function rssBytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

/** CPU seconds (user + system) a process has used, from /proc (Linux; 100 ticks a second). */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100;
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
}

/**
 * Starts a TypeScript entry point with tsx on 127.0.0.1 and resolves once `readyPath` answers
 * 2xx; startMs is the time from spawn to that first answer (cold start).
 */
export async function startServer(options: {
  entry: string;
  port: number;
  readyPath: string;
  env: Record<string, string>;
  timeoutMs?: number;
}): Promise<Server> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', options.entry], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(options.port), ...options.env },
    // The server's request log goes nowhere, as behind a log shipper; errors still show.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = started + (options.timeoutMs ?? 120_000);
  while (performance.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${options.entry} exited with code ${child.exitCode} before answering`);
    if (await answers(`${url}${options.readyPath}`)) {
      return {
        url,
        pid: child.pid as number,
        startMs: performance.now() - started,
        stop: stopper(child),
      };
    }
    await sleep(50);
  }
  await stopper(child)();
  throw new Error(
    `${options.entry} did not answer ${options.readyPath} within ${options.timeoutMs ?? 120_000} ms`,
  );
}

// Facts the test and CI scripts need about this machine: Chromium and PostgreSQL.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Installs Debian's Chromium when it is missing (we run as root on dev and CI machines). */
export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  console.log('[test] Chromium is missing: installing Debian\'s chromium package');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
}

/** True when something accepts TCP connections on host:port within the timeout. */
export function portAnswers(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** The PostgreSQL URL to test against: DATABASE_URL, else the local server when it answers. */
export async function postgresUrlForTests() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  if (await portAnswers('127.0.0.1', 5432)) return 'postgres://postgres@127.0.0.1:5432/postgres';
  return undefined;
}

// Facts the test and CI scripts need about this machine: Chromium, poppler and PostgreSQL.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';

export const CHROMIUM_PATH = '/usr/bin/chromium';
/** poppler-utils: the e2e journey turns the PDFs it downloads into PNGs a person can look at. */
export const PDFTOPPM_PATH = '/usr/bin/pdftoppm';

/**
 * Installs Debian's Chromium and poppler-utils when either is missing (we run as root on dev
 * and CI machines).
 */
export function ensureChromium() {
  const missing = [
    [CHROMIUM_PATH, 'chromium'],
    [PDFTOPPM_PATH, 'poppler-utils'],
  ].filter(([path]) => !existsSync(path));
  if (missing.length === 0) return;
  const packages = missing.map(([, name]) => name);
  console.log(`[test] installing Debian's ${packages.join(' and ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
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

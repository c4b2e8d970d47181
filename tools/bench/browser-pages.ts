// The seeded app in Debian's Chromium: for each page, the time from navigation start until its
// first rows are in the page, and the /api requests and bytes it took to get there.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type BrowserContext, type Request } from 'playwright-core';
import { ROOT } from './processes';

export const CHROMIUM_PATH = '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A page and what marks its first page of rows as shown (data rows, not skeletons or empty states). */
export type BrowserPage = { name: string; path: string; firstRow: string };

const tableRow = (label: string) =>
  `[role="grid"][aria-label="${label}"] tbody:not([data-empty]) tr:not([data-skeleton])`;

export const BROWSER_PAGES: readonly BrowserPage[] = [
  { name: 'dashboard', path: '/', firstRow: tableRow('Unpaid and overdue invoices') },
  { name: 'clients', path: '/clients', firstRow: 'ul[aria-label="Clients"] > li' },
  { name: 'invoices', path: '/invoices', firstRow: tableRow('Invoices') },
  { name: 'domains', path: '/domains', firstRow: tableRow('Domains') },
];

export type PageFigure = {
  name: string;
  path: string;
  /** Navigation start to first row, per measured load (ms). */
  samplesMs: number[];
  medianMs: number;
  /** Of the median load: HTML and scripts ready (DOMContentLoaded), and the last /api answer before the rows (ms). */
  scriptsReadyMs: number;
  lastAnswerMs: number;
  /** /api requests and response bytes (headers and body as sent) of one load, the median load's. */
  apiRequests: number;
  apiBytes: number;
};

export type BrowserRun = { figures: PageFigure[] } | { skipped: string };

export type BrowserOptions = { url: string; email: string; password: string; loads: number };

/** Builds the web app when its sources changed: the server serves it only if it is there when it starts. */
export function buildWebApp(): void {
  const run = spawnSync(process.execPath, ['tools/scripts/web-build.mjs'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (run.status !== 0) throw new Error('the web app failed to build');
}

// Runs in the page before its own scripts. At the first frame after a row matching the selector
// enters the document it notes, in ms since navigation start: that moment, when the HTML and
// scripts were ready (DOMContentLoaded), and when the last /api answer before it arrived.
const firstRowProbe = (selector: string) => `(() => {
  const selector = ${JSON.stringify(selector)};
  const observer = new MutationObserver(() => {
    if (!document.querySelector(selector)) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const at = performance.now();
      const navigation = performance.getEntriesByType('navigation')[0];
      const answers = performance.getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/api/') && entry.responseEnd > 0 && entry.responseEnd <= at)
        .map((entry) => entry.responseEnd);
      window.__firstRow = { at, scriptsReady: navigation ? navigation.domContentLoadedEventEnd : 0, lastAnswer: Math.max(0, ...answers) };
    });
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

type FirstRowTimes = { at: number; scriptsReady: number; lastAnswer: number };
type FirstRowMark = { __firstRow?: FirstRowTimes };

type Load = {
  ms: number;
  scriptsReadyMs: number;
  lastAnswerMs: number;
  apiRequests: number;
  apiBytes: number;
};

async function loadOnce(context: BrowserContext, target: BrowserPage): Promise<Load> {
  const page = await context.newPage();
  const sizes: Promise<number>[] = [];
  const onFinished = (request: Request) => {
    if (new URL(request.url()).pathname.startsWith('/api/'))
      sizes.push(request.sizes().then((size) => size.responseHeadersSize + size.responseBodySize));
  };
  page.on('requestfinished', onFinished);
  try {
    await page.addInitScript({ content: firstRowProbe(target.firstRow) });
    await page.goto(target.path, { waitUntil: 'commit' });
    // Functions, not strings: the app's Content-Security-Policy forbids eval in the page.
    await page.waitForFunction(() => (globalThis as FirstRowMark).__firstRow !== undefined, null, {
      timeout: 60_000,
    });
    const times = (await page.evaluate(
      () => (globalThis as FirstRowMark).__firstRow,
    )) as FirstRowTimes;
    // Whatever the page still asks for once its rows are in counts too.
    await page.waitForLoadState('networkidle');
    const bytes = await Promise.all(sizes);
    return {
      ms: times.at,
      scriptsReadyMs: times.scriptsReady,
      lastAnswerMs: times.lastAnswer,
      apiRequests: bytes.length,
      apiBytes: bytes.reduce((sum, size) => sum + size, 0),
    };
  } finally {
    await page.close();
  }
}

function figure(target: BrowserPage, loads: Load[]): PageFigure {
  const byTime = [...loads].sort((a, b) => a.ms - b.ms);
  const median = byTime[Math.max(0, Math.ceil(byTime.length / 2) - 1)] as Load;
  return {
    name: target.name,
    path: target.path,
    samplesMs: loads.map((load) => load.ms),
    medianMs: median.ms,
    scriptsReadyMs: median.scriptsReadyMs,
    lastAnswerMs: median.lastAnswerMs,
    apiRequests: median.apiRequests,
    apiBytes: median.apiBytes,
  };
}

/**
 * Signs in with a session (POST /api/auth/login, as the sign-in page does), loads every page
 * once to warm the browser's cache and the server, then `loads` times each, one tab per load.
 */
export async function measureBrowserPages(options: BrowserOptions): Promise<BrowserRun> {
  if (!existsSync(CHROMIUM_PATH)) return { skipped: `no Chromium at ${CHROMIUM_PATH}` };
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  try {
    const context = await browser.newContext({
      baseURL: options.url,
      viewport: { width: 1280, height: 800 },
      locale: 'en-GB',
      timezoneId: 'Europe/London',
    });
    const signIn = await context.request.post('/api/auth/login', {
      data: { email: options.email, password: options.password },
      headers: { origin: options.url },
    });
    if (!signIn.ok())
      return {
        skipped: `signing in as ${options.email} answered ${signIn.status()} (the seed's owner password is --owner-password)`,
      };
    for (const target of BROWSER_PAGES) await loadOnce(context, target);
    const figures: PageFigure[] = [];
    for (const target of BROWSER_PAGES) {
      const loads: Load[] = [];
      for (let n = 0; n < options.loads; n += 1) loads.push(await loadOnce(context, target));
      figures.push(figure(target, loads));
    }
    return { figures };
  } finally {
    await browser.close();
  }
}

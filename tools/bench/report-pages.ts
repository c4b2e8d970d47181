// BENCHMARKS.md's "Pages in Chromium": time to first rows per page and database, and its targets.
import type { DatabaseRun } from './bench.types';
import type { PageFigure } from './browser-pages';
import { label, PGLITE_FACTOR, whole, type Check } from './report-format';

/** Navigation start to the first page of rows on screen, on PostgreSQL (PGlite: three times). */
export const FIRST_ROWS_TARGET_MS = 1000;

export type PagesRun = Pick<DatabaseRun, 'kind' | 'pages' | 'loadAfter'>;

const kB = (bytes: number) => (bytes / 1024).toFixed(1);

function pageReason(run: PagesRun, page: PageFigure, cores: number): string {
  const fastest = whole(Math.min(...page.samplesMs));
  const slowest = whole(Math.max(...page.samplesMs));
  return (
    `loads took ${fastest} to ${slowest} ms; in the median one the scripts were ready at ${whole(page.scriptsReadyMs)} ms ` +
    `and the last of ${page.apiRequests} /api answers before the rows came at ${whole(page.lastAnswerMs)} ms; ` +
    `browser, server and database share ${cores} cores (load average ${run.loadAfter.toFixed(1)})`
  );
}

/** One target per page: its median time to first rows under 1 s (PostgreSQL) or 3 s (PGlite). */
export function pageChecks(run: PagesRun, cores: number): Check[] {
  const database = label(run);
  const limit = FIRST_ROWS_TARGET_MS * (run.kind === 'pglite' ? PGLITE_FACTOR : 1);
  const target = (what: string) => `${what} in Chromium: first page visible < ${limit / 1000} s`;
  if ('skipped' in run.pages)
    return [
      {
        target: target('pages'),
        database,
        measured: 'not measured',
        met: false,
        reason: run.pages.skipped,
      },
    ];
  return run.pages.figures.map((page) => {
    const met = page.medianMs < limit;
    return {
      target: target(page.path),
      database,
      measured: `${whole(page.medianMs)} ms (median of ${page.samplesMs.length} loads)`,
      met,
      reason: met ? '' : pageReason(run, page, cores),
    };
  });
}

function pagesTable(runs: readonly PagesRun[]): string {
  const measured = runs.flatMap((run) =>
    'figures' in run.pages ? [{ run, figures: run.pages.figures }] : [],
  );
  if (measured.length === 0) return '';
  const header = [
    'page',
    ...measured.flatMap(({ run }) => [
      `${label(run)} first rows, median ms`,
      'fastest-slowest ms',
      'scripts ready, last /api answer ms',
      '/api requests',
      '/api kB',
    ]),
  ];
  const paths = [...new Set(measured.flatMap(({ figures }) => figures.map((page) => page.path)))];
  const rows = paths.map((path) => [
    `\`${path}\``,
    ...measured.flatMap(({ figures }) => {
      const page = figures.find((figure) => figure.path === path);
      if (!page) return ['-', '-', '-', '-', '-'];
      const spread = `${whole(Math.min(...page.samplesMs))}-${whole(Math.max(...page.samplesMs))}`;
      return [
        whole(page.medianMs),
        spread,
        `${whole(page.scriptsReadyMs)}, ${whole(page.lastAnswerMs)}`,
        String(page.apiRequests),
        kB(page.apiBytes),
      ];
    }),
  ]);
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => ' --- ').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/** The section: method, the table, and which databases were not measured and why. */
export function pagesSection(runs: readonly PagesRun[]): string {
  const loads =
    runs.flatMap((run) => ('figures' in run.pages ? run.pages.figures : []))[0]?.samplesMs.length ??
    0;
  const notMeasured = runs.flatMap((run) =>
    'skipped' in run.pages ? [`- ${label(run)}: not measured (${run.pages.skipped})`] : [],
  );
  const method =
    "Debian's Chromium (headless, through playwright-core) signs in with a session, as the sign-in page does, and opens each page in a new tab of the same browser, against the same server. " +
    "The time runs from navigation start to the first frame after the page's first data row is in the document (`performance.now()` in the page; the dashboard's is the first unpaid invoice); " +
    `each figure is the median of ${loads} loads after one warm-up load of every page. ` +
    'The median load also gives when the HTML and scripts were ready (DOMContentLoaded) and when the last /api answer before the rows arrived; ' +
    'its requests and bytes are the /api responses (headers and bodies as sent), counted until the network is idle. ' +
    `Target: first page visible in under ${FIRST_ROWS_TARGET_MS / 1000} s on PostgreSQL, ${(FIRST_ROWS_TARGET_MS * PGLITE_FACTOR) / 1000} s on PGlite.`;
  return ['## Pages in Chromium', method, pagesTable(runs), notMeasured.join('\n')]
    .filter(Boolean)
    .join('\n\n');
}

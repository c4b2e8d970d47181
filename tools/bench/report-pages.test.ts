import { describe, expect, it } from 'vitest';
import type { PageFigure } from './browser-pages';
import { pageChecks, pagesSection, type PagesRun } from './report-pages';

function page(path: string, samplesMs: number[]): PageFigure {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const medianMs = sorted[Math.ceil(sorted.length / 2) - 1] ?? 0;
  return {
    name: path,
    path,
    samplesMs,
    medianMs,
    scriptsReadyMs: 310,
    lastAnswerMs: medianMs - 40,
    apiRequests: 3,
    apiBytes: 9216,
  };
}

const postgres: PagesRun = {
  kind: 'postgres',
  loadAfter: 1.5,
  pages: { figures: [page('/clients', [640, 700, 720]), page('/invoices', [1100, 1250, 1400])] },
};
const pglite: PagesRun = {
  kind: 'pglite',
  loadAfter: 1.5,
  pages: { figures: [page('/clients', [1900, 2100, 2200]), page('/invoices', [2500, 3200, 3300])] },
};

describe('the pages in Chromium report', () => {
  it('holds each page to 1 s on PostgreSQL and 3 s on PGlite, by its median load', () => {
    const checks = [...pageChecks(postgres, 2), ...pageChecks(pglite, 2)].map(
      ({ target, database, measured, met }) => ({ target, database, measured, met }),
    );
    expect(checks).toEqual([
      {
        target: '/clients in Chromium: first page visible < 1 s',
        database: 'PostgreSQL',
        measured: '700 ms (median of 3 loads)',
        met: true,
      },
      {
        target: '/invoices in Chromium: first page visible < 1 s',
        database: 'PostgreSQL',
        measured: '1,250 ms (median of 3 loads)',
        met: false,
      },
      {
        target: '/clients in Chromium: first page visible < 3 s',
        database: 'PGlite',
        measured: '2,100 ms (median of 3 loads)',
        met: true,
      },
      {
        target: '/invoices in Chromium: first page visible < 3 s',
        database: 'PGlite',
        measured: '3,200 ms (median of 3 loads)',
        met: false,
      },
    ]);
  });

  it('says where the time went when a page misses its target', () => {
    const [, invoices] = pageChecks(postgres, 2);
    expect(invoices?.reason).toBe(
      'loads took 1,100 to 1,400 ms; in the median one the scripts were ready at 310 ms and the last of 3 /api answers before the rows came at 1,210 ms; browser, server and database share 2 cores (load average 1.5)',
    );
  });

  it('counts a database whose browser run was skipped as not measured, and says why', () => {
    const skipped: PagesRun = {
      kind: 'pglite',
      loadAfter: 1,
      pages: { skipped: 'no Chromium at /usr/bin/chromium' },
    };
    expect(pageChecks(skipped, 2)).toEqual([
      {
        target: 'pages in Chromium: first page visible < 3 s',
        database: 'PGlite',
        measured: 'not measured',
        met: false,
        reason: 'no Chromium at /usr/bin/chromium',
      },
    ]);
    expect(pagesSection([postgres, skipped])).toContain(
      '- PGlite: not measured (no Chromium at /usr/bin/chromium)',
    );
  });

  it('tables each page with both databases side by side', () => {
    const lines = pagesSection([postgres, pglite]).split('\n');
    expect(lines[0]).toBe('## Pages in Chromium');
    expect(lines).toContain(
      '| `/clients` | 700 | 640-720 | 310, 660 | 3 | 9.0 | 2,100 | 1,900-2,200 | 310, 2,060 | 3 | 9.0 |',
    );
    expect(lines).toContain(
      '| `/invoices` | 1,250 | 1,100-1,400 | 310, 1,210 | 3 | 9.0 | 3,200 | 2,500-3,300 | 310, 3,160 | 3 | 9.0 |',
    );
  });
});

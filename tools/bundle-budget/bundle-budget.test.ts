import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBudget } from './bundle-budget';
import { readBundle } from './bundle-graph';

let dist: string | undefined;

afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
});

/** Incompressible filler, so the gzip size is about `kb` kilobytes. */
const filler = (kb: number) => `var x="${randomBytes(Math.round(kb * 1024)).toString('base64')}";`;

function build(files: Record<string, string>): string {
  dist = mkdtempSync(join(tmpdir(), 'budget-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<script type="module" crossorigin src="/assets/index-a1.js"></script>',
  );
  for (const [name, source] of Object.entries(files))
    writeFileSync(join(dist, 'assets', name), source);
  return dist;
}

describe('checkBudget', () => {
  it('adds the entry, the page and their static imports, and keeps the lazy chart apart', () => {
    const report = checkBudget(
      readBundle(
        build({
          'index-a1.js': `import{a}from"./vendor-b2.js";${filler(100)}const p=()=>import(\`./ClientsPage-c3.js\`);`,
          'vendor-b2.js': filler(100),
          'ClientsPage-c3.js': `import"./vendor-b2.js";import{t}from"./table-d4.js";${filler(20)}const c=()=>import("./Chart-e5.js");`,
          'table-d4.js': filler(10),
          'Chart-e5.js': `var __ec_inner_=1;${filler(150)}`,
        }),
      ),
    );
    expect(report.routes).toHaveLength(1);
    expect(report.routes[0]?.route).toBe('ClientsPage');
    expect(report.routes[0]?.files).toEqual([
      'ClientsPage-c3.js',
      'index-a1.js',
      'table-d4.js',
      'vendor-b2.js',
    ]);
    expect(report.routes[0]?.gzipKb).toBeGreaterThan(220);
    expect(report.routes[0]?.gzipKb).toBeLessThan(250);
    expect(report.routes[0]?.largestFiles.map((file) => file.file)).toEqual([
      'index-a1.js',
      'vendor-b2.js',
      'ClientsPage-c3.js',
    ]);
    expect(report.charts).toEqual([
      expect.objectContaining({ file: 'Chart-e5.js', withinBudget: true, inInitialLoadOf: [] }),
    ]);
    expect(report.ok).toBe(true);
  });

  it('fails a page whose first load is past 250 kB, and a chart loaded eagerly', () => {
    const report = checkBudget(
      readBundle(
        build({
          'index-a1.js': `${filler(200)}const p=()=>import(\`./ReportsPage-c3.js\`);`,
          'ReportsPage-c3.js': `import{c}from"./Chart-e5.js";${filler(10)}`,
          'Chart-e5.js': `var __ec_once_=1;${filler(210)}`,
        }),
      ),
    );
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual([
      expect.stringMatching(
        /^ReportsPage: first load 4\d\d(\.\d)? kB gzip is over 250 kB \(largest: Chart-e5\.js 2\d\d(\.\d)? kB, index-a1\.js 2\d\d(\.\d)? kB, ReportsPage-c3\.js \d+(\.\d)? kB\)$/,
      ),
      expect.stringMatching(/^chart chunk Chart-e5\.js: 2\d\d(\.\d)? kB gzip is over 200 kB$/),
      'chart chunk Chart-e5.js is in the first load of ReportsPage: load it lazily',
    ]);
  });

  it('says so when no chart chunk is found', () => {
    const report = checkBudget(
      readBundle(
        build({
          'index-a1.js': 'const p=()=>import("./HomePage-x.js");',
          'HomePage-x.js': 'export{}',
        }),
      ),
    );
    expect(report.problems).toEqual([
      'no echarts chunk found: is the chart still loaded lazily from its own chunk?',
    ]);
  });
});

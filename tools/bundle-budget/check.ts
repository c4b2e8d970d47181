// After `vite build` of apps/web: fails (exit 1) when a page's first load or the chart chunk
// grows past its gzip budget. Usage: tsx tools/bundle-budget/check.ts [dist folder]
import { resolve } from 'node:path';
import { BUDGET, checkBudget } from './bundle-budget';
import { readBundle } from './bundle-graph';

const distDir = resolve(process.argv[2] ?? resolve(import.meta.dirname, '../../apps/web/dist'));
try {
  const report = checkBudget(readBundle(distDir));
  console.log(
    `Bundle budget (${distDir}): first load of each page <= ${BUDGET.routeInitialKb} kB gzip, chart chunk <= ${BUDGET.chartChunkKb} kB and lazy`,
  );
  for (const route of report.routes)
    console.log(
      `  ${route.withinBudget ? 'ok  ' : 'OVER'} ${route.route.padEnd(20)} ${route.gzipKb.toFixed(1).padStart(7)} kB  (${route.files.length} files)`,
    );
  for (const chart of report.charts)
    console.log(
      `  ${chart.withinBudget && chart.inInitialLoadOf.length === 0 ? 'ok  ' : 'OVER'} chart ${chart.file.padEnd(28)} ${chart.gzipKb.toFixed(1).padStart(7)} kB  (lazy: ${chart.inInitialLoadOf.length === 0 ? 'yes' : 'no'})`,
    );
  if (!report.ok) {
    for (const problem of report.problems) console.error(`Bundle budget exceeded: ${problem}`);
    console.error(
      'Keep what a page shows only after a click out of its first load (apps/web/src/lib/lazy-component.tsx) and import only what a page uses.',
    );
    process.exit(1);
  }
} catch (error) {
  console.error(`Bundle budget could not be checked: ${(error as Error).message}`);
  process.exit(1);
}

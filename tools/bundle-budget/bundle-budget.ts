import { gzipTotal, staticClosure, type BundleGraph } from './bundle-graph';

export const BUDGET = { routeInitialKb: 250, chartChunkKb: 200 } as const;

export type FileLoad = { file: string; gzipKb: number };
export type RouteLoad = {
  route: string;
  files: string[];
  gzipKb: number;
  withinBudget: boolean;
  largestFiles: FileLoad[];
};
export type ChartLoad = {
  file: string;
  gzipKb: number;
  withinBudget: boolean;
  inInitialLoadOf: string[];
};
export type BudgetReport = {
  routes: RouteLoad[];
  charts: ChartLoad[];
  ok: boolean;
  problems: string[];
};

// Lazy pages are the entry's dynamic imports named after a page component ('ClientsPage-x.js').
const PAGE_CHUNK = /^([A-Z][A-Za-z0-9]*Page)-[^.]+\.js$/;
// Markers only echarts' own code carries.
const ECHARTS_MARKER = /__ec_inner_|__ec_once_/;

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Each page's first load (the entry, the page's chunk and everything they import statically)
 * against the route budget, and the chart library's chunk against its own budget: it must stay
 * out of every first load.
 */
export function checkBudget(graph: BundleGraph): BudgetReport {
  const entryFiles = staticClosure(graph, graph.entries);
  const pages = new Set(
    graph.entries.flatMap((entry) =>
      [...staticClosure(graph, [entry])].flatMap(
        (file) => graph.chunks.get(file)?.dynamicImports ?? [],
      ),
    ),
  );
  const routes: RouteLoad[] = [...pages]
    .filter((file) => PAGE_CHUNK.test(file))
    .sort()
    .map((file) => {
      const files = staticClosure(graph, [...graph.entries, file]);
      const gzipKb = kb(gzipTotal(graph, files));
      // Where to look first when a page grows: its heaviest files.
      const largestFiles = [...files]
        .map((name) => ({ file: name, gzipKb: kb(gzipTotal(graph, [name])) }))
        .sort((a, b) => b.gzipKb - a.gzipKb || a.file.localeCompare(b.file))
        .slice(0, 3);
      const route = (PAGE_CHUNK.exec(file) as RegExpExecArray)[1] as string;
      return {
        route,
        files: [...files].sort(),
        gzipKb,
        withinBudget: gzipKb <= BUDGET.routeInitialKb,
        largestFiles,
      };
    });
  const charts: ChartLoad[] = [...graph.chunks.values()]
    .filter((chunk) => ECHARTS_MARKER.test(chunk.source))
    .map((chunk) => {
      // The chart chunk with whatever it imports that a page has not loaded already.
      const extra = [...staticClosure(graph, [chunk.file])].filter((file) => !entryFiles.has(file));
      const gzipKb = kb(gzipTotal(graph, extra));
      const inInitialLoadOf = routes
        .filter((route) => route.files.includes(chunk.file))
        .map((route) => route.route);
      return {
        file: chunk.file,
        gzipKb,
        withinBudget: gzipKb <= BUDGET.chartChunkKb,
        inInitialLoadOf,
      };
    });
  const problems = [
    ...routes
      .filter((route) => !route.withinBudget)
      .map(
        (route) =>
          `${route.route}: first load ${route.gzipKb} kB gzip is over ${BUDGET.routeInitialKb} kB (largest: ${route.largestFiles.map((file) => `${file.file} ${file.gzipKb} kB`).join(', ')})`,
      ),
    ...charts
      .filter((chart) => !chart.withinBudget)
      .map(
        (chart) =>
          `chart chunk ${chart.file}: ${chart.gzipKb} kB gzip is over ${BUDGET.chartChunkKb} kB`,
      ),
    ...charts
      .filter((chart) => chart.inInitialLoadOf.length > 0)
      .map(
        (chart) =>
          `chart chunk ${chart.file} is in the first load of ${chart.inInitialLoadOf.join(', ')}: load it lazily`,
      ),
  ];
  if (charts.length === 0)
    problems.push('no echarts chunk found: is the chart still loaded lazily from its own chunk?');
  return { routes, charts, ok: problems.length === 0, problems };
}

import type { BrowserRun } from './browser-pages';
import type { ExportResult } from './export-bench';
import type { DatabaseKind, Prepared } from './prepare';
import type { LoadResult } from './run-load';
import type { Scenario } from './scenarios';

export type ScenarioResult = { scenario: Scenario; result: LoadResult };

export type DatabaseRun = {
  kind: DatabaseKind;
  prepared: Prepared;
  coldStartMs: number;
  bareKoa: LoadResult;
  health: LoadResult;
  /** GET /api/clients page 1 through the app, and the same SQL through raw pg (PostgreSQL only). */
  clients: LoadResult;
  rawPg: LoadResult | null;
  scenarios: ScenarioResult[];
  exports: { path: string; result: ExportResult }[];
  /** The app's pages in Chromium: time to first rows, requests and bytes. */
  pages: BrowserRun;
  /** One-minute load average when this database's run ended. */
  loadAfter: number;
};

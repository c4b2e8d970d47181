// How BENCHMARKS.md writes figures and names databases, shared by its sections.
import type { DatabaseKind } from './prepare';

/** One target of the issue, per database, with the measured figure. */
export type Check = {
  target: string;
  database: string;
  measured: string;
  met: boolean;
  reason: string;
};

/** PGlite answers one query at a time: its latency targets are this many times PostgreSQL's. */
export const PGLITE_FACTOR = 3;

export const ms = (value: number) =>
  Number.isFinite(value) ? value.toFixed(value < 10 ? 2 : 1) : '-';
export const whole = (value: number) => Math.round(value).toLocaleString('en-GB');
export const label = (run: { kind: DatabaseKind }) =>
  run.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';

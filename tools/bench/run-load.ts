import autocannon from 'autocannon';
import { cpuSeconds } from './processes';

export type LoadResult = {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers that were not 2xx, and connection errors or timeouts. */
  failures: number;
  /** CPU time the server process spent per request (its own work, PGlite's included; not PostgreSQL's). */
  serverCpuMs: number | null;
};

export type LoadOptions = {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  serverPid?: number;
};

/** The value below which `share` of the sorted samples fall (nearest rank). */
export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return sorted[rank] as number;
}

function run(
  options: LoadOptions,
  onResponse?: (status: number, ms: number) => void,
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.seconds,
        headers: options.headers ?? {},
        timeout: 30,
      },
      (error: unknown, result: autocannon.Result) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result),
    );
    if (onResponse)
      instance.on('response', (_client, status, _bytes, ms) => onResponse(status, ms));
  });
}

/**
 * Drives one URL with `connections` concurrent keep-alive connections for `seconds`, after a
 * short warm-up, and reports throughput and latency percentiles from every response time
 * (autocannon's own summary has no p95).
 */
export async function measure(options: LoadOptions): Promise<LoadResult> {
  await run({ ...options, seconds: 1 });
  const times: number[] = [];
  let failures = 0;
  const cpuBefore = options.serverPid ? cpuSeconds(options.serverPid) : 0;
  const result = await run(options, (status, ms) => {
    times.push(ms);
    if (status < 200 || status >= 300) failures += 1;
  });
  const cpu = options.serverPid ? cpuSeconds(options.serverPid) - cpuBefore : null;
  times.sort((a, b) => a - b);
  const seconds = Math.max(result.duration, 0.001);
  return {
    requests: times.length,
    requestsPerSecond: times.length / seconds,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    failures: failures + result.errors + result.timeouts,
    serverCpuMs: cpu === null || times.length === 0 ? null : (cpu * 1000) / times.length,
  };
}

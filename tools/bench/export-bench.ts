import { cpuSeconds, rssBytes, type Server } from './processes';

export type ExportResult = {
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  /** Rows per second of the server's own CPU time: what the code costs, whatever else the machine runs. */
  rowsPerCpuSecond: number;
  rssGrowthMb: number;
  complete: boolean;
};

// indexOf searches natively: a JavaScript loop over every byte would cost the load generator,
// on the same cores as the server, a good share of what the server spends on the export.
function countNewlines(chunk: Uint8Array): number {
  const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  let count = 0;
  for (let at = bytes.indexOf(10); at !== -1; at = bytes.indexOf(10, at + 1)) count += 1;
  return count;
}

/**
 * Downloads one CSV export while sampling the server's resident memory: rows per second and
 * the peak growth over the memory it had before the request. Stops reading after `maxSeconds`
 * so a slow run still ends in minutes; the rate is then over the rows received.
 */
export async function measureExport(
  server: Server,
  path: string,
  token: string,
  maxSeconds = 20,
): Promise<ExportResult> {
  const baseline = rssBytes(server.pid);
  const cpuBefore = cpuSeconds(server.pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssBytes(server.pid));
  }, 25);
  const started = performance.now();
  let newlines = 0;
  let complete = false;
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), maxSeconds * 1000);
  try {
    const response = await fetch(`${server.url}${path}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: stop.signal,
    });
    if (!response.ok || !response.body) throw new Error(`${path} answered ${response.status}`);
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>)
      newlines += countNewlines(chunk);
    complete = true;
  } catch (error) {
    if (!stop.signal.aborted) throw error;
  } finally {
    clearTimeout(timer);
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  peak = Math.max(peak, rssBytes(server.pid));
  const rows = Math.max(0, newlines - 1); // less the header line
  const cpu = Math.max(cpuSeconds(server.pid) - cpuBefore, 0.01);
  return {
    rows,
    seconds,
    rowsPerSecond: rows / seconds,
    rowsPerCpuSecond: rows / cpu,
    rssGrowthMb: (peak - baseline) / 1024 / 1024,
    complete,
  };
}

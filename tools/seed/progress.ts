export type Log = (line: string) => void;

export type Progress = {
  /** Counts rows written; prints a line at most every `everyMs`. */
  add: (rows: number) => void;
  /** Prints the final line and returns rows per second. */
  done: () => number;
};

const format = (value: number) => Math.round(value).toLocaleString('en-GB');

export function progress(label: string, expected: number, log: Log, everyMs = 2000): Progress {
  const started = performance.now();
  let written = 0;
  let lastPrint = started;
  const rate = () => written / Math.max((performance.now() - started) / 1000, 0.001);
  return {
    add(rows) {
      written += rows;
      const now = performance.now();
      if (now - lastPrint < everyMs) return;
      lastPrint = now;
      log(`  ${label}: ${format(written)} / ${format(expected)} (${format(rate())} rows/s)`);
    },
    done() {
      const seconds = (performance.now() - started) / 1000;
      const perSecond = rate();
      log(
        `  ${label}: ${format(written)} rows in ${seconds.toFixed(1)} s (${format(perSecond)} rows/s)`,
      );
      return perSecond;
    },
  };
}

import { formatFileSize } from '@crm/domain';
import type { CliIo } from './cli-io';

export type Progress = {
  /** Adds bytes moved so far. */
  advance(bytes: number): void;
  /** Clears the bar; the caller prints the outcome. */
  finish(): void;
};

const WIDTH = 24;
const silent: Progress = { advance: () => undefined, finish: () => undefined };

function bar(done: number, total: number): string {
  const ratio = Math.min(1, done / total);
  const filled = Math.round(ratio * WIDTH);
  return `[${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${String(Math.floor(ratio * 100)).padStart(3)}%`;
}

/**
 * A one-line progress bar on stderr, redrawn in place: only when stderr is a terminal, so logs
 * from cron and pipes never fill with carriage returns. Without a known total it counts bytes.
 */
export function createProgress(io: CliIo, label: string, total?: number | null): Progress {
  if (io.stderr.isTTY !== true) return silent;
  let done = 0;
  let shown = '';
  let finished = false;
  const draw = () => {
    if (finished) return;
    const amount = formatFileSize(done);
    const line =
      total && total > 0
        ? `${label} ${bar(done, total)} ${amount}`
        : done > 0
          ? `${label} ${amount}`
          : label;
    if (line === shown) return;
    shown = line;
    io.stderr.write(`\r\x1b[2K${line}`);
  };
  draw();
  return {
    advance(bytes) {
      done += bytes;
      draw();
    },
    finish() {
      if (finished) return;
      finished = true;
      io.stderr.write('\r\x1b[2K');
    },
  };
}

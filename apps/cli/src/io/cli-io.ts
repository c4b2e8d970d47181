import type { Readable, Writable } from 'node:stream';

type Terminal = { isTTY?: boolean };

/**
 * Everything a command touches outside itself. main.ts passes the real process; tests of pure
 * parts pass doubles. Data goes to stdout, messages and progress to stderr.
 */
export type CliIo = {
  stdout: Writable & Terminal;
  stderr: Writable & Terminal;
  stdin: Readable & Terminal & { setRawMode?: (mode: boolean) => unknown };
  env: Record<string, string | undefined>;
  cwd: string;
  now: () => Date;
};

export function processIo(): CliIo {
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    env: process.env,
    cwd: process.cwd(),
    now: () => new Date(),
  };
}

/** NO_COLOR (any non-empty value) turns colour off, and so does output that is not a terminal. */
export function useColour(io: CliIo, stream: Terminal): boolean {
  const noColour = io.env['NO_COLOR'];
  return stream.isTTY === true && (noColour === undefined || noColour === '');
}

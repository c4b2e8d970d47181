import { createInterface, type Interface } from 'node:readline';
import { Writable } from 'node:stream';
import { usageError } from '../errors/cli-error';
import type { CliIo } from './cli-io';

export type Prompter = {
  /** Asks on stderr and reads one line from stdin (a terminal or a pipe). */
  ask(question: string): Promise<string>;
  /** The same, without echoing what is typed (passwords). */
  askSecret(question: string): Promise<string>;
  close(): void;
};

/**
 * Questions are written to stderr so stdout stays data only. One readline interface serves every
 * question, so piped answers ('printf "url\nemail\npassword\n" | crm login') are read in order.
 */
export function createPrompter(io: CliIo): Prompter {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      if (!muted) io.stderr.write(chunk);
      callback();
    },
  });
  const terminal = io.stdin.isTTY === true;
  let rl: Interface | undefined;
  let closed = false;
  const lines: string[] = [];
  let waiting: ((line: string | null) => void) | undefined;

  const open = (): Interface => {
    if (rl) return rl;
    rl = createInterface({ input: io.stdin, output, terminal });
    rl.on('line', (line) => {
      if (waiting) {
        const resolve = waiting;
        waiting = undefined;
        resolve(line);
      } else lines.push(line);
    });
    rl.on('close', () => {
      closed = true;
      waiting?.(null);
      waiting = undefined;
    });
    return rl;
  };

  const nextLine = (): Promise<string | null> => {
    open();
    const queued = lines.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    if (closed) return Promise.resolve(null);
    return new Promise((resolve) => {
      waiting = resolve;
    });
  };

  const read = async (question: string, secret: boolean): Promise<string> => {
    io.stderr.write(question);
    muted = secret && terminal;
    const line = await nextLine();
    if (muted) io.stderr.write('\n');
    muted = false;
    if (line === null) throw usageError(`No answer to "${question.trim()}" (stdin ended).`);
    return line;
  };

  return {
    ask: (question) => read(question, false),
    askSecret: (question) => read(question, true),
    close: () => rl?.close(),
  };
}

import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { CliIo } from '../io/cli-io';
import { createProgress } from '../io/progress';
import { createPrinter } from './printer';

function fakeIo(options: { tty?: boolean; env?: Record<string, string> } = {}) {
  const stdout = Object.assign(new PassThrough(), { isTTY: options.tty });
  const stderr = Object.assign(new PassThrough(), { isTTY: options.tty });
  const io: CliIo = {
    stdout,
    stderr,
    stdin: new PassThrough(),
    env: options.env ?? {},
    cwd: '/',
    now: () => new Date(0),
  };
  const read = (stream: PassThrough) => String(stream.read() ?? '');
  return { io, out: () => read(stdout), err: () => read(stderr) };
}

const rows = [{ name: 'Acme', amount: '£1.00' }];
const columns = [
  { header: 'Name', value: (r: (typeof rows)[number]) => r.name },
  { header: 'Amount', value: (r: (typeof rows)[number]) => r.amount, align: 'right' as const },
];
const ESC = '\u001b[';

describe('printer', () => {
  it('prints a plain table on stdout when it is not a terminal', () => {
    const { io, out, err } = fakeIo();
    createPrinter(io, { json: false }).table(rows, columns, { jsonValue: rows });
    const text = out();
    expect(text).toContain('Name');
    expect(text).toContain('£1.00');
    expect(text).not.toContain(ESC);
    expect(err()).toBe('');
  });

  it('colours a terminal, unless NO_COLOR is set', () => {
    const coloured = fakeIo({ tty: true });
    createPrinter(coloured.io, { json: false }).table(rows, columns, { jsonValue: rows });
    expect(coloured.out()).toContain(ESC);
    const plain = fakeIo({ tty: true, env: { NO_COLOR: '1' } });
    createPrinter(plain.io, { json: false }).table(rows, columns, { jsonValue: rows });
    expect(plain.out()).not.toContain(ESC);
  });

  it('prints the JSON value with --json, and empty-list messages on stderr', () => {
    const json = fakeIo();
    createPrinter(json.io, { json: true }).table(rows, columns, { jsonValue: { rows } });
    expect(JSON.parse(json.out())).toEqual({ rows });
    const empty = fakeIo();
    createPrinter(empty.io, { json: false }).table([], columns, {
      jsonValue: [],
      emptyMessage: 'No unpaid invoices',
    });
    expect(empty.out()).toBe('');
    expect(empty.err()).toBe('No unpaid invoices\n');
  });
});

describe('progress', () => {
  it('draws on a terminal only', () => {
    const quiet = fakeIo();
    const silent = createProgress(quiet.io, 'Exporting clients...', 100);
    silent.advance(50);
    silent.finish();
    expect(quiet.err()).toBe('');

    const tty = fakeIo({ tty: true });
    const bar = createProgress(tty.io, 'Exporting clients...', 100);
    bar.advance(50);
    bar.finish();
    expect(tty.err()).toContain('Exporting clients... [############------------]  50%');
  });
});

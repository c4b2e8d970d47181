import type { CliIo } from '../io/cli-io';
import { useColour } from '../io/cli-io';
import { renderTable, type Column } from './table';

/**
 * The one way commands print. Data goes to stdout: a table, or with --json the machine-readable
 * value; messages go to stderr so `crm ... --json | jq` and `> file` stay clean.
 */
export type Printer = {
  readonly json: boolean;
  /** Rows as a table, or `jsonValue` with --json. An empty list prints `emptyMessage` on stderr instead. */
  table<T>(
    rows: readonly T[],
    columns: readonly Column<T>[],
    options: { jsonValue: unknown; emptyMessage?: string },
  ): void;
  /** One result: `text` as a line, or `jsonValue` with --json. */
  result(text: string, jsonValue: unknown): void;
  /** A message for the person at the terminal (stderr). */
  info(message: string): void;
};

export function createPrinter(io: CliIo, options: { json: boolean }): Printer {
  const out = (text: string) => io.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
  const printJson = (value: unknown) => out(JSON.stringify(value, null, 2));
  const info = (message: string) => io.stderr.write(`${message}\n`);

  return {
    json: options.json,
    table(rows, columns, { jsonValue, emptyMessage }) {
      if (options.json) return printJson(jsonValue);
      if (rows.length === 0) return info(emptyMessage ?? 'Nothing to show.');
      out(renderTable(rows, columns, useColour(io, io.stdout)));
    },
    result(text, jsonValue) {
      if (options.json) printJson(jsonValue);
      else out(text);
    },
    info,
  };
}

import Table from 'cli-table3';

export type Column<T> = {
  header: string;
  value: (row: T) => string;
  align?: 'left' | 'right';
};

// We colour headers ourselves: cli-table3's own styling asks @colors/colors, which turns colour
// off whenever CI is set, even when we have already decided the terminal wants it.
const CYAN = '\u001b[36m';
const RESET_FOREGROUND = '\u001b[39m';

/** A bordered text table; plain (no escape codes) unless colour is wanted. */
export function renderTable<T>(
  rows: readonly T[],
  columns: readonly Column<T>[],
  colour: boolean,
): string {
  const table = new Table({
    head: columns.map((column) =>
      colour ? `${CYAN}${column.header}${RESET_FOREGROUND}` : column.header,
    ),
    colAligns: columns.map((column) => column.align ?? 'left'),
    style: { head: [], border: [] },
  });
  for (const row of rows) table.push(columns.map((column) => column.value(row)));
  return table.toString();
}

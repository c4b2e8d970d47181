import Table from 'cli-table3';

export type Column<T> = {
  header: string;
  value: (row: T) => string;
  align?: 'left' | 'right';
};

/** A bordered text table; plain (no escape codes) unless colour is wanted. */
export function renderTable<T>(rows: readonly T[], columns: readonly Column<T>[], colour: boolean): string {
  const table = new Table({
    head: columns.map((column) => column.header),
    colAligns: columns.map((column) => column.align ?? 'left'),
    style: colour ? { head: ['cyan'], border: ['grey'] } : { head: [], border: [] },
  });
  for (const row of rows) table.push(columns.map((column) => column.value(row)));
  return table.toString();
}

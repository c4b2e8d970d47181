/** 'clients' + '2026-01-05' -> 'clients-2026-01-05.csv' */
export function csvFilename(entity: string, today: string): string {
  return `${entity}-${today}.csv`;
}

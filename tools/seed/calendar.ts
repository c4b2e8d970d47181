// Calendar arithmetic on whole days since 1970-01-01 (UTC), so generated dates never drift
// with the machine's time zone.
const DAY_MS = 86_400_000;

export function dayNumber(isoDate: string): number {
  return Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
}

export function isoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** An instant on the given day, at a time of day between 08:00 and 18:59 UTC. */
export function instantOn(day: number, secondsIntoWorkday: number): number {
  return day * DAY_MS + 8 * 3_600_000 + (secondsIntoWorkday % (11 * 3600)) * 1000;
}

export function dayOfInstant(epochMs: number): number {
  return Math.floor(epochMs / DAY_MS);
}

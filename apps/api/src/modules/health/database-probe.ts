/**
 * Whether the database answers, checked at most once per `maxAgeMs` and shared by concurrent
 * callers. Load balancers poll /api/health many times a second; a round trip per poll would
 * make the health check one of the server's most expensive routes. A failure is never reused:
 * the next call checks again, so recovery shows at once.
 */
export type DatabaseProbe = () => Promise<boolean>;

export type DatabaseProbeOptions = {
  ping: () => Promise<unknown>;
  /** Milliseconds on a monotonic clock (not the business clock, which tests may freeze). */
  now?: () => number;
  maxAgeMs?: number;
};

export const HEALTH_CHECK_MAX_AGE_MS = 1000;

export function createDatabaseProbe({
  ping,
  now = () => performance.now(),
  maxAgeMs = HEALTH_CHECK_MAX_AGE_MS,
}: DatabaseProbeOptions): DatabaseProbe {
  let lastOkAt = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<boolean> | null = null;
  return () => {
    if (now() - lastOkAt < maxAgeMs) return Promise.resolve(true);
    inFlight ??= ping()
      .then(
        () => {
          lastOkAt = now();
          return true;
        },
        () => false,
      )
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
}

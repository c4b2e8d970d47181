import { z } from 'zod';

/**
 * How long an upload may take from storing its bytes to committing the row that points at
 * them; past it the upload fails and removes its bytes (withStoredUpload). Storing 10 MB and
 * inserting a row take seconds; this bounds a stalled store or database.
 */
export const UPLOAD_ROW_DEADLINE_MS = 10 * 60 * 1000;

/**
 * The orphan sweep leaves alone any object younger than this, so it never removes the bytes of
 * an upload still in flight: the deadline above plus 50 minutes for the commit itself and for
 * clocks that differ between this server and the store (S3 dates objects by its own clock).
 */
export const ORPHAN_MIN_AGE_MS = UPLOAD_ROW_DEADLINE_MS + 50 * 60 * 1000;

export const DEFAULT_ORPHAN_SWEEP_MINUTES = 60;

/** How often the API process removes stored bytes no row points at; null: never. */
export type OrphanSweepConfig = { intervalMs: number | null; minAgeMs: number };

export const DEFAULT_ORPHAN_SWEEP: OrphanSweepConfig = {
  intervalMs: DEFAULT_ORPHAN_SWEEP_MINUTES * 60 * 1000,
  minAgeMs: ORPHAN_MIN_AGE_MS,
};

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** The variable, merged into the server's one environment schema. */
export const ORPHAN_SWEEP_ENV_SHAPE = {
  // Minutes between sweeps (one also runs at start); 0 turns the sweep off. At most a week.
  CRM_ORPHAN_SWEEP_MINUTES: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int()
      .min(0)
      .max(7 * 24 * 60)
      .default(DEFAULT_ORPHAN_SWEEP_MINUTES),
  ),
};

type OrphanSweepEnv = z.output<z.ZodObject<typeof ORPHAN_SWEEP_ENV_SHAPE>>;

export function orphanSweepConfigFrom(values: OrphanSweepEnv): OrphanSweepConfig {
  const minutes = values.CRM_ORPHAN_SWEEP_MINUTES;
  return { intervalMs: minutes === 0 ? null : minutes * 60 * 1000, minAgeMs: ORPHAN_MIN_AGE_MS };
}

import type { Knex } from '@crm/db';
import type { Logger } from 'pino';
import type { OrphanSweepConfig } from '../../config';
import type { FileStorage } from '../../storage';
import { RESTORE_LOCK_KEY } from '../backup/restore-lock';
import { referencedStorageKeys } from './files.repository';

export type OrphanSweepDeps = { db: Knex; storage: Pick<FileStorage, 'list' | 'delete'> };

/** removed: objects deleted; skipped: a restore was running, so this round stopped early. */
export type OrphanSweepResult = { removed: number; skipped: boolean };

/** Keys checked against the files table per query. */
const BATCH_SIZE = 500;

/**
 * Deletes the unreferenced keys among `keys`, under the restore lock: a restore writes bytes
 * before the rows that claim them commit, and reuses bytes already stored, so no sweep may
 * delete while one runs. Null when a restore holds the lock.
 */
async function deleteUnreferenced(deps: OrphanSweepDeps, keys: string[]): Promise<number | null> {
  return deps.db.transaction(async (trx) => {
    const locked: { rows: { locked: boolean }[] } = await trx.raw(
      'select pg_try_advisory_xact_lock(?) as locked',
      [RESTORE_LOCK_KEY],
    );
    if (locked.rows[0]?.locked !== true) return null;
    const referenced = new Set(await referencedStorageKeys(trx, keys));
    const orphans = keys.filter((key) => !referenced.has(key));
    for (const key of orphans) await deps.storage.delete(key);
    return orphans.length;
  });
}

/**
 * Removes stored objects no file row points at (left by a crash between storing and the row, a
 * failed clean-up, or a race), once older than `minAgeMs`: younger ones may be an upload still
 * writing its row (see ORPHAN_MIN_AGE_MS). `now` is injected so tests can age objects.
 */
export async function sweepOrphanedBytes(
  deps: OrphanSweepDeps,
  options: { now: Date; minAgeMs: number },
): Promise<OrphanSweepResult> {
  const oldest = options.now.getTime() - options.minAgeMs;
  let removed = 0;
  let batch: string[] = [];
  // Returns false when a restore is running.
  const flush = async (): Promise<boolean> => {
    const keys = batch;
    batch = [];
    // Checked without the lock first: most objects are referenced, and the lock would make a
    // restore started meanwhile answer 409.
    const referenced = new Set(await referencedStorageKeys(deps.db, keys));
    const candidates = keys.filter((key) => !referenced.has(key));
    if (candidates.length === 0) return true;
    const deleted = await deleteUnreferenced(deps, candidates);
    if (deleted === null) return false;
    removed += deleted;
    return true;
  };
  for await (const object of deps.storage.list()) {
    if (object.modifiedAt.getTime() > oldest) continue;
    batch.push(object.key);
    if (batch.length >= BATCH_SIZE && !(await flush())) return { removed, skipped: true };
  }
  if (batch.length > 0 && !(await flush())) return { removed, skipped: true };
  return { removed, skipped: false };
}

export type OrphanSweepSchedule = OrphanSweepDeps & {
  config: OrphanSweepConfig;
  log: Pick<Logger, 'info' | 'warn'>;
  /** The real time: ages compare with the store's own dates. */
  clock: () => Date;
};

/**
 * Sweeps at once and then every `config.intervalMs` in this process (never two at a time);
 * nothing when the interval is null. Each process sweeps: deletes are idempotent, and a
 * round is cheap when there is nothing to remove. stop() waits for a round in progress.
 */
export function startOrphanSweep(schedule: OrphanSweepSchedule): { stop: () => Promise<void> } {
  const { intervalMs, minAgeMs } = schedule.config;
  if (intervalMs === null) return { stop: async () => undefined };
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = sweepOrphanedBytes(schedule, { now: schedule.clock(), minAgeMs })
      .then(
        ({ removed, skipped }) => {
          if (removed > 0)
            schedule.log.info({ removed }, 'removed stored files no record points at');
          if (skipped) schedule.log.info('orphan sweep stopped early: a restore is running');
        },
        (error: unknown) => schedule.log.warn({ err: error }, 'orphan sweep failed'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  // The sweep alone never keeps the process alive.
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

import type { Knex } from '@crm/db';
import { RESTORE_RUNNING_MESSAGE } from '@crm/domain';
import type { Context, Next } from 'koa';
import { ConflictError } from '../../middlewares/http-errors';

/** The advisory lock every restore takes, on whichever server it runs ('crmr' in ASCII). */
export const RESTORE_LOCK_KEY = 0x63726d72;

declare module 'koa' {
  interface DefaultState {
    /** When a restore request reached the server (performance.now()), before sign-in. */
    restoreRequestedAt?: number;
  }
}

/** Stamps a restore request's arrival; the app runs it before sign-in waits on the database. */
export function stampRestoreRequest(ctx: Context, next: Next): Promise<void> {
  ctx.state.restoreRequestedAt = performance.now();
  return next();
}

type RestoreState = { running: boolean; lastEndedAt: number };

// Per database, in this process. PGlite has one connection: a restore sent while another runs
// waits for it (even to sign in) and would then run too, replacing what was just restored.
// A request that arrived before the last restore ended overlapped it, and is answered 409.
const states = new WeakMap<Knex, RestoreState>();

function stateOf(db: Knex): RestoreState {
  const state = states.get(db) ?? { running: false, lastEndedAt: -Infinity };
  states.set(db, state);
  return state;
}

function refuseIfOverlapping(state: RestoreState, requestedAt: number): void {
  if (state.running || requestedAt < state.lastEndedAt) {
    throw new ConflictError(RESTORE_RUNNING_MESSAGE);
  }
}

/** 409 before a restore's body is read, when it overlaps one running in this process. */
export function refuseWhileRestoring(db: Knex) {
  return (ctx: Context, next: Next): Promise<void> => {
    refuseIfOverlapping(stateOf(db), ctx.state.restoreRequestedAt ?? performance.now());
    return next();
  };
}

function claim(db: Knex, requestedAt: number): RestoreState {
  const state = stateOf(db);
  refuseIfOverlapping(state, requestedAt);
  state.running = true;
  return state;
}

/**
 * Runs `work` in one transaction that only one restore at a time may hold: another restore in
 * this process, or on any server of the same PostgreSQL database (pg_try_advisory_xact_lock,
 * released with the transaction, even if the process dies), gets 409 at once. `afterCommit`
 * (removing replaced bytes) still counts as this process's restore.
 */
export async function withRestoreLock<T>(
  db: Knex,
  requestedAt: number,
  work: (trx: Knex.Transaction) => Promise<T>,
  afterCommit?: () => Promise<void>,
): Promise<T> {
  const state = claim(db, requestedAt);
  try {
    const result = await db.transaction(async (trx) => {
      const locked: { rows: { locked: boolean }[] } = await trx.raw(
        'select pg_try_advisory_xact_lock(?) as locked',
        [RESTORE_LOCK_KEY],
      );
      if (locked.rows[0]?.locked !== true) throw new ConflictError(RESTORE_RUNNING_MESSAGE);
      return work(trx);
    });
    await afterCommit?.();
    return result;
  } finally {
    state.running = false;
    state.lastEndedAt = performance.now();
  }
}

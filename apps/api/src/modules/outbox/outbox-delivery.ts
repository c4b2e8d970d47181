import type { Knex } from '@crm/db';
import type { Logger } from 'pino';
import type { MailTransport } from '../../mail/mail-transport';
import { recordSentActivity } from './sent-activity';
import { INTERRUPTED_SEND_MESSAGE, REMINDER_NO_LONGER_DUE_MESSAGE } from '@crm/domain';
import {
  claimDue,
  failInterrupted,
  markFailedTry,
  markSent,
  markSkipped,
  reminderStillOwed,
  type OutboxRow,
} from './outbox.repository';

/** Tries per message before it shows as failed (a person can retry it from the outbox). */
export const MAX_SEND_ATTEMPTS = 4;

/** After the nth failed try: 1, 5, then 25 minutes. */
export function retryDelayMs(attempts: number): number {
  return 60_000 * 5 ** Math.max(0, attempts - 1);
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 500);
}

/**
 * Sends every message that is due, a batch at a time, and answers how many were taken. A
 * message is marked sent only after the server accepted it; one whose process died mid-send
 * shows as failed (failInterrupted) rather than going out a second time.
 */
export async function deliverDue(
  db: Knex,
  transport: MailTransport,
  {
    now,
    log,
    // One at a time: a process that dies holds at most one message in doubt (sending).
    batch = 1,
    maxBatches = Number.POSITIVE_INFINITY,
  }: { now: () => Date; log: Logger; batch?: number; maxBatches?: number },
): Promise<number> {
  let taken = 0;
  const interrupted = await failInterrupted(db, now(), INTERRUPTED_SEND_MESSAGE);
  if (interrupted > 0) log.warn({ messages: interrupted }, 'messages interrupted mid-send');
  for (let round = 0; round < maxBatches; round += 1) {
    const due = await claimDue(db, now(), batch);
    if (due.length === 0) break;
    taken += due.length;
    for (const message of due) await deliverOne(db, transport, message, { now, log });
  }
  return taken;
}

async function deliverOne(
  db: Knex,
  transport: MailTransport,
  message: OutboxRow,
  { now, log }: { now: () => Date; log: Logger },
): Promise<void> {
  if (
    message.kind === 'reminder' &&
    message.entity_id !== null &&
    !(await reminderStillOwed(db, message.entity_id))
  ) {
    await markSkipped(db, message.id, REMINDER_NO_LONGER_DUE_MESSAGE, now());
    return;
  }
  try {
    await transport.send({
      from: message.from_address,
      to: [...message.to_addresses, ...message.cc_addresses],
      raw: message.raw,
    });
    await markSent(db, message.id, now());
  } catch (error) {
    const last = message.attempts >= MAX_SEND_ATTEMPTS;
    const at = now();
    log.warn({ err: error, messageId: message.id, attempt: message.attempts }, 'email not sent');
    await markFailedTry(db, message.id, errorText(error), {
      now: at,
      retryAt: last ? null : new Date(at.getTime() + retryDelayMs(message.attempts)),
    });
    return;
  }
  // The message went: a history line that cannot be written must not make it look unsent.
  await recordSentActivity(db, message).catch((error: unknown) =>
    log.warn({ err: error, messageId: message.id }, 'sent email not written in the history'),
  );
}

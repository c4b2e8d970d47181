import {
  isSameRenewal,
  nextRenewalDate,
  renewalAnchorDay,
  renewalChargeKey,
  renewalMovesOnNow,
  todayInLondon,
  type InvoiceStatus,
  type RenewalCharge,
} from '@crm/domain';
import type { Knex } from '@crm/db';
import type { Logger } from 'pino';
import { recordChange } from '../activity/record-change';
import {
  moveRenewalDate,
  lockWaitingRenewal,
  paidRenewalsWaiting,
  RENEWAL_DATE_COLUMNS,
  renewalItemsOfInvoice,
  renewalsMovedTo,
  setRenewalAdvance,
  type RenewalItemWithDomain,
} from './renewal-invoices.repository';

/**
 * The item's renewal, paid: its date moves on by the period it was invoiced for. False when it
 * was renewed by hand (or its date cleared) meanwhile: the owner's date stands; nothing waits.
 */
async function moveOn(
  trx: Knex.Transaction,
  item: RenewalItemWithDomain,
  now: Date,
): Promise<boolean> {
  const current = item[RENEWAL_DATE_COLUMNS[item.kind]];
  if (current === null || !isSameRenewal(item.renewal_date, current, item.period_months)) {
    await setRenewalAdvance(trx, item.id, { advancedFrom: null, advancedTo: null });
    return false;
  }
  const anchor = renewalAnchorDay(item.renewal_date, current, item.anchor_day);
  const next = nextRenewalDate(current, item.period_months, anchor);
  // The anchor used is kept, so a day the owner corrected carries on to the next renewal.
  await moveRenewalDate(trx, item, {
    date: next,
    advancedFrom: current,
    advancedTo: next,
    anchorDay: anchor,
    now,
  });
  await recordChange(trx, 'updated', 'domain', item.domain_id, item.domain_name);
  return true;
}

/**
 * The charges about to be claimed, each with the day of the month its renewal keeps: the one
 * the item that moved the date there carried, else the day of its date.
 */
export async function withAnchorDays<C extends RenewalCharge>(
  trx: Knex.Transaction,
  domainId: string,
  charges: readonly C[],
): Promise<(C & { anchorDay: number })[]> {
  const moves = await renewalsMovedTo(
    trx,
    domainId,
    charges.map((charge) => charge.date),
  );
  const kept = new Map(
    moves.map((move) => [renewalChargeKey({ kind: move.kind, date: move.advanced_to }), move]),
  );
  return charges.map((charge) => {
    const move = kept.get(renewalChargeKey(charge));
    return {
      ...charge,
      anchorDay: renewalAnchorDay(
        move?.advanced_to ?? charge.date,
        charge.date,
        move?.anchor_day ?? null,
      ),
    };
  });
}

/**
 * Keeps a domain's renewal dates in step with its renewal invoice, inside the invoice's write.
 * Paid, each renewal it was for moves on by the period it was invoiced for: at once when its day
 * has come, otherwise on that day (moveOnPaidRenewals; meanwhile the item remembers the date it
 * will move from). Reopened (not paid after all), each moves back, or no longer waits to move.
 * A date the owner corrected meanwhile (by less than half a period) is still that renewal and
 * moves on from where it is now; one moved further (renewed by hand) is left as they set it.
 * Each item remembers where it moved its date from and to, so paying twice or reopening twice
 * acts once.
 */
export async function renewalsFollowInvoice(
  trx: Knex.Transaction,
  invoiceId: string,
  { from, to, now }: { from: InvoiceStatus; to: InvoiceStatus; now: Date },
): Promise<void> {
  const paid = to === 'paid' && from !== 'paid';
  const reopened = from === 'paid' && to !== 'paid';
  if (!paid && !reopened) return;
  const today = todayInLondon(now);
  for (const item of await renewalItemsOfInvoice(trx, invoiceId)) {
    const current = item[RENEWAL_DATE_COLUMNS[item.kind]];
    const waiting = item.advanced_from !== null && item.advanced_to === null;
    if (reopened && waiting) {
      await setRenewalAdvance(trx, item.id, { advancedFrom: null, advancedTo: null });
      continue;
    }
    if (current === null) continue;
    if (paid && item.advanced_to === null && !waiting) {
      if (!isSameRenewal(item.renewal_date, current, item.period_months)) continue;
      if (renewalMovesOnNow(current, today)) await moveOn(trx, item, now);
      else await setRenewalAdvance(trx, item.id, { advancedFrom: current, advancedTo: null });
    } else if (reopened && item.advanced_to !== null && current === item.advanced_to) {
      const back = item.advanced_from ?? item.renewal_date;
      await moveRenewalDate(trx, item, { date: back, advancedFrom: null, advancedTo: null, now });
      await recordChange(trx, 'updated', 'domain', item.domain_id, item.domain_name);
    }
  }
}

/**
 * The scheduler's step for renewals paid before their day: each whose day has come moves on
 * now; one renewed by hand meanwhile waits no more. Returns how many moved. Each item is moved
 * in a transaction of its own, locked with its domain and read again (two processes move a
 * date once); one locked by another write is left for the next pass rather than waited for,
 * and one that fails is logged and left for the next pass too.
 */
export async function moveOnPaidRenewals(
  db: Knex,
  { now, log }: { now: Date; log?: Pick<Logger, 'warn'> | undefined },
): Promise<number> {
  const today = todayInLondon(now);
  let moved = 0;
  for (const itemId of await paidRenewalsWaiting(db)) {
    try {
      moved += await db.transaction(async (trx) => {
        const item = await lockWaitingRenewal(trx, itemId);
        if (!item) return 0;
        // Not yet its day: it waits (a renewal renewed by hand meanwhile waits no more).
        const current = item[RENEWAL_DATE_COLUMNS[item.kind]];
        if (
          current !== null &&
          isSameRenewal(item.renewal_date, current, item.period_months) &&
          !renewalMovesOnNow(current, today)
        )
          return 0;
        return (await moveOn(trx, item, now)) ? 1 : 0;
      });
    } catch (error) {
      log?.warn({ err: error, itemId }, 'paid renewal not moved on');
    }
  }
  return moved;
}

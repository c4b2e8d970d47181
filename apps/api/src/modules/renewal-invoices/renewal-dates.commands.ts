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
import { recordChange } from '../activity/record-change';
import {
  moveRenewalDate,
  paidRenewalsWaiting,
  RENEWAL_DATE_COLUMNS,
  renewalItemsOfInvoice,
  renewalsMovedTo,
  setRenewalAdvance,
  type RenewalItemWithDomain,
} from './renewal-invoices.repository';

/** The item's renewal, paid: its date moves on by the period it was invoiced for. */
async function moveOn(trx: Knex.Transaction, item: RenewalItemWithDomain, now: Date) {
  const current = item[RENEWAL_DATE_COLUMNS[item.kind]];
  if (current === null || !isSameRenewal(item.renewal_date, current, item.period_months)) {
    // Renewed by hand (or its date cleared) meanwhile: the owner's date stands; nothing waits.
    await setRenewalAdvance(trx, item.id, { advancedFrom: null, advancedTo: null });
    return;
  }
  const anchor = renewalAnchorDay(item.renewal_date, current, item.anchor_day);
  const next = nextRenewalDate(current, item.period_months, anchor);
  await moveRenewalDate(trx, item, { date: next, advancedFrom: current, advancedTo: next, now });
  await recordChange(trx, 'updated', 'domain', item.domain_id, item.domain_name);
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
    if (current === null) continue;
    const waiting = item.advanced_from !== null && item.advanced_to === null;
    if (paid && item.advanced_to === null && !waiting) {
      if (!isSameRenewal(item.renewal_date, current, item.period_months)) continue;
      if (renewalMovesOnNow(current, today)) await moveOn(trx, item, now);
      else await setRenewalAdvance(trx, item.id, { advancedFrom: current, advancedTo: null });
    } else if (reopened && waiting) {
      await setRenewalAdvance(trx, item.id, { advancedFrom: null, advancedTo: null });
    } else if (reopened && item.advanced_to !== null && current === item.advanced_to) {
      const back = item.advanced_from ?? item.renewal_date;
      await moveRenewalDate(trx, item, { date: back, advancedFrom: null, advancedTo: null, now });
      await recordChange(trx, 'updated', 'domain', item.domain_id, item.domain_name);
    }
  }
}

/**
 * The scheduler's step for renewals paid before their day: each whose day has come moves on
 * now; one renewed by hand meanwhile waits no more. Returns how many moved. The items are
 * locked with their domains and read again, so two processes move a date once.
 */
export async function moveOnPaidRenewals(db: Knex, { now }: { now: Date }): Promise<number> {
  const today = todayInLondon(now);
  return db.transaction(async (trx) => {
    let moved = 0;
    for (const item of await paidRenewalsWaiting(trx)) {
      const current = item[RENEWAL_DATE_COLUMNS[item.kind]];
      const renewedByHand =
        current === null || !isSameRenewal(item.renewal_date, current, item.period_months);
      if (!renewedByHand && !renewalMovesOnNow(current, today)) continue;
      await moveOn(trx, item, now);
      if (!renewedByHand) moved += 1;
    }
    return moved;
  });
}

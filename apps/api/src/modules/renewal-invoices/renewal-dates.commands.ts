import { isSameRenewal, nextRenewalDate, type InvoiceStatus } from '@crm/domain';
import type { Knex } from '@crm/db';
import { recordChange } from '../activity/record-change';
import {
  moveRenewalDate,
  RENEWAL_DATE_COLUMNS,
  renewalItemsOfInvoice,
} from './renewal-invoices.repository';

/**
 * Keeps a domain's renewal dates in step with its renewal invoice, inside the invoice's write:
 * paid, each renewal it was for moves on by the period it was invoiced for; reopened (not paid
 * after all), each moves back. A date the owner corrected meanwhile (by less than half a period)
 * is still that renewal and moves on from where it is now; one moved further (renewed by hand)
 * is left as they set it. Each item remembers where it moved its date from and to, so paying
 * twice or reopening twice acts once.
 */
export async function renewalsFollowInvoice(
  trx: Knex.Transaction,
  invoiceId: string,
  { from, to, now }: { from: InvoiceStatus; to: InvoiceStatus; now: Date },
): Promise<void> {
  const paid = to === 'paid' && from !== 'paid';
  const reopened = from === 'paid' && to !== 'paid';
  if (!paid && !reopened) return;
  for (const item of await renewalItemsOfInvoice(trx, invoiceId)) {
    const current = item[RENEWAL_DATE_COLUMNS[item.kind]];
    if (current === null) continue;
    if (
      paid &&
      item.advanced_to === null &&
      isSameRenewal(item.renewal_date, current, item.period_months)
    ) {
      const next = nextRenewalDate(current, item.period_months);
      await moveRenewalDate(trx, item, {
        date: next,
        advancedFrom: current,
        advancedTo: next,
        now,
      });
      await recordChange(trx, 'updated', 'domain', item.domain_id, item.domain_name);
    } else if (reopened && item.advanced_to !== null && current === item.advanced_to) {
      const back = item.advanced_from ?? item.renewal_date;
      await moveRenewalDate(trx, item, { date: back, advancedFrom: null, advancedTo: null, now });
      await recordChange(trx, 'updated', 'domain', item.domain_id, item.domain_name);
    }
  }
}

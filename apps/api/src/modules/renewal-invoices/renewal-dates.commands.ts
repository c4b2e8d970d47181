import { nextRenewalDate, type InvoiceStatus } from '@crm/domain';
import type { Knex } from '@crm/db';
import { recordChange } from '../activity/record-change';
import {
  moveRenewalDate,
  RENEWAL_DATE_COLUMNS,
  renewalItemsOfInvoice,
} from './renewal-invoices.repository';

/**
 * Keeps a domain's renewal dates in step with its renewal invoice, inside the invoice's write:
 * paid, each renewal it was for moves on by the renewal period; reopened (not paid after all),
 * each moves back. A date the owner changed meanwhile is left as they set it, and each item
 * remembers where it moved its date, so paying twice or reopening twice acts once.
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
    if (paid && item.advanced_to === null && current === item.renewal_date) {
      const next = nextRenewalDate(item.renewal_date, item.renewal_period);
      await moveRenewalDate(trx, item, { date: next, advancedTo: next, now });
      await recordChange(trx, 'updated', 'domain', item.domain_id, item.domain_name);
    } else if (reopened && item.advanced_to !== null && current === item.advanced_to) {
      await moveRenewalDate(trx, item, { date: item.renewal_date, advancedTo: null, now });
      await recordChange(trx, 'updated', 'domain', item.domain_id, item.domain_name);
    }
  }
}

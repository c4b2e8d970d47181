import {
  dueRenewalCharges,
  isSendingHour,
  renewalChargeKey,
  renewalInvoiceFor,
  todayInLondon,
  type RenewalCharge,
} from '@crm/domain';
import type { Logger } from 'pino';
import { presentDomainFields } from '../domains/domains.presenter';
import type { DomainWithClientRow } from '../domains/domains.repository';
import { createInvoice } from '../invoices/invoices.commands';
import type { SendDeps } from '../outbox/document-parts';
import { existingKeys } from '../outbox/outbox.repository';
import { sendDocument } from '../outbox/send-document.commands';
import { readReminderSettings } from '../reminders/reminder-settings.repository';
import { findFirstUser } from '../../security/user.repository';
import { withAnchorDays } from './renewal-dates.commands';
import {
  claimRenewals,
  domainsWithRenewalsDue,
  recentAutoSentRenewalInvoices,
  renewalHistories,
  setRenewalsInvoice,
} from './renewal-invoices.repository';

/** A renewal invoice made more than this long ago is not emailed by itself any more. */
const AUTO_SEND_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;

export type RenewalInvoiceDeps = SendDeps & {
  canSend: boolean;
  defaultSendHour: number;
  quietFromHour?: number;
  log?: Pick<Logger, 'warn'>;
};

export type RenewalInvoicePass = { made: string[]; sent: string[] };

/**
 * Makes one invoice for the domain's renewals due today. Each renewal is claimed (a unique row)
 * in the transaction that makes the invoice, so two processes, a crash or a restart invoice it
 * once; the invoice holds only the renewals this process claimed.
 */
async function invoiceRenewals(
  deps: RenewalInvoiceDeps,
  row: DomainWithClientRow,
  due: readonly RenewalCharge[],
  { now, today }: { now: Date; today: string },
): Promise<string | null> {
  return deps.db.transaction(async (trx) => {
    const periodMonths = Number(row.renewal_period);
    const claimed = await claimRenewals(
      trx,
      { id: row.id, periodMonths },
      await withAnchorDays(trx, row.id, due),
      now,
    );
    if (claimed.length === 0) return null;
    const keys = new Set(claimed.map((item) => `${item.kind}:${item.renewal_date}`));
    const charges = due.filter((charge) => keys.has(renewalChargeKey(charge)));
    const domain = presentDomainFields(row);
    const id = await createInvoice(trx, renewalInvoiceFor(domain, charges, { today }), { now });
    await setRenewalsInvoice(
      trx,
      claimed.map((item) => item.id),
      id,
    );
    return id;
  });
}

/**
 * Emails each renewal invoice made lately for a domain that says so, once: its outbox key is
 * the invoice's, so a second process or a retry after a crash finds it there. Only within two
 * days of making it, so a catch-up after long downtime sends no backlog; never one paid since.
 */
async function sendRecent(deps: RenewalInvoiceDeps, { now }: { now: Date }): Promise<string[]> {
  const sent: string[] = [];
  const invoiceIds = await recentAutoSentRenewalInvoices(
    deps.db,
    new Date(now.getTime() - AUTO_SEND_WINDOW_MS),
  );
  const requestKeyOf = (invoiceId: string) => `renewal:${invoiceId}`;
  const done = await existingKeys(
    deps.db,
    invoiceIds.map((id) => `send:invoice:${id}:${requestKeyOf(id)}`),
  );
  for (const invoiceId of invoiceIds) {
    if (done.has(`send:invoice:${invoiceId}:${requestKeyOf(invoiceId)}`)) continue;
    try {
      const noChanges = { to: [], cc: [], subject: '', message: '' };
      await sendDocument(deps, 'invoice', invoiceId, noChanges, {
        now,
        requestKey: requestKeyOf(invoiceId),
        canSend: deps.canSend,
      });
      sent.push(invoiceId);
    } catch (error) {
      // No address for the client, or no sender: the invoice stays made and unsent, as it
      // would if the owner had pressed Email. Anything else (its PDF, the storage) is tried
      // again next pass; either way the other invoices go on.
      deps.log?.warn({ err: error, invoiceId }, 'renewal invoice not emailed');
    }
  }
  return sent;
}

/**
 * One scheduler pass: invoice each domain's renewals due, then email the ones that say so. (The
 * renewals paid early move on in a job of their own, renewal-dates-job.)
 */
export async function makeRenewalInvoices(
  deps: RenewalInvoiceDeps,
  { now }: { now: Date },
): Promise<RenewalInvoicePass> {
  const today = todayInLondon(now);
  const domains = await domainsWithRenewalsDue(deps.db, today);
  const histories = await renewalHistories(
    deps.db,
    domains.map((row) => row.id),
    today,
  );
  const pass: RenewalInvoicePass = { made: [], sent: [] };
  for (const row of domains) {
    const history = histories.get(row.id);
    const due = dueRenewalCharges(presentDomainFields(row), {
      today,
      daysBefore: row.renewal_invoice_days,
      invoiced: history?.invoiced ?? new Set(),
      pending: history?.pending ?? new Set(),
    });
    if (due.length === 0) continue;
    // One domain's failure is logged and tried again next pass; the others go on.
    try {
      const id = await invoiceRenewals(deps, row, due, { now, today });
      if (id) pass.made.push(id);
    } catch (error) {
      deps.log?.warn({ err: error, domainId: row.id }, 'renewal invoice not made');
    }
  }
  const owner = await findFirstUser(deps.db);
  const sendHour = owner
    ? (await readReminderSettings(deps.db, owner.id, deps.defaultSendHour)).sendHour
    : deps.defaultSendHour;
  if (isSendingHour(now, sendHour, deps.quietFromHour)) pass.sent = await sendRecent(deps, { now });
  return pass;
}

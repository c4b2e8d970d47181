import { balanceDue, clientDisplayName, receiptText } from '@crm/domain';
import type { Knex } from '@crm/db';
import type { MailSender } from '../../config/mail-config';
import { findFirstUser } from '../../security/user.repository';
import { readNotificationPreferences } from '../settings/settings.repository';
import { findSender } from './document-parts';
import { ownerEmailTemplates } from './email-templates.repository';
import { newOutboxMessage } from './new-message';
import { insertOnce, type OutboxRow } from './outbox.repository';

/**
 * Puts a receipt for a payment just recorded in the outbox, when the owner has payment
 * confirmations on, the client has an address and there is a sender; null otherwise. Made once
 * per payment (its id is the key), so a retried request cannot send two.
 */
export async function makePaymentReceipt(
  deps: { db: Knex; mail: MailSender; canSend: boolean },
  paymentId: string,
  { now }: { now: Date },
): Promise<OutboxRow | null> {
  const owner = await findFirstUser(deps.db);
  if (!owner || !(await readNotificationPreferences(deps.db, owner.id)).paymentConfirmations)
    return null;
  const row = (await deps
    .db('invoice_payments as p')
    .join('invoices as i', 'i.id', 'p.invoice_id')
    .join('clients as c', 'c.id', 'i.client_id')
    .where('p.id', paymentId)
    .first(
      'p.amount as payment_amount',
      deps.db.raw("to_char(p.paid_on, 'YYYY-MM-DD') as paid_on"),
      'i.id as invoice_id',
      'i.invoice_number',
      'i.amount',
      'i.amount_paid',
      'c.name',
      'c.business_name',
      'c.email',
    )) as
    | {
        payment_amount: string;
        paid_on: string;
        invoice_id: string;
        invoice_number: string;
        amount: string;
        amount_paid: string;
        name: string;
        business_name: string | null;
        email: string | null;
      }
    | undefined;
  if (!row || !row.email?.trim()) return null;
  const sender = await findSender(deps);
  if (!sender) return null;
  const { subject, body } = receiptText(
    {
      clientName: clientDisplayName({ name: row.name, businessName: row.business_name }),
      invoiceNumber: row.invoice_number,
      paymentAmount: row.payment_amount,
      paidOn: row.paid_on,
      balance: balanceDue({ amount: row.amount, amountPaid: row.amount_paid }),
      businessName: sender.businessName,
    },
    (await ownerEmailTemplates(deps.db)).receipt,
  );
  return insertOnce(
    deps.db,
    await newOutboxMessage({
      key: `receipt:${paymentId}`,
      kind: 'receipt',
      entityId: row.invoice_id,
      from: sender.from,
      to: [row.email.trim()],
      subject,
      body,
      canSend: deps.canSend,
      now,
    }),
  );
}

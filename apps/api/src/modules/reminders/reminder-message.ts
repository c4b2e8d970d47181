import {
  balanceDue,
  clientDisplayName,
  latePaymentClaim,
  reminderText,
  type EmailTemplate,
  type ReferenceRate,
} from '@crm/domain';
import type { ReminderCandidateRow } from './reminder-candidates.repository';

/**
 * A reminder's wording for an invoice row on the day it goes (`today`, London), with the
 * statutory claim when its client has claims switched on.
 */
export function reminderTextFor(
  invoice: ReminderCandidateRow,
  {
    today,
    businessName,
    rates,
    template,
  }: {
    today: string;
    businessName: string;
    rates: readonly ReferenceRate[];
    /** The owner's reminder wording (Settings › Email Templates). */
    template: EmailTemplate;
  },
): { subject: string; body: string } {
  const amounts = { amount: invoice.amount, amountPaid: invoice.amount_paid };
  const claim = invoice.client_late_payment_claims
    ? latePaymentClaim(
        { balance: balanceDue(amounts), dueDate: invoice.due_date },
        { today, rates },
      )
    : null;
  return reminderText(
    {
      invoiceNumber: invoice.invoice_number,
      clientName: clientDisplayName({
        name: invoice.client_name,
        businessName: invoice.client_business_name,
      }),
      ...amounts,
      dueDate: invoice.due_date,
    },
    { today, businessName, claim, template },
  );
}

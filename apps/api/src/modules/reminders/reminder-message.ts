import { clientDisplayName, reminderText } from '@crm/domain';
import type { ReminderCandidateRow } from './reminder-candidates.repository';

/** A reminder's wording for an invoice row on the day it goes (`today`, London). */
export function reminderTextFor(
  invoice: ReminderCandidateRow,
  context: { today: string; businessName: string },
): { subject: string; body: string } {
  return reminderText(
    {
      invoiceNumber: invoice.invoice_number,
      clientName: clientDisplayName({
        name: invoice.client_name,
        businessName: invoice.client_business_name,
      }),
      amount: invoice.amount,
      amountPaid: invoice.amount_paid,
      dueDate: invoice.due_date,
    },
    context,
  );
}

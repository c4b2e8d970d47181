import { formatDocumentDate } from '../dates/dates.rules';
import { formatMoney } from '../money/money.rules';
import { balanceDue } from '../payment/payment.rules';
import {
  DEFAULT_EMAIL_TEMPLATES,
  fillTemplate,
  oneLine,
  type EmailTemplate,
  type TemplateValues,
} from '../outbox/email-template.rules';
import { latePaymentClaimText, type LatePaymentClaim } from '../late-payment/late-payment.rules';
import { daysOverdue, reminderDueStatus } from './reminder.rules';

/** What a reminder says about its invoice. */
export type ReminderInvoice = {
  invoiceNumber: string;
  /** The client as the invoice addresses them (clientDisplayName). */
  clientName: string;
  amount: string;
  amountPaid: string;
  dueDate: string;
};

/**
 * A reminder's subject and body on the day it goes (`today`, London), with the statutory claim
 * when the client has claims switched on and the invoice is overdue.
 */
export function reminderText(
  invoice: ReminderInvoice,
  {
    today,
    businessName,
    claim = null,
    template = DEFAULT_EMAIL_TEMPLATES.reminder,
  }: {
    today: string;
    businessName: string;
    claim?: LatePaymentClaim | null;
    /** The owner's wording (Settings › Email Templates), else the default. */
    template?: EmailTemplate;
  },
): { subject: string; body: string } {
  const values: TemplateValues = {
    client: invoice.clientName,
    number: invoice.invoiceNumber,
    amount: formatMoney(invoice.amount),
    balance: formatMoney(balanceDue(invoice)),
    dueDate: formatDocumentDate(invoice.dueDate),
    dueStatus: reminderDueStatus(invoice.dueDate, today),
    daysOverdue: String(daysOverdue(invoice.dueDate, today)),
    businessName,
    lateClaim: claim ? `\n\n${latePaymentClaimText(claim)}` : '',
  };
  return {
    subject: oneLine(fillTemplate(template.subject, values)),
    body: fillTemplate(template.body, values),
  };
}

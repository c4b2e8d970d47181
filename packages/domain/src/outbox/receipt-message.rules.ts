import { formatDocumentDate } from '../dates/dates.rules';
import { formatMoney } from '../money/money.rules';
import {
  DEFAULT_EMAIL_TEMPLATES,
  fillTemplate,
  oneLine,
  type EmailTemplate,
} from './email-template.rules';

/** What a payment receipt says. */
export type ReceiptDetails = {
  clientName: string;
  invoiceNumber: string;
  paymentAmount: string;
  /** 'YYYY-MM-DD' */
  paidOn: string;
  /** What is left to pay after this payment. */
  balance: string;
  businessName: string;
};

/** A receipt's subject and body, in the owner's wording (Settings › Email Templates). */
export function receiptText(
  details: ReceiptDetails,
  template: EmailTemplate = DEFAULT_EMAIL_TEMPLATES.receipt,
): { subject: string; body: string } {
  const values = {
    client: details.clientName,
    number: details.invoiceNumber,
    paymentAmount: formatMoney(details.paymentAmount),
    paidOn: formatDocumentDate(details.paidOn),
    balance: formatMoney(details.balance),
    businessName: details.businessName,
  };
  return {
    subject: oneLine(fillTemplate(template.subject, values)),
    body: fillTemplate(template.body, values),
  };
}

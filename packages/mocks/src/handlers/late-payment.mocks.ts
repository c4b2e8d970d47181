import { invoiceRoutes } from '@crm/api-contract';
import {
  balanceDue,
  INVOICE_NOT_FOUND_MESSAGE,
  invoiceLatePayment,
  mergedReferenceRates,
} from '@crm/domain';
import { notFound } from './mock-errors';
import { mock } from './mock-route';

export const latePaymentMocks = [
  // As the API: the claim when the client has claims on, the invoice is unpaid and overdue.
  mock(
    invoiceRoutes.latePayment,
    ({ db, params }) => {
      const invoice = db.invoices.find((i) => i.id === params.id);
      if (!invoice) throw notFound(INVOICE_NOT_FOUND_MESSAGE);
      const client = db.clients.find((c) => c.id === invoice.clientId);
      return invoiceLatePayment(
        {
          status: invoice.status,
          balance: balanceDue(invoice),
          dueDate: invoice.dueDate,
          claimsOn: client?.latePaymentClaims ?? false,
        },
        { today: db.today, rates: mergedReferenceRates(db.latePaymentRates) },
      );
    },
    { notFound: INVOICE_NOT_FOUND_MESSAGE },
  ),
];

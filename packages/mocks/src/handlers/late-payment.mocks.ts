import { invoiceRoutes } from '@crm/api-contract';
import {
  balanceDue,
  INVOICE_NOT_FOUND_MESSAGE,
  latePaymentClaim,
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
      if (!client?.latePaymentClaims) return { enabled: false, claim: null };
      if (invoice.status === 'paid') return { enabled: true, claim: null };
      const claim = latePaymentClaim(
        { balance: balanceDue(invoice), dueDate: invoice.dueDate },
        { today: db.today, rates: mergedReferenceRates(db.latePaymentRates) },
      );
      return { enabled: true, claim };
    },
    { notFound: INVOICE_NOT_FOUND_MESSAGE },
  ),
];

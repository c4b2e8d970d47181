export { clientInvoicesQuery } from './client-invoices-query';

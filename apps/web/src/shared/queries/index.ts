export { clientInvoicesQuery, projectInvoicesQuery } from './client-invoices-query';

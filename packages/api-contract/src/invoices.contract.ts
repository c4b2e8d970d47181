import {
  InvoiceCreateSchema,
  InvoiceSchema,
  InvoiceStatusSchema,
  InvoiceUpdateSchema,
  LatePaymentClaimSchema,
  MoneySchema,
  PaginationQuerySchema,
  PaymentCreateSchema,
  IdSchema,
} from '@crm/domain';
import { z } from 'zod';
import { IdParamsSchema, OptionalIdQuerySchema } from './common.schema';
import { defineRoute } from './route';

/** enabled: the client has claims switched on; claim: null until overdue, or once paid. */
export const InvoiceLatePaymentSchema = z.object({
  enabled: z.boolean(),
  claim: LatePaymentClaimSchema.nullable(),
});
export type InvoiceLatePayment = z.infer<typeof InvoiceLatePaymentSchema>;

/**
 * page, limit, search (invoice number or client name), status, clientId. The status filter
 * follows what the list displays: 'overdue' also matches unpaid invoices past their due date,
 * and 'unpaid' matches only unpaid invoices not yet due.
 */
export const InvoiceListQuerySchema = PaginationQuerySchema.extend({
  status: z.preprocess(
    (value) => (value === '' || value === 'all' ? undefined : value),
    InvoiceStatusSchema.optional(),
  ),
  clientId: OptionalIdQuerySchema,
  /** The invoices made from one project's quote. */
  projectId: OptionalIdQuerySchema,
});

/** The four summary cards, summed over every invoice matching the filters (not only the page). */
export const InvoiceSummarySchema = z.object({
  totalAmount: MoneySchema,
  paid: MoneySchema,
  unpaid: MoneySchema,
  overdue: MoneySchema,
});
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;

export const InvoiceListSchema = z.object({
  invoices: z.array(InvoiceSchema),
  total: z.number().int().min(0),
  summary: InvoiceSummarySchema,
});

export const invoiceRoutes = {
  list: defineRoute({
    method: 'get',
    path: '/api/invoices',
    summary:
      'List invoices with client, project and line items, newest first, with summary sums over every match',
    tag: 'invoices',
    query: InvoiceListQuerySchema,
    response: InvoiceListSchema,
  }),
  get: defineRoute({
    method: 'get',
    path: '/api/invoices/:id',
    summary: 'One invoice with client, project and line items',
    tag: 'invoices',
    params: IdParamsSchema,
    response: InvoiceSchema,
  }),
  create: defineRoute({
    method: 'post',
    path: '/api/invoices',
    summary:
      'Create an invoice; a blank number gets the next INV-#### and the amount is the sum of the lines',
    tag: 'invoices',
    body: InvoiceCreateSchema,
    response: InvoiceSchema,
    status: 201,
  }),
  update: defineRoute({
    method: 'put',
    path: '/api/invoices/:id',
    summary:
      'Change an invoice (only the fields sent; { status: "paid" } marks it paid; lines sent replace the lines)',
    tag: 'invoices',
    params: IdParamsSchema,
    body: InvoiceUpdateSchema,
    response: InvoiceSchema,
  }),
  fromQuote: defineRoute({
    method: 'post',
    path: '/api/projects/:id/invoice',
    summary:
      "Invoice a quote: an unpaid invoice for the project's client, linked to it, of one line (the project at its price), dated today and due after the payment terms; a lead becomes active",
    tag: 'invoices',
    params: IdParamsSchema,
    response: InvoiceSchema,
    status: 201,
  }),
  recordPayment: defineRoute({
    method: 'post',
    path: '/api/invoices/:id/payments',
    summary:
      'Record a payment (amount above zero and at most the balance, dated today or earlier); the invoice becomes paid when nothing is left to pay',
    tag: 'invoices',
    params: IdParamsSchema,
    body: PaymentCreateSchema,
    response: InvoiceSchema,
    status: 201,
  }),
  deletePayment: defineRoute({
    method: 'delete',
    path: '/api/invoices/:id/payments/:paymentId',
    summary: 'Remove a payment; a paid invoice that owes something again becomes unpaid',
    tag: 'invoices',
    params: z.object({ id: IdSchema, paymentId: IdSchema }),
    response: InvoiceSchema,
  }),
  latePayment: defineRoute({
    method: 'get',
    path: '/api/invoices/:id/late-payment',
    summary:
      'Statutory interest and fixed compensation owed on the invoice today (Late Payment of Commercial Debts (Interest) Act 1998), when its client has claims switched on',
    tag: 'invoices',
    params: IdParamsSchema,
    response: InvoiceLatePaymentSchema,
  }),
  pdf: defineRoute({
    method: 'get',
    path: '/api/invoices/:id/pdf',
    summary:
      'The invoice as an A4 PDF (inline, named after its number), with the business profile as the seller',
    tag: 'invoices',
    params: IdParamsSchema,
    contentType: 'application/pdf',
  }),
  delete: defineRoute({
    method: 'delete',
    path: '/api/invoices/:id',
    summary: 'Delete an invoice and its line items',
    tag: 'invoices',
    params: IdParamsSchema,
    status: 204,
  }),
} as const;

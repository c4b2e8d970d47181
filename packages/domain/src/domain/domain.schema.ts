import { z } from 'zod';
import { IdSchema, requiredIdSchema } from '../ids/id.schema';
import {
  DateOnlySchema,
  InstantSchema,
  optionalDateSchema,
  requiredDateSchema,
} from '../dates/dates.schema';
import { MoneySchema, PRICE_MESSAGES, optionalMoneyInputSchema } from '../money/money.schema';
import { TEXT_LIMITS, optionalTextSchema } from '../text/text.schema';
import { CLIENT_REQUIRED_MESSAGE, ClientRefSchema } from '../client/client.schema';
import { CredentialSchema, CredentialsInputSchema } from './credential.schema';
import { RENEWAL_PERIODS, type RenewalPeriod } from './domain.enums';
import {
  DEFAULT_RENEWAL_INVOICE_DAYS,
  DOMAIN_NAME_REQUIRED_MESSAGE,
  MAX_RENEWAL_INVOICE_DAYS,
  RENEWAL_INVOICE_DAYS_MESSAGE,
  invalidDomainNameMessage,
  normaliseDomainName,
  validateDomainName,
} from './domain.rules';

export const EXPIRY_DATE_REQUIRED_MESSAGE = 'Expiry date is required';

export const RenewalPeriodSchema = z.enum(RENEWAL_PERIODS, {
  error: 'Renewal period must be 1, 6 or 12 months',
});

export const DomainSchema = z.object({
  id: IdSchema,
  domainName: z.string(),
  clientId: IdSchema,
  expiryDate: DateOnlySchema,
  renewalPrice: MoneySchema.nullable(),
  registrar: z.string().nullable(),
  emailRenewalDate: DateOnlySchema.nullable(),
  emailProvider: z.string().nullable(),
  emailRenewalPrice: MoneySchema.nullable(),
  hostingRenewalDate: DateOnlySchema.nullable(),
  hostingRenewalPrice: MoneySchema.nullable(),
  renewalQuotePrice: MoneySchema.nullable(),
  emailRenewalQuotePrice: MoneySchema.nullable(),
  hostingRenewalQuotePrice: MoneySchema.nullable(),
  renewalPeriod: RenewalPeriodSchema,
  /** The scheduler drafts an invoice at the quote prices before each renewal. */
  renewalInvoicing: z.boolean(),
  renewalInvoiceDaysBefore: z.number().int(),
  /** The drafted renewal invoice is emailed to the client as well. */
  renewalInvoiceAutoSend: z.boolean(),
  credentials: z.array(CredentialSchema).nullable(),
  notes: z.string().nullable(),
  client: ClientRefSchema,
  createdAt: InstantSchema,
  updatedAt: InstantSchema,
});
export type Domain = z.infer<typeof DomainSchema>;

/** Stripped of protocol, 'www.', port, path and query, lower-cased, then checked as a hostname. */
export const DomainNameInputSchema = z
  .string({ error: DOMAIN_NAME_REQUIRED_MESSAGE })
  .max(TEXT_LIMITS.url, DOMAIN_NAME_REQUIRED_MESSAGE)
  .transform(normaliseDomainName)
  .superRefine((name, ctx) => {
    const problem = validateDomainName(name);
    if (problem === 'empty')
      ctx.addIssue({ code: 'custom', message: DOMAIN_NAME_REQUIRED_MESSAGE });
    if (problem === 'invalid')
      ctx.addIssue({ code: 'custom', message: invalidDomainNameMessage() });
  });

const price = () => optionalMoneyInputSchema(PRICE_MESSAGES);

// Accepts 12 as well as '12': number inputs and selects differ in what they send.
const RenewalPeriodInputSchema = z.preprocess(
  (value: RenewalPeriod | number) => (typeof value === 'number' ? String(value) : value),
  RenewalPeriodSchema,
);

const RenewalInvoiceDaysSchema = z
  .number({ error: RENEWAL_INVOICE_DAYS_MESSAGE })
  .int(RENEWAL_INVOICE_DAYS_MESSAGE)
  .min(1, RENEWAL_INVOICE_DAYS_MESSAGE)
  .max(MAX_RENEWAL_INVOICE_DAYS, RENEWAL_INVOICE_DAYS_MESSAGE);

const domainFields = {
  domainName: DomainNameInputSchema,
  clientId: requiredIdSchema(CLIENT_REQUIRED_MESSAGE),
  expiryDate: requiredDateSchema(EXPIRY_DATE_REQUIRED_MESSAGE),
  renewalPrice: price(),
  registrar: optionalTextSchema(TEXT_LIMITS.name),
  emailRenewalDate: optionalDateSchema(),
  emailProvider: optionalTextSchema(TEXT_LIMITS.name),
  emailRenewalPrice: price(),
  hostingRenewalDate: optionalDateSchema(),
  hostingRenewalPrice: price(),
  renewalQuotePrice: price(),
  emailRenewalQuotePrice: price(),
  hostingRenewalQuotePrice: price(),
  renewalPeriod: RenewalPeriodInputSchema,
  renewalInvoicing: z.boolean({ error: 'Renewal invoicing must be true or false' }),
  renewalInvoiceDaysBefore: RenewalInvoiceDaysSchema,
  renewalInvoiceAutoSend: z.boolean({ error: 'Sending renewal invoices must be true or false' }),
  credentials: CredentialsInputSchema,
  notes: optionalTextSchema(TEXT_LIMITS.notes),
};

/** A new domain; renewalPeriod defaults to '12'; empty prices and text become null. */
export const DomainCreateSchema = z.object({
  ...domainFields,
  renewalPeriod: RenewalPeriodInputSchema.default('12'),
  renewalInvoicing: domainFields.renewalInvoicing.default(false),
  renewalInvoiceDaysBefore: RenewalInvoiceDaysSchema.default(DEFAULT_RENEWAL_INVOICE_DAYS),
  renewalInvoiceAutoSend: domainFields.renewalInvoiceAutoSend.default(false),
});
export type DomainCreate = z.infer<typeof DomainCreateSchema>;
export type DomainCreateInput = z.input<typeof DomainCreateSchema>;

/** Only the fields sent are changed; credentials sent replace the stored list. */
export const DomainUpdateSchema = z.object(domainFields).partial();
export type DomainUpdate = z.infer<typeof DomainUpdateSchema>;
export type DomainUpdateInput = z.input<typeof DomainUpdateSchema>;

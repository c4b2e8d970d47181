import { z } from 'zod';
import { IdSchema, requiredIdSchema } from '../ids/id.schema';
import { DateOnlySchema, InstantSchema, optionalDateSchema } from '../dates/dates.schema';
import { MoneySchema, PRICE_MESSAGES, optionalMoneyInputSchema } from '../money/money.schema';
import { TEXT_LIMITS, optionalTextSchema, requiredTextSchema } from '../text/text.schema';
import { CLIENT_REQUIRED_MESSAGE, ClientRefSchema } from '../client/client.schema';
import { LineItemSchema, QuoteLineItemsInputSchema } from '../invoice/line-item.schema';
import { quotePrice } from './quote-price.rules';
import { PROJECT_STATUSES } from './project.enums';

export const PROJECT_NAME_REQUIRED_MESSAGE = 'Project name is required';

export const ProjectStatusSchema = z.enum(PROJECT_STATUSES, {
  error: 'Please choose a valid status',
});

export const ProjectSchema = z.object({
  id: IdSchema,
  projectName: z.string(),
  clientId: IdSchema,
  status: ProjectStatusSchema,
  startDate: DateOnlySchema.nullable(),
  dueDate: DateOnlySchema.nullable(),
  price: MoneySchema.nullable(),
  paid: z.boolean(),
  notes: z.string().nullable(),
  /** 'Q-0001': the number its quote goes out under, given when the project is created. */
  quoteNumber: z.string().nullable(),
  /** The last day the quote's price holds. */
  validUntil: DateOnlySchema.nullable(),
  /** The quote's lines; with any, the price is their sum. */
  lineItems: z.array(LineItemSchema),
  client: ClientRefSchema,
  createdAt: InstantSchema,
  updatedAt: InstantSchema,
});
export type Project = z.infer<typeof ProjectSchema>;

/** The short form of a project embedded in other records. */
export const ProjectRefSchema = z.object({
  id: IdSchema,
  projectName: z.string(),
});
export type ProjectRef = z.infer<typeof ProjectRefSchema>;

const projectFields = {
  projectName: requiredTextSchema(PROJECT_NAME_REQUIRED_MESSAGE, TEXT_LIMITS.name),
  clientId: requiredIdSchema(CLIENT_REQUIRED_MESSAGE),
  status: ProjectStatusSchema,
  startDate: optionalDateSchema(),
  dueDate: optionalDateSchema(),
  price: optionalMoneyInputSchema(PRICE_MESSAGES),
  paid: z.boolean({ error: 'Paid must be true or false' }),
  notes: optionalTextSchema(TEXT_LIMITS.notes),
  validUntil: optionalDateSchema(),
  lineItems: QuoteLineItemsInputSchema,
};

// With lines, the price is their sum, whatever price was sent; without, the price sent stands.
function priceFromLines<
  T extends { lineItems?: { quantity: number; unitPrice: string }[] | undefined },
>(project: T): T & { price?: string | null } {
  return project.lineItems && project.lineItems.length > 0
    ? { ...project, price: quotePrice(project.lineItems, null) }
    : project;
}

/**
 * New projects default to status lead (a quote), unpaid and without lines; an empty price
 * becomes null, and an empty validUntil is set by the server from the business profile.
 */
export const ProjectCreateSchema = z
  .object({
    ...projectFields,
    status: projectFields.status.default('lead'),
    paid: projectFields.paid.default(false),
    lineItems: projectFields.lineItems.default([]),
  })
  .transform(priceFromLines);
export type ProjectCreate = z.infer<typeof ProjectCreateSchema>;
export type ProjectCreateInput = z.input<typeof ProjectCreateSchema>;

/** Only the fields sent are changed; no defaults are applied. Lines sent replace all lines. */
export const ProjectUpdateSchema = z.object(projectFields).partial().transform(priceFromLines);
export type ProjectUpdate = z.infer<typeof ProjectUpdateSchema>;
export type ProjectUpdateInput = z.input<typeof ProjectUpdateSchema>;

import { z } from 'zod';
import { IdSchema, requiredIdSchema } from '../ids/id.schema';
import { DateOnlySchema, InstantSchema, optionalDateSchema } from '../dates/dates.schema';
import { MoneySchema, PRICE_MESSAGES, optionalMoneyInputSchema } from '../money/money.schema';
import { TEXT_LIMITS, optionalTextSchema, requiredTextSchema } from '../text/text.schema';
import { CLIENT_REQUIRED_MESSAGE, ClientRefSchema } from '../client/client.schema';
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
};

/** New projects default to status lead (a quote) and unpaid; an empty price becomes null. */
export const ProjectCreateSchema = z.object({
  ...projectFields,
  status: projectFields.status.default('lead'),
  paid: projectFields.paid.default(false),
});
export type ProjectCreate = z.infer<typeof ProjectCreateSchema>;
export type ProjectCreateInput = z.input<typeof ProjectCreateSchema>;

/** Only the fields sent are changed; no defaults are applied. */
export const ProjectUpdateSchema = z.object(projectFields).partial();
export type ProjectUpdate = z.infer<typeof ProjectUpdateSchema>;
export type ProjectUpdateInput = z.input<typeof ProjectUpdateSchema>;

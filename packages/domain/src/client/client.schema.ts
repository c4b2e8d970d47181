import { z } from 'zod';
import { IdSchema } from '../ids/id.schema';
import { InstantSchema } from '../dates/dates.schema';
import {
  TEXT_LIMITS,
  optionalEmailSchema,
  optionalTextSchema,
  requiredTextSchema,
} from '../text/text.schema';

export const CLIENT_NAME_REQUIRED_MESSAGE = 'Client name is required';
/** Shown wherever a record must belong to a client (projects, invoices, domains, tasks). */
export const CLIENT_REQUIRED_MESSAGE = 'Client is required';

export const ClientSchema = z.object({
  id: IdSchema,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  businessName: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  /** Comma-separated, e.g. 'retainer, web'. */
  tags: z.string().nullable(),
  /** Statutory interest and compensation are shown on its overdue invoices (businesses only). */
  latePaymentClaims: z.boolean(),
  createdAt: InstantSchema,
  updatedAt: InstantSchema,
});
export type Client = z.infer<typeof ClientSchema>;

/** The short form of a client embedded in other records. */
export const ClientRefSchema = z.object({
  id: IdSchema,
  name: z.string(),
  businessName: z.string().nullable(),
});
export type ClientRef = z.infer<typeof ClientRefSchema>;

const clientFields = {
  name: requiredTextSchema(CLIENT_NAME_REQUIRED_MESSAGE, TEXT_LIMITS.name),
  email: optionalEmailSchema(),
  phone: optionalTextSchema(TEXT_LIMITS.phone),
  businessName: optionalTextSchema(TEXT_LIMITS.name),
  address: optionalTextSchema(TEXT_LIMITS.address),
  notes: optionalTextSchema(TEXT_LIMITS.notes),
  tags: optionalTextSchema(TEXT_LIMITS.tags),
  latePaymentClaims: z.boolean({ error: 'latePaymentClaims must be true or false' }).optional(),
};

/** Every field trimmed; empty optional fields become null. */
export const ClientCreateSchema = z.object(clientFields);
export type ClientCreate = z.infer<typeof ClientCreateSchema>;
export type ClientCreateInput = z.input<typeof ClientCreateSchema>;

/** Only the fields sent are changed. */
export const ClientUpdateSchema = ClientCreateSchema.partial();
export type ClientUpdate = z.infer<typeof ClientUpdateSchema>;
export type ClientUpdateInput = z.input<typeof ClientUpdateSchema>;

import { z } from 'zod';
import { IdSchema } from '../ids/id.schema';
import { InstantSchema } from '../dates/dates.schema';
import {
  INVALID_EMAIL_MESSAGE,
  isEmailAddress,
  TEXT_LIMITS,
  tooLongMessage,
} from '../text/text.schema';
import { OUTBOX_KINDS, OUTBOX_LIST_STATUSES } from './outbox.enums';

export const OutboxStatusSchema = z.enum(OUTBOX_LIST_STATUSES, {
  error: 'Please choose a valid status',
});

/**
 * A message as the outbox lists it; a stored one's whole source is GET /api/outbox/{id}/eml. A
 * planned one is not stored yet: its id is its key (POST /api/outbox/skip takes it).
 */
export const OutboxMessageSchema = z.object({
  id: z.string(),
  kind: z.enum(OUTBOX_KINDS),
  /** The invoice or project the message is about. */
  entityId: IdSchema.nullable(),
  status: OutboxStatusSchema,
  from: z.string(),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  subject: z.string(),
  body: z.string(),
  attachments: z.array(z.string()),
  attempts: z.number().int().min(0),
  /** Why the last try failed, or why it was not sent. */
  lastError: z.string().nullable(),
  sentAt: InstantSchema.nullable(),
  /** When a planned message will go (null once it is made). */
  plannedFor: InstantSchema.nullable(),
  createdAt: InstantSchema,
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

/** POST /api/outbox/skip: the planned message not to send. */
export const SkipPlannedSchema = z.object(
  { key: z.string({ error: 'key must be a planned message’s id' }).min(1).max(200) },
  { error: 'Send an object: { key }' },
);
export type SkipPlanned = z.infer<typeof SkipPlannedSchema>;

export const MAX_RECIPIENTS = 20;
export const MAX_EMAIL_SUBJECT = 250;
export const MAX_EMAIL_MESSAGE = 20_000;

/** One or more addresses, separated by commas or semicolons; blank means "the default". */
function addressListSchema(field: string) {
  return z
    .union([z.string(), z.array(z.string()), z.null()], { error: INVALID_EMAIL_MESSAGE })
    .optional()
    .transform((value, ctx) => {
      const parts = (Array.isArray(value) ? value : (value ?? '').split(/[,;]/))
        .map((part) => part.trim())
        .filter((part) => part !== '');
      if (parts.length > MAX_RECIPIENTS) {
        ctx.addIssue({
          code: 'custom',
          message: `At most ${MAX_RECIPIENTS} addresses in ${field}`,
        });
        return z.NEVER;
      }
      const wrong = parts.find((part) => part.length > TEXT_LIMITS.email || !isEmailAddress(part));
      if (wrong !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `${INVALID_EMAIL_MESSAGE}: ${wrong.slice(0, 80)}`,
        });
        return z.NEVER;
      }
      return parts;
    });
}

// A header line must not carry a line break: it would start a header of its own.
const SubjectSchema = z
  .string({ error: 'Subject must be text' })
  .trim()
  .max(MAX_EMAIL_SUBJECT, tooLongMessage(MAX_EMAIL_SUBJECT))
  .refine((value) => !/[\r\n\0]/.test(value), 'Subject must be one line')
  .optional();

const MessageSchema = z
  .string({ error: 'Message must be text' })
  .max(MAX_EMAIL_MESSAGE, tooLongMessage(MAX_EMAIL_MESSAGE))
  .refine((value) => !value.includes('\0'), 'Message must not contain a NUL character')
  .optional();

/** POST /api/invoices/{id}/send and /api/projects/{id}/send: every field falls back to its default. */
export const SendDocumentSchema = z.object(
  {
    to: addressListSchema('to'),
    cc: addressListSchema('cc'),
    subject: SubjectSchema,
    message: MessageSchema,
  },
  { error: 'Send an object: { to?, cc?, subject?, message? }' },
);
export type SendDocument = z.infer<typeof SendDocumentSchema>;
export type SendDocumentInput = z.input<typeof SendDocumentSchema>;

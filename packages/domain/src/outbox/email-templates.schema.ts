import { z } from 'zod';
import { tooLongMessage } from '../text/text.schema';
import { EMAIL_TEMPLATE_KINDS } from './outbox.enums';
import { MAX_EMAIL_MESSAGE, MAX_EMAIL_SUBJECT } from './outbox.schema';

const TemplateSchema = z
  .object(
    {
      subject: z
        .string({ error: 'Subject must be text' })
        .trim()
        .min(1, 'Subject is required')
        .max(MAX_EMAIL_SUBJECT, tooLongMessage(MAX_EMAIL_SUBJECT))
        .refine((value) => !/[\r\n\0]/.test(value), 'Subject must be one line'),
      body: z
        .string({ error: 'Message must be text' })
        .trim()
        .min(1, 'Message is required')
        .max(MAX_EMAIL_MESSAGE, tooLongMessage(MAX_EMAIL_MESSAGE))
        .refine((value) => !value.includes('\0'), 'Message must not contain a NUL character'),
    },
    { error: 'Send { subject, body }' },
  )
  .strict();

/** Settings › Email Templates: the wording of each kind of message. */
export const EmailTemplatesSchema = z.object(
  Object.fromEntries(EMAIL_TEMPLATE_KINDS.map((kind) => [kind, TemplateSchema])) as Record<
    (typeof EMAIL_TEMPLATE_KINDS)[number],
    typeof TemplateSchema
  >,
);
export type EmailTemplates = z.infer<typeof EmailTemplatesSchema>;

/** PUT /api/settings/email-templates: the kinds sent are replaced; null puts a kind back to the default. */
export const EmailTemplatesUpdateSchema = z
  .object(
    Object.fromEntries(
      EMAIL_TEMPLATE_KINDS.map((kind) => [kind, TemplateSchema.nullable().optional()]),
    ) as Record<
      (typeof EMAIL_TEMPLATE_KINDS)[number],
      z.ZodOptional<z.ZodNullable<typeof TemplateSchema>>
    >,
    { error: 'Send an object: { invoice?, quote?, reminder?, receipt? }' },
  )
  .strict();
export type EmailTemplatesUpdate = z.infer<typeof EmailTemplatesUpdateSchema>;

import { z } from 'zod';
import { REMINDER_STEPS, type ReminderStep } from './reminder.enums';

// Settings offer 06:00 to 20:00, the working day (QUIET_FROM_HOUR ends it at 21:00); what is
// in force may be any hour, as CRM_SEND_HOUR allows an operator more.
const SEND_HOUR_MESSAGE = 'Send hour must be a whole hour from 6 to 20';
const SendHourSchema = z
  .number({ error: SEND_HOUR_MESSAGE })
  .int(SEND_HOUR_MESSAGE)
  .min(6, SEND_HOUR_MESSAGE)
  .max(20, SEND_HOUR_MESSAGE);
const HourInForceSchema = z.number().int().min(0).max(23);

const StepsSchema = z.object(
  Object.fromEntries(REMINDER_STEPS.map((step) => [step, z.boolean()])) as Record<
    ReminderStep,
    z.ZodBoolean
  >,
);

/** Settings › Reminders: which steps go out, and from which London hour messages are sent. */
export const ReminderSettingsSchema = z.object({
  steps: StepsSchema,
  sendHour: HourInForceSchema,
});
export type ReminderSettings = z.infer<typeof ReminderSettingsSchema>;
export type ReminderStepSwitches = ReminderSettings['steps'];

/** PUT /api/settings/reminders: only what is sent changes. */
export const ReminderSettingsUpdateSchema = z
  .object(
    { steps: StepsSchema.partial().strict().optional(), sendHour: SendHourSchema.optional() },
    { error: 'Send an object: { steps?, sendHour? }' },
  )
  .strict();
export type ReminderSettingsUpdate = z.infer<typeof ReminderSettingsUpdateSchema>;

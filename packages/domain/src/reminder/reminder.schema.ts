import { z } from 'zod';
import { REMINDER_STEPS, type ReminderStep } from './reminder.enums';

const SendHourSchema = z
  .number({ error: 'Send hour must be a whole hour from 0 to 23' })
  .int('Send hour must be a whole hour from 0 to 23')
  .min(0, 'Send hour must be a whole hour from 0 to 23')
  .max(23, 'Send hour must be a whole hour from 0 to 23');

const StepsSchema = z.object(
  Object.fromEntries(REMINDER_STEPS.map((step) => [step, z.boolean()])) as Record<
    ReminderStep,
    z.ZodBoolean
  >,
);

/** Settings › Reminders: which steps go out, and from which London hour messages are sent. */
export const ReminderSettingsSchema = z.object({
  steps: StepsSchema,
  sendHour: SendHourSchema,
});
export type ReminderSettings = z.infer<typeof ReminderSettingsSchema>;
export type ReminderStepSwitches = ReminderSettings['steps'];

/** PUT /api/settings/reminders: only what is sent changes. */
export const ReminderSettingsUpdateSchema = z.object(
  { steps: StepsSchema.partial().optional(), sendHour: SendHourSchema.optional() },
  { error: 'Send an object: { steps?, sendHour? }' },
);
export type ReminderSettingsUpdate = z.infer<typeof ReminderSettingsUpdateSchema>;

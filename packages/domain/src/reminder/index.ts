export { REMINDER_STEP_LABELS, REMINDER_STEP_OFFSETS, REMINDER_STEPS } from './reminder.enums';
export type { ReminderStep } from './reminder.enums';
export { ReminderSettingsSchema, ReminderSettingsUpdateSchema } from './reminder.schema';
export type {
  ReminderSettings,
  ReminderSettingsUpdate,
  ReminderStepSwitches,
} from './reminder.schema';
export {
  ALL_REMINDER_STEPS_ON,
  canRemind,
  daysOverdue,
  DEFAULT_SEND_HOUR,
  EARLIEST_SEND_HOUR,
  LATEST_SEND_HOUR,
  QUIET_FROM_HOUR,
  dueReminderStep,
  isSendingHour,
  parseReminderKey,
  PLANNED_REMINDER_DAYS,
  plannedRemindersFor,
  plannedReminderSteps,
  plannedSendTime,
  nextPassTime,
  REMINDER_CATCH_UP_DAYS,
  reminderDueStatus,
  reminderKey,
  reminderStepDate,
  storedReminderSettings,
  updatedReminderSettings,
} from './reminder.rules';
export type { PlannedReminderStep, PlannedStep, RemindableInvoice } from './reminder.rules';
export { reminderText } from './reminder-message.rules';
export type { ReminderInvoice } from './reminder-message.rules';

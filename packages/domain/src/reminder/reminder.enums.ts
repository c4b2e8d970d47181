/** The steps of the reminder schedule, in the order they fall. */
export const REMINDER_STEPS = ['before_3', 'due_day', 'after_7', 'after_14', 'after_30'] as const;
export type ReminderStep = (typeof REMINDER_STEPS)[number];

/** Days from the due date to each step (negative: before it). */
export const REMINDER_STEP_OFFSETS: Readonly<Record<ReminderStep, number>> = {
  before_3: -3,
  due_day: 0,
  after_7: 7,
  after_14: 14,
  after_30: 30,
};

export const REMINDER_STEP_LABELS: Readonly<Record<ReminderStep, string>> = {
  before_3: '3 days before the due date',
  due_day: 'On the due date',
  after_7: '7 days overdue',
  after_14: '14 days overdue',
  after_30: '30 days overdue',
};

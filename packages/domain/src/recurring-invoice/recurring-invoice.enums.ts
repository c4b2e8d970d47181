/** How often a recurring invoice is made: written once, here; the schema and the rules read this list. */
export const RECURRING_FREQUENCIES = ['weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type RecurringFrequency = (typeof RECURRING_FREQUENCIES)[number];

export const RECURRING_FREQUENCY_LABELS: Readonly<Record<RecurringFrequency, string>> = {
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};

/** The most invoices a schedule with a count may make. */
export const MAX_RECURRING_COUNT = 1000;

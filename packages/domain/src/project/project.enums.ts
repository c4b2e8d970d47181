/** Value lists written once, here: the schemas (z.enum) and the rules read them. */
/** lead (a quote), active, complete, on_hold. */
export const PROJECT_STATUSES = ['lead', 'active', 'complete', 'on_hold'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

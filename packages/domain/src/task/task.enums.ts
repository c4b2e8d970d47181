/** Value lists written once, here: the schemas (z.enum) and the rules read them. */
/** low, medium (default), high. */
export const TASK_PRIORITIES = ['low', 'medium', 'high'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

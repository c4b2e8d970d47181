/** Value lists written once, here: the schemas (z.enum) and the rules read them. */
export const ACTIVITY_ACTIONS = ['created', 'updated', 'deleted'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const ACTIVITY_ENTITY_TYPES = [
  'client',
  'project',
  'invoice',
  'domain',
  'task',
  'file',
  'expense',
  'recurring invoice',
] as const;
export type ActivityEntityType = (typeof ACTIVITY_ENTITY_TYPES)[number];

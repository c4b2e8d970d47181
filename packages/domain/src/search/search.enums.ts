/** Value lists written once, here: the schemas (z.enum) and the rules read them. */
export const SEARCH_RESULT_TYPES = ['client', 'project', 'invoice', 'domain', 'task'] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

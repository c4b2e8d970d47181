/** quote, invoice, general (default): written once, here; the schema and the rules read this list. */
export const DOCUMENT_TYPES = ['quote', 'invoice', 'general'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

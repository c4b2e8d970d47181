import { z } from 'zod';
import { IdSchema, optionalIdSchema, requiredIdSchema } from '../ids/id.schema';
import { InstantSchema } from '../dates/dates.schema';
import { DOCUMENT_TYPE_MESSAGE, FILE_AND_CLIENT_REQUIRED_MESSAGE } from './file.rules';
import { DOCUMENT_TYPES } from './file.enums';

/** quote, invoice, general (default); null for files uploaded outside a client's Documents tab. */
export const DocumentTypeSchema = z.enum(DOCUMENT_TYPES, { error: DOCUMENT_TYPE_MESSAGE });

/** Client documents, the files library and expense receipts are all this one record type. */
export const FileRecordSchema = z.object({
  id: IdSchema,
  filename: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int().min(0),
  uploadedAt: InstantSchema,
  clientId: IdSchema.nullable(),
  projectId: IdSchema.nullable(),
  documentType: DocumentTypeSchema.nullable(),
  client: z.object({ id: IdSchema, name: z.string() }).nullable(),
  project: z.object({ id: IdSchema, projectName: z.string() }).nullable(),
  createdAt: InstantSchema,
  updatedAt: InstantSchema,
});
export type FileRecord = z.infer<typeof FileRecordSchema>;

/**
 * The text fields of a multipart upload to /api/files/upload (the file itself travels
 * beside them): a client document sends documentType, the files library an optional project.
 */
export const FileUploadFieldsSchema = z.object({
  clientId: requiredIdSchema(FILE_AND_CLIENT_REQUIRED_MESSAGE),
  projectId: optionalIdSchema(),
  // Blank or absent means "not a client document". The union's own error, or a wrong value
  // would get zod's bare 'Invalid input'.
  documentType: z
    .union([DocumentTypeSchema, z.literal(''), z.null()], { error: DOCUMENT_TYPE_MESSAGE })
    .optional()
    .transform((value) => (value ? value : null)),
});
export type FileUploadFields = z.infer<typeof FileUploadFieldsSchema>;
export type FileUploadFieldsInput = z.input<typeof FileUploadFieldsSchema>;

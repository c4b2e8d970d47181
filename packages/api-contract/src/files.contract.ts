import { FileRecordSchema, FileUploadFieldsSchema, PaginationQuerySchema } from '@crm/domain';
import { IdParamsSchema, listResponseSchema, OptionalIdQuerySchema } from './common.schema';
import { defineRoute } from './route';

/** page, limit, clientId, projectId (client documents use clientId with limit 1000). */
export const FileListQuerySchema = PaginationQuerySchema.pick({ page: true, limit: true }).extend({
  clientId: OptionalIdQuerySchema,
  projectId: OptionalIdQuerySchema,
});
export const FileListSchema = listResponseSchema('files', FileRecordSchema);

export const fileRoutes = {
  list: defineRoute({
    method: 'get',
    path: '/api/files',
    summary: 'List client documents and library files with their client and project, newest first',
    tag: 'files',
    query: FileListQuerySchema,
    response: FileListSchema,
  }),
  upload: defineRoute({
    method: 'post',
    path: '/api/files/upload',
    summary:
      'Upload a file (multipart field "file", at most 10 MB; pdf, docx, doc, txt, png, jpg, jpeg checked by extension and content) for a client, as a document (documentType) or into the files library (optional projectId)',
    tag: 'files',
    requestContentType: 'multipart/form-data',
    body: FileUploadFieldsSchema,
    response: FileRecordSchema,
    status: 201,
  }),
  download: defineRoute({
    method: 'get',
    path: '/api/files/download/:id',
    summary: 'Download a file (attachment, under its original name, with its stored content type)',
    tag: 'files',
    params: IdParamsSchema,
    contentType: 'application/octet-stream',
  }),
  delete: defineRoute({
    method: 'delete',
    path: '/api/files/:id',
    summary: 'Delete a file and its stored bytes',
    tag: 'files',
    params: IdParamsSchema,
    status: 204,
  }),
} as const;

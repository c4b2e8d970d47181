import type { FileRecord } from '@crm/domain';
import type { FileWithRefsRow } from './files.repository';

export function presentFile(row: FileWithRefsRow): FileRecord {
  return {
    id: row.id,
    filename: row.filename,
    contentType: row.content_type,
    sizeBytes: row.size_bytes,
    uploadedAt: row.created_at.toISOString(),
    clientId: row.client_id,
    projectId: row.project_id,
    documentType: row.document_type,
    client:
      row.client_id && row.client_name !== null
        ? { id: row.client_id, name: row.client_name }
        : null,
    project:
      row.project_id && row.project_name !== null
        ? { id: row.project_id, projectName: row.project_name }
        : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

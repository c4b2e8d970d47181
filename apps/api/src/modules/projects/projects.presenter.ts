import type { Project } from '@crm/domain';
import { presentLines } from '../../line-items/document-lines';
import type { ProjectWithClientRow } from './projects.repository';

export function presentProject(row: ProjectWithClientRow): Project {
  return {
    id: row.id,
    projectName: row.project_name,
    clientId: row.client_id,
    status: row.status,
    startDate: row.start_date,
    dueDate: row.due_date,
    price: row.price,
    paid: row.paid,
    notes: row.notes,
    quoteNumber: row.quote_number,
    validUntil: row.valid_until,
    lineItems: presentLines(row.line_items),
    client: { id: row.client_id, name: row.client_name, businessName: row.client_business_name },
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

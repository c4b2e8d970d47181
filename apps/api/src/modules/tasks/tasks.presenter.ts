import type { Task } from '@crm/domain';
import type { TaskRow } from './tasks.repository';

export function presentTask(row: TaskRow): Task {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    clientId: row.client_id,
    projectId: row.project_id,
    completed: row.completed,
    priority: row.priority,
    dueDate: row.due_date,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

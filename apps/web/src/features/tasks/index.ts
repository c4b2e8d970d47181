export { TaskDialog } from './TaskDialog.lazy';
export type { TaskDialogProps } from './TaskDialog';
export { TasksTab } from './TasksTab';
export { clientTasksQuery } from './tasks.queries';

export { TaskDialog } from './TaskDialog';
export type { TaskDialogProps } from './TaskDialog';
export { TasksTab } from './TasksTab';
export { clientTasksQuery } from './tasks.queries';

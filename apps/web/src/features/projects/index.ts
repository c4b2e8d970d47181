export { ProjectsScreen } from './ProjectsScreen';
export { ProjectFormDialog } from './ProjectFormDialog.lazy';
export type { ProjectFormDialogProps } from './ProjectFormDialog';
export { ProjectStatusBadge } from './ProjectStatusBadge';
export { ClientProjectsTab } from './ClientProjectsTab';

export { ProjectsScreen } from './ProjectsScreen';
export { ProjectFormDialog } from './ProjectFormDialog.lazy';
export type { ProjectFormDialogProps } from './ProjectFormDialog';
export { ProjectPicker, NO_PROJECT } from './ProjectPicker';
export type { ProjectPickerProps } from './ProjectPicker';
export { ProjectStatusBadge } from './ProjectStatusBadge';
export { ClientProjectsTab } from './ClientProjectsTab';
export { clientProjectsQuery } from './projects.queries';

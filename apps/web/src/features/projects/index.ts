export { ProjectsScreen } from './ProjectsScreen';
export { ProjectFormDialog } from './ProjectFormDialog.lazy';
export type { ProjectFormDialogProps } from './ProjectFormDialog';
export { ProjectStatusBadge } from './ProjectStatusBadge';
export { ClientProjectsTab } from './ClientProjectsTab';
export { DeleteProjectDialog } from './DeleteProjectDialog';
export { InvoiceQuoteDialog } from './InvoiceQuoteDialog';
export { openQuotePdf, projectQuery, quotePdfUrl } from './projects.queries';

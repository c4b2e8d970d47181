export { ClientCard } from './ClientCard';
export type { ClientAction, ClientCardProps } from './ClientCard';
export { ClientCardSkeletons } from './ClientCardSkeletons';
export { ClientFormDialog } from './ClientFormDialog.lazy';
export type { ClientFormDialogProps } from './ClientFormDialog';
export { DeleteClientDialog } from './DeleteClientDialog';
export { clientListQuery } from './clients.queries';

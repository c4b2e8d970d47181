export { ClientsScreen } from './ClientsScreen';
export { ClientDetailScreen } from './detail/ClientDetailScreen';
export type { ClientDetailScreenProps } from './detail/ClientDetailScreen';
export { ClientFormDialog } from './ClientFormDialog.lazy';
export type { ClientFormDialogProps } from './ClientFormDialog';
export { ClientPicker } from './ClientPicker';
export type { ClientPickerProps } from './ClientPicker';
export { clientQuery, invalidateClients } from './clients.queries';

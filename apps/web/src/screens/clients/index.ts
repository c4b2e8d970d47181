export { ClientsScreen } from './ClientsScreen';
export { ClientDetailScreen } from './detail/ClientDetailScreen';
export type { ClientDetailScreenProps } from './detail/ClientDetailScreen';

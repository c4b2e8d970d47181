import { ClientsScreen } from '../features/clients';

export function ClientsPage() {
  return <ClientsScreen />;
}

import { ClientsScreen } from '../screens/clients';

export function ClientsPage() {
  return <ClientsScreen />;
}

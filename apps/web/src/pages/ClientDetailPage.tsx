import { useParams } from 'wouter';
import { ClientDetailScreen } from '../screens/clients';

/** /clients/{id}: the rest of the path is the id, normalised by the screen. */
export function ClientDetailPage() {
  const params = useParams<{ '*': string }>();
  return <ClientDetailScreen idParam={params['*'] ?? ''} />;
}

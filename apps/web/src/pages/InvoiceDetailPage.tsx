import { useParams } from 'wouter';
import { InvoiceDetailScreen } from '../screens/invoices';

/** /invoices/{id}: the rest of the path is the id, normalised by the screen. */
export function InvoiceDetailPage() {
  const params = useParams<{ '*': string }>();
  return <InvoiceDetailScreen idParam={params['*'] ?? ''} />;
}

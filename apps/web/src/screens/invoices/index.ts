export { InvoiceDetailScreen } from './InvoiceDetailScreen';

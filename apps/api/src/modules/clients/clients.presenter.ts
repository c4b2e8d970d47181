import type { Client } from '@crm/domain';
import type { ClientRow } from './clients.repository';

export function presentClient(row: ClientRow): Client {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    businessName: row.business_name,
    address: row.address,
    notes: row.notes,
    tags: row.tags,
    latePaymentClaims: row.late_payment_claims,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

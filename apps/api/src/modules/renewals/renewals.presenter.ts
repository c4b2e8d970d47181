import type { Renewal } from '@crm/api-contract';
import { clientDisplayName, daysLeft } from '@crm/domain';
import type { RenewalRow } from './renewals.repository';

export function presentRenewal(row: RenewalRow, today: string): Renewal {
  return {
    kind: row.kind,
    date: row.date,
    daysLeft: daysLeft(row.date, today),
    domainId: row.domain_id,
    domainName: row.domain_name,
    clientId: row.client_id,
    clientName: clientDisplayName({
      name: row.client_name,
      businessName: row.client_business_name,
    }),
    price: row.price,
    provider: row.provider,
  };
}

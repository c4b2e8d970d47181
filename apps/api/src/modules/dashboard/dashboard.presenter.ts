import type { UpcomingRenewal } from '@crm/api-contract';
import { presentDomainFields } from '../domains/domains.presenter';
import { presentInvoiceFields } from '../invoices/invoices.presenter';
import type { RenewalRow } from './dashboard.repository';

/** An upcoming renewal is the domain without its credentials. */
export function presentRenewal(row: RenewalRow): UpcomingRenewal {
  return presentDomainFields(row);
}

/** An unpaid invoice is the invoice without its lines. */
export const presentUnpaidInvoice = presentInvoiceFields;

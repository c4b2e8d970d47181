import type { ReactNode } from 'react';
import type { ExportEntity } from '@crm/api-contract';
import { BriefcaseIcon, GlobeIcon, InvoiceIcon, ReceiptIcon, UsersIcon } from '@crm/ui';

export type ExportCard = {
  entity: ExportEntity;
  title: string;
  description: string;
  icon: ReactNode;
};

/** The five CSV exports, in the order the Reports page lists them. */
export const EXPORT_CARDS: readonly ExportCard[] = [
  {
    entity: 'clients',
    title: 'Clients',
    description: 'Names, businesses, contact details, addresses, tags and notes.',
    icon: <UsersIcon />,
  },
  {
    entity: 'domains',
    title: 'Domains',
    description:
      'Domains with expiry and renewal dates, prices and registrars. Credentials are never exported.',
    icon: <GlobeIcon />,
  },
  {
    entity: 'projects',
    title: 'Projects',
    description: 'Projects and quotes with their client, status, dates, price and paid state.',
    icon: <BriefcaseIcon />,
  },
  {
    entity: 'invoices',
    title: 'Invoices',
    description: 'Invoice numbers, clients, projects, dates, amounts and status.',
    icon: <InvoiceIcon />,
  },
  {
    entity: 'expenses',
    title: 'Expenses',
    description: 'Receipts and supplier invoices with provider, allocation, date and amount.',
    icon: <ReceiptIcon />,
  },
];

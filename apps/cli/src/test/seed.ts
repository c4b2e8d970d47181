import type { ApiClient } from '@crm/api-client';
import { addDays } from '@crm/domain';

/** A small, known data set, dated relative to `today` so renewals and overdue states hold any day. */
export async function seed(api: ApiClient, today: string) {
  const acme = await api.clients.create({
    body: {
      name: 'Jane Smith',
      businessName: 'Acme Ltd',
      email: 'jane@acme.test',
      tags: 'retainer, web',
    },
  });
  const bob = await api.clients.create({
    body: { name: 'Bob Jones', email: 'bob@example.com', phone: '01234 567890' },
  });
  await api.domains.create({
    body: {
      domainName: 'acme.co.uk',
      clientId: acme.id,
      expiryDate: addDays(today, 10),
      renewalPrice: '12.99',
      registrar: 'Namecheap',
      emailRenewalDate: addDays(today, -3),
      emailRenewalPrice: '60.00',
      emailProvider: 'Google Workspace',
      hostingRenewalDate: addDays(today, 45),
      hostingRenewalPrice: '120.00',
    },
  });
  await api.domains.create({
    body: {
      domainName: 'https://www.Bob-Jones.com/about',
      clientId: bob.id,
      expiryDate: addDays(today, 2),
      renewalPrice: '9.50',
      registrar: 'GoDaddy',
    },
  });
  await api.domains.create({
    body: {
      domainName: 'far-away.org',
      clientId: bob.id,
      expiryDate: addDays(today, 200),
      renewalPrice: '20.00',
      registrar: 'Gandi',
    },
  });
  await api.invoices.create({
    body: {
      clientId: acme.id,
      invoiceDate: addDays(today, -40),
      dueDate: addDays(today, -10),
      lineItems: [{ description: 'Website, "phase 1"', quantity: 2, unitPrice: '500.00' }],
    },
  });
  await api.invoices.create({
    body: {
      clientId: bob.id,
      invoiceDate: today,
      dueDate: addDays(today, 30),
      lineItems: [{ description: '=SUM(A1)', quantity: 1, unitPrice: '99.99' }],
    },
  });
  await api.invoices.create({
    body: {
      clientId: bob.id,
      invoiceDate: today,
      dueDate: addDays(today, 30),
      status: 'paid',
      lineItems: [{ description: 'Paid', quantity: 1, unitPrice: '10.00' }],
    },
  });
  return { acme, bob };
}

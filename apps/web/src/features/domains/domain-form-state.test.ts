import { describe, expect, it } from 'vitest';
import { createMockDb } from '@crm/mocks';
import { DomainCreateSchema, RENEWAL_INVOICE_DAYS_MESSAGE } from '@crm/domain';
import type { Domain } from '@crm/domain';
import { initialDomainValues, toDomainInput } from './domain-form-state';
import type { DomainFormValues } from './domain-form-state';

/** A fixture domain whose renewals are invoiced and emailed, 14 days before. */
function invoicedDomain(): Domain {
  const db = createMockDb();
  const row = db.domains.find((d) => d.renewalInvoicing && d.renewalInvoiceAutoSend)!;
  const client = db.clients.find((c) => c.id === row.clientId)!;
  return {
    ...row,
    renewalInvoiceDaysBefore: 14,
    client: { id: client.id, name: client.name, businessName: client.businessName },
  };
}

/** The edited domain's form with `change`, as it is sent: the days field's error, or null. */
function daysError(domain: Domain, change: Partial<DomainFormValues>): string | null {
  const input = toDomainInput({ ...initialDomainValues(domain, null), ...change });
  const parsed = DomainCreateSchema.safeParse(input);
  const issue = parsed.error?.issues.find((i) => i.path[0] === 'renewalInvoiceDaysBefore');
  return issue?.message ?? null;
}

describe('domain form: renewal invoices', () => {
  it('starts a new domain not invoiced, 30 days before, not emailed', () => {
    expect(initialDomainValues(undefined, null)).toMatchObject({
      renewalInvoicing: false,
      renewalInvoiceDaysBefore: 30,
      renewalInvoiceAutoSend: false,
    });
  });

  it('takes an edited domain’s choices and sends them back unchanged', () => {
    const domain = invoicedDomain();
    const values = initialDomainValues(domain, null);
    expect(values).toMatchObject({
      renewalInvoicing: true,
      renewalInvoiceDaysBefore: 14,
      renewalInvoiceAutoSend: true,
    });
    expect(toDomainInput(values)).toMatchObject({
      renewalInvoicing: true,
      renewalInvoiceDaysBefore: 14,
      renewalInvoiceAutoSend: true,
    });
  });

  it('refuses an empty day count only while renewals are invoiced', () => {
    const domain = invoicedDomain();
    expect(daysError(domain, { renewalInvoiceDaysBefore: Number.NaN })).toBe(
      RENEWAL_INVOICE_DAYS_MESSAGE,
    );
    // Switched off, the hidden field is sent as the default instead of stopping the save.
    expect(
      daysError(domain, { renewalInvoicing: false, renewalInvoiceDaysBefore: Number.NaN }),
    ).toBeNull();
    expect(
      toDomainInput({
        ...initialDomainValues(domain, null),
        renewalInvoicing: false,
        renewalInvoiceDaysBefore: Number.NaN,
      }).renewalInvoiceDaysBefore,
    ).toBe(30);
  });
});

import { describe, it, expect } from 'vitest';
import { DomainCreateSchema, DomainUpdateSchema } from './domain.schema';

const clientId = '3f1c1e2a-1111-4a2b-9c3d-123456789abc';
const valid = { domainName: 'acme.co.uk', clientId, expiryDate: '2026-05-01' };

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('DomainCreateSchema', () => {
  it('normalises the name, defaults the period to 12 and nulls empty fields', () => {
    const domain = DomainCreateSchema.parse({
      ...valid,
      domainName: 'https://www.ACME.co.uk/about',
      renewalPrice: '12.5',
      emailRenewalPrice: 3,
      hostingRenewalPrice: '',
      registrar: '  ',
      emailRenewalDate: '',
    });
    expect(domain).toMatchObject({
      domainName: 'acme.co.uk',
      renewalPeriod: '12',
      renewalPrice: '12.50',
      emailRenewalPrice: '3.00',
      hostingRenewalPrice: null,
      registrar: null,
      emailRenewalDate: null,
      credentials: null,
      notes: null,
    });
  });

  it('accepts a period as a number or string', () => {
    expect(DomainCreateSchema.parse({ ...valid, renewalPeriod: 6 }).renewalPeriod).toBe('6');
    expect(DomainCreateSchema.parse({ ...valid, renewalPeriod: '1' }).renewalPeriod).toBe('1');
    expect(messages(DomainCreateSchema.safeParse({ ...valid, renewalPeriod: '3' }))).toEqual({
      renewalPeriod: 'Renewal period must be 1, 6 or 12 months',
    });
  });

  it("shows the spec's messages", () => {
    expect(
      messages(
        DomainCreateSchema.safeParse({ domainName: 'http://', clientId: '', expiryDate: '' }),
      ),
    ).toEqual({
      domainName: 'Domain name is required and must be valid',
      clientId: 'Client is required',
      expiryDate: 'Expiry date is required',
    });
    expect(messages(DomainCreateSchema.safeParse({ ...valid, domainName: 'acme' }))).toEqual({
      domainName: 'Please enter a valid domain name (e.g., example.com)',
    });
    expect(messages(DomainCreateSchema.safeParse({ ...valid, renewalPrice: 'twelve' }))).toEqual({
      renewalPrice: 'Price must be a valid number',
    });
  });

  it('takes credentials with admin as the default type and a required password', () => {
    const domain = DomainCreateSchema.parse({
      ...valid,
      credentials: [{ username: ' admin ', password: ' s3cret ', url: '' }],
    });
    expect(domain.credentials).toEqual([
      { type: 'admin', description: '', username: 'admin', password: ' s3cret ', url: null },
    ]);
    expect(
      messages(
        DomainCreateSchema.safeParse({ ...valid, credentials: [{ type: 'ftp', password: '' }] }),
      ),
    ).toEqual({
      'credentials.0.password': 'Password is required',
    });
    expect(DomainCreateSchema.parse({ ...valid, credentials: [] }).credentials).toBeNull();
  });
});

describe('DomainUpdateSchema', () => {
  it('changes only what is sent, with no defaults', () => {
    expect(DomainUpdateSchema.parse({ notes: 'Moved to new host' })).toEqual({
      notes: 'Moved to new host',
    });
  });
});

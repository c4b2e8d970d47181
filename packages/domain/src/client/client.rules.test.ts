import { describe, it, expect } from 'vitest';
import {
  clientContactName,
  clientDetailPath,
  clientDisplayName,
  orNotApplicable,
  parseClientTab,
  splitTags,
} from './client.rules';
import { ClientCreateSchema, ClientUpdateSchema } from './client.schema';

describe('client rules', () => {
  it('splits tags on commas, trimmed, blanks dropped', () => {
    expect(splitTags('retainer, web ,, seo')).toEqual(['retainer', 'web', 'seo']);
    expect(splitTags('')).toEqual([]);
    expect(splitTags(null)).toEqual([]);
  });

  it('shows the business name, else the name', () => {
    expect(clientDisplayName({ name: 'Jane Smith', businessName: 'Acme Ltd' })).toBe('Acme Ltd');
    expect(clientDisplayName({ name: 'Jane Smith', businessName: null })).toBe('Jane Smith');
    expect(clientDisplayName({ name: 'Jane Smith', businessName: '  ' })).toBe('Jane Smith');
    expect(clientContactName({ name: 'Jane Smith', businessName: 'Acme Ltd' })).toBe('Jane Smith');
    expect(clientContactName({ name: 'Jane Smith', businessName: null })).toBeNull();
  });

  it("omits the default 'projects' tab from the address", () => {
    const id = '3f1c1e2a-1111-4a2b-9c3d-123456789abc';
    expect(clientDetailPath(id)).toBe(`/clients/${id}`);
    expect(clientDetailPath(id, 'domains')).toBe(`/clients/${id}?tab=domains`);
    expect(parseClientTab('documents')).toBe('documents');
    expect(parseClientTab('bogus')).toBe('projects');
    expect(parseClientTab(null)).toBe('projects');
  });

  it("shows 'N/A' for empty information", () => {
    expect(orNotApplicable(null)).toBe('N/A');
    expect(orNotApplicable(' ')).toBe('N/A');
    expect(orNotApplicable('1 High St')).toBe('1 High St');
  });
});

describe('ClientCreateSchema', () => {
  it('trims every field and sends empty ones as null', () => {
    expect(
      ClientCreateSchema.parse({ name: '  Acme ', email: ' ', phone: ' 0123 456 ', tags: 'a, b' }),
    ).toEqual({
      name: 'Acme',
      email: null,
      phone: '0123 456',
      businessName: null,
      address: null,
      notes: null,
      tags: 'a, b',
    });
  });

  it("requires a name with the spec's message", () => {
    for (const input of [{}, { name: '' }, { name: '   ' }]) {
      expect(ClientCreateSchema.safeParse(input).error?.issues).toEqual([
        expect.objectContaining({ path: ['name'], message: 'Client name is required' }),
      ]);
    }
  });

  it('refuses a malformed email and over-long text', () => {
    expect(
      ClientCreateSchema.safeParse({ name: 'A', email: 'not-an-email' }).error?.issues[0]?.message,
    ).toBe('Please enter a valid email address');
    expect(ClientCreateSchema.safeParse({ name: 'A'.repeat(201) }).error?.issues[0]?.message).toBe(
      'Must be at most 200 characters',
    );
    expect(
      ClientCreateSchema.safeParse({ name: 'A', notes: 'x'.repeat(10_001) }).error?.issues[0]
        ?.message,
    ).toBe('Must be at most 10,000 characters');
  });

  it('updates only the fields sent', () => {
    expect(ClientUpdateSchema.parse({ phone: '' })).toEqual({ phone: null });
    expect(ClientUpdateSchema.parse({})).toEqual({});
  });
});

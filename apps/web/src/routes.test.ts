import { describe, expect, it } from 'vitest';
import { pagePathFor } from './routes';

describe('pagePathFor (which page chunk to fetch while the session is checked)', () => {
  it('names the page each address shows', () => {
    expect(pagePathFor('/')).toBe('/');
    expect(pagePathFor('/invoices')).toBe('/invoices');
    expect(pagePathFor('/invoices/recurring')).toBe('/invoices/recurring');
    expect(pagePathFor('/invoices/0f8e2a1c-1111-4222-8333-944455556666')).toBe('/invoices/*');
    expect(pagePathFor('/clients')).toBe('/clients');
    expect(pagePathFor('/clients/0f8e2a1c-1111-4222-8333-944455556666')).toBe('/clients/*');
    expect(pagePathFor('/reports/import/clients')).toBe('/reports/import/*');
  });

  it('names none for sign-in, setup and unknown addresses', () => {
    expect(pagePathFor('/login')).toBeUndefined();
    expect(pagePathFor('/setup')).toBeUndefined();
    expect(pagePathFor('/clients/')).toBeUndefined();
    expect(pagePathFor('/nowhere')).toBeUndefined();
  });
});

import { describe, it, expect } from 'vitest';
import { SEARCH_MIN_LENGTH, isSearchable, noResultsText, searchResultPath } from './search.rules';
import { SearchResultSchema } from './search.schema';

const id = '3f1c1e2a-1111-4a2b-9c3d-123456789abc';
const clientId = '9a1c1e2a-2222-4a2b-9c3d-123456789abc';

describe('global search', () => {
  it('searches from 3 characters', () => {
    expect(SEARCH_MIN_LENGTH).toBe(3);
    expect(isSearchable('ac')).toBe(false);
    expect(isSearchable(' ac ')).toBe(false);
    expect(isSearchable('acm')).toBe(true);
    expect(noResultsText('zzz')).toBe('No results found for zzz');
  });

  it('leads each result where the spec says', () => {
    expect(searchResultPath({ type: 'client', id })).toBe(`/clients/${id}`);
    expect(searchResultPath({ type: 'domain', id, clientId })).toBe(
      `/clients/${clientId}?tab=domains`,
    );
    expect(searchResultPath({ type: 'project', id })).toBe('/projects');
    expect(searchResultPath({ type: 'invoice', id })).toBe(`/invoices/${id}`);
    expect(searchResultPath({ type: 'task', id })).toBe('/clients');
  });

  it('reads results with optional subtitle and client', () => {
    expect(SearchResultSchema.parse({ type: 'client', id, title: 'Acme' })).toEqual({
      type: 'client',
      id,
      title: 'Acme',
    });
    expect(SearchResultSchema.safeParse({ type: 'expense', id, title: 'x' }).success).toBe(false);
  });
});

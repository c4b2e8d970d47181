import { describe, expect, it } from 'vitest';
import { buildPath, buildQuery, buildUrl } from './build-url';

describe('buildUrl', () => {
  it('substitutes every :param, encoded', () => {
    expect(buildPath('/api/files/download/:id', { id: '?x#y' })).toBe(
      '/api/files/download/%3Fx%23y',
    );
  });

  it('refuses a missing param rather than calling a wrong URL', () => {
    expect(() => buildPath('/api/clients/:id', {})).toThrow(
      'Missing path parameter "id" for /api/clients/:id',
    );
  });

  it('omits undefined, null and empty values, keeps 0 and false, repeats arrays', () => {
    expect(buildQuery({ a: undefined, b: null, c: '', d: 0, e: false, f: ['x', 'y'] })).toBe(
      '?d=0&e=false&f=x&f=y',
    );
    expect(buildQuery({})).toBe('');
    expect(buildQuery(undefined)).toBe('');
  });

  it('joins base, path and query', () => {
    expect(buildUrl('http://localhost:3000//', '/api/clients', { query: { page: 3 } })).toBe(
      'http://localhost:3000/api/clients?page=3',
    );
  });
});

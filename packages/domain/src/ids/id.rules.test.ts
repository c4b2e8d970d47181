import { describe, it, expect } from 'vitest';
import { isId, normaliseIdParam } from './id.rules';
import { optionalIdSchema, requiredIdSchema } from './id.schema';

const id = '3f1c1e2a-1111-4a2b-9c3d-123456789abc';

describe('ids', () => {
  it('normalises path-like route values', () => {
    expect(normaliseIdParam(id)).toBe(id);
    expect(normaliseIdParam(`/clients/${id}`)).toBe(id);
    expect(normaliseIdParam(`${id.toUpperCase()}/`)).toBe(id);
    expect(normaliseIdParam(encodeURIComponent(`/clients/${id}?tab=domains`))).toBe(id);
    expect(normaliseIdParam('clients')).toBeNull();
    expect(normaliseIdParam('%E0%A4%A')).toBeNull();
  });

  it('recognises ids', () => {
    expect(isId(id)).toBe(true);
    expect(isId('123')).toBe(false);
  });

  it('gives the field message for a missing reference', () => {
    const schema = requiredIdSchema('Client is required');
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('Client is required');
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('Client is required');
    expect(schema.safeParse('x').error?.issues[0]?.message).toBe('Invalid id');
    expect(schema.parse(` ${id} `)).toBe(id);
  });

  it("treats '', 'none' and null as no reference", () => {
    const schema = optionalIdSchema();
    expect(schema.parse('none')).toBeNull();
    expect(schema.parse('')).toBeNull();
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse(id.toUpperCase())).toBe(id);
    expect(schema.safeParse('nope').success).toBe(false);
  });
});

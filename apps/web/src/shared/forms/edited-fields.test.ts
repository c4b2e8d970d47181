import { describe, expect, it } from 'vitest';
import { editedFields } from './edited-fields';

describe('editedFields', () => {
  it('keeps the parsed value of each field whose input changed, lists and nulls included', () => {
    const before = { name: ' Acme ', date: '2026-04-10', tags: ['a'], price: null };
    const after = { name: ' Acme ', date: '2026-04-10', tags: ['a', 'b'], price: '5.00' };
    const parsed = { name: 'Acme', date: '2026-04-10', tags: ['a', 'b'], price: '5.00' };
    expect(editedFields(parsed, before, after)).toEqual({ tags: ['a', 'b'], price: '5.00' });
  });

  it('answers nothing when nothing was edited', () => {
    const values = { name: 'Acme', credentials: [{ id: '1', password: 'x' }] };
    expect(editedFields(values, values, structuredClone(values))).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { createOrderedIds } from './ordered-id';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('createOrderedIds', () => {
  it('makes version 7 UUIDs that sort in the order they were made, within one millisecond too', () => {
    const nextId = createOrderedIds(() => 1_795_000_000_000);
    const ids = Array.from({ length: 6000 }, () => nextId());
    for (const id of ids) expect(id).toMatch(UUID_V7);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('never goes backwards when the clock does', () => {
    const times = [5000, 5000, 4000, 6000, 6000];
    const nextId = createOrderedIds(() => times.shift() ?? 6000);
    const ids = Array.from({ length: 5 }, () => nextId());
    expect([...ids].sort()).toEqual(ids);
  });

  it('puts the milliseconds first, so ids of later times sort later', () => {
    expect(createOrderedIds(() => 0x0123456789ab)().slice(0, 13)).toBe('01234567-89ab');
  });
});

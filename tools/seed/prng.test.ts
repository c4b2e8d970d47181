import { describe, expect, it } from 'vitest';
import { createRng } from './prng';
import { seededUuid } from './seeded-uuid';

describe('createRng', () => {
  it('repeats its sequence for the same seed and label, and differs otherwise', () => {
    const draw = (seed: number, label: string) => {
      const rng = createRng(seed, label);
      return Array.from({ length: 5 }, () => rng.uint32());
    };
    expect(draw(42, 'clients')).toEqual(draw(42, 'clients'));
    expect(draw(42, 'clients')).not.toEqual(draw(43, 'clients'));
    expect(draw(42, 'clients')).not.toEqual(draw(42, 'invoices'));
  });

  it('keeps int() within its bounds and reaches both ends', () => {
    const rng = createRng(1);
    const seen = new Set<number>();
    for (let index = 0; index < 2000; index += 1) seen.add(rng.int(3, 7));
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
  });
});

describe('seededUuid', () => {
  it('makes version 7 UUIDs that sort by their instant', () => {
    const rng = createRng(9);
    const early = seededUuid(rng, Date.UTC(2024, 0, 1));
    const late = seededUuid(rng, Date.UTC(2025, 0, 1));
    for (const id of [early, late])
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(early < late).toBe(true);
  });
});

import type { Rng } from './prng';

const hex = (value: number, digits: number) => value.toString(16).padStart(digits, '0');

/**
 * A version 7 UUID (time-ordered) for an instant, its random bits drawn from the seeded
 * generator. Rows inserted in time order then append to the primary-key index instead of
 * touching random pages, which keeps a million-row load fast.
 */
export function seededUuid(rng: Rng, epochMs: number): string {
  const ms = Math.max(0, Math.floor(epochMs));
  const high = Math.floor(ms / 2 ** 16); // top 32 of the 48 time bits
  const low = ms % 2 ** 16;
  const randA = rng.uint32() & 0x0fff;
  const variant = 0x8000 | (rng.uint32() & 0x3fff);
  return `${hex(high, 8)}-${hex(low, 4)}-${hex(0x7000 | randA, 4)}-${hex(variant, 4)}-${hex(rng.uint32() & 0xffff, 4)}${hex(rng.uint32(), 8)}`;
}

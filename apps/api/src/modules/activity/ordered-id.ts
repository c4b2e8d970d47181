import { randomBytes } from 'node:crypto';

/**
 * Ids that sort in the order this process made them (UUID version 7, RFC 9562: milliseconds
 * since 1970, then a 12-bit counter within the millisecond, then random bits). The activity feed
 * breaks ties in created_at by id, and PGlite's clock only counts milliseconds: with random ids,
 * several changes made in one millisecond could list in any order.
 */
export function createOrderedIds(now: () => number = Date.now): () => string {
  let lastMs = -1;
  let counter = 0;
  return () => {
    let ms = now();
    if (ms <= lastMs) {
      // Same millisecond (or the clock stepped back): count on, borrowing the next
      // millisecond when the counter is full, so ids never go backwards.
      ms = lastMs;
      counter += 1;
      if (counter > 0xfff) {
        ms += 1;
        counter = 0;
      }
    } else {
      counter = 0;
    }
    lastMs = ms;
    const bytes = randomBytes(16);
    bytes.writeUIntBE(ms, 0, 6);
    bytes[6] = 0x70 | (counter >> 8);
    bytes[7] = counter & 0xff;
    bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
    const hex = bytes.toString('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  };
}

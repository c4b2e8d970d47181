import { randomUUID } from 'node:crypto';

/** A fresh key for new bytes: random, so two uploads never collide and names reveal nothing. */
export function newStorageKey(): string {
  return randomUUID();
}

/** Keys to IDs, the first record to have a key keeping it: what an import matches rows against. */
export function keyIndex<T extends { id: string }>(
  records: readonly T[],
  keysOf: (record: T) => string[],
): Map<string, string> {
  const index = new Map<string, string>();
  for (const record of records)
    for (const key of keysOf(record)) if (!index.has(key)) index.set(key, record.id);
  return index;
}

import type { ChunkWriter } from './bulk-insert';

/** The day of item `index` when `count` items are spread evenly, in order, over [firstDay, lastDay]. */
export function spreadDay(index: number, count: number, firstDay: number, lastDay: number): number {
  if (count <= 1) return lastDay;
  return firstDay + Math.floor((index * (lastDay - firstDay + 1)) / count);
}

/** How many entries of an ascending array are <= value. */
export function countUpTo(sorted: Int32Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as number) <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Yields a writer for each slice [from, to) of `total` items, `size` at a time. */
export function slices(
  total: number,
  size: number,
  build: (from: number, to: number) => ChunkWriter,
): () => ChunkWriter | null {
  let from = 0;
  return () => {
    if (from >= total) return null;
    const to = Math.min(total, from + size);
    const writer = build(from, to);
    from = to;
    return writer;
  };
}

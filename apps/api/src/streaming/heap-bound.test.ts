import { getHeapStatistics } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { heapBound } from './heap-bound';

const MB = 1024 ** 2;
const usedHeap = () => getHeapStatistics().used_heap_size;

/** About `mb` MB of small objects, as a checked row leaves behind. */
const garbage = (mb: number) =>
  Array.from({ length: mb * 16 * 1024 }, (_, i) => ({ row: i, text: `cell ${i}` }));

describe('heapBound', () => {
  it('collects the garbage once the heap has grown past the bound', () => {
    const bound = heapBound(16 * MB);
    let held: unknown[] | undefined = garbage(48);
    const grown = usedHeap();
    expect(held.length).toBeGreaterThan(0);
    held = undefined;
    bound.check();
    expect(usedHeap()).toBeLessThan(grown - 32 * MB);
  });
});

import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let collect: (() => void) | undefined;

/** V8's full collection, made callable without starting Node with --expose-gc. */
function fullCollection(): () => void {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  return collect;
}

const usedHeap = () => getHeapStatistics().used_heap_size;

/**
 * For a long task that makes a great deal of short-lived garbage (an import checks every row
 * of a 50 MB file with the forms' schemas): V8 lets such garbage pile up in the old generation
 * and grows the heap to hold it, so the process's memory rises by far more than the task keeps.
 * `check()`, called between pieces of the work, collects in full whenever the heap has grown by
 * `growthBytes` since the last collection (or the start), which bounds that rise. A collection
 * takes tens of milliseconds; it happens a few times per 100,000 rows.
 */
export function heapBound(growthBytes: number): { check: () => void } {
  let floor = usedHeap();
  return {
    check: () => {
      if (usedHeap() - floor < growthBytes) return;
      fullCollection()();
      floor = usedHeap();
    },
  };
}

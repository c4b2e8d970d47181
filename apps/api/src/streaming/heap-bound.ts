import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let collect: (() => void) | undefined;

/**
 * V8's full collection: the global `gc` when Node was started with --expose-gc (as `npm start`
 * and the Docker image start it), else exposed now (tests, scripts), which Node allows though
 * it does not promise every V8 flag works when set after start.
 */
function fullCollection(): () => void {
  if (!collect) {
    const started = (globalThis as { gc?: () => void }).gc;
    if (started) collect = started;
    else {
      setFlagsFromString('--expose-gc');
      collect = runInNewContext('gc') as () => void;
    }
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

import { useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';

/**
 * Whether an element's content overflows it. A scrolling region with nothing focusable
 * inside must itself take focus, or keyboard users cannot scroll it.
 */
export function useScrollable(ref: RefObject<HTMLElement | null>): boolean {
  const [isScrollable, setScrollable] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setScrollable(element.scrollHeight > element.clientHeight + 1);
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return isScrollable;
}

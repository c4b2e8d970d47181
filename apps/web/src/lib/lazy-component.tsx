import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';

/**
 * A component whose code lives in its own chunk, for what a screen shows only after a click (form
 * dialogs with date pickers, pickers and upload zones): it stays out of the screen's first load
 * (tools/bundle-budget). The chunk is fetched as soon as the importing screen's code runs, so it is
 * normally there by the first click; until it arrives the component renders nothing.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const prefetch = load();
  // A failed prefetch (e.g. offline) is retried when the component first renders.
  prefetch.catch(() => undefined);
  const Loaded = lazy(() => prefetch.catch(load).then((component) => ({ default: component })));
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}

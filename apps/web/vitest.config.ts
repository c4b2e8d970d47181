import type { Plugin } from 'vite';
import { defineProject } from 'vitest/config';

/**
 * Screens import their dialogs from `X.lazy` so the browser fetches them after the first paint
 * (src/lib/lazy-component.tsx, tested on its own). Screen tests get `X` itself: a dialog opens as
 * soon as it is clicked, however busy the machine is.
 */
function eagerLazyModules(): Plugin {
  return {
    name: 'eager-lazy-modules',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!source.endsWith('.lazy')) return null;
      return this.resolve(source.slice(0, -'.lazy'.length), importer, { skipSelf: true });
    },
  };
}

export default defineProject({
  plugins: [eagerLazyModules()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // Files share each worker's loaded modules (React, the UI kit, MSW, the screens): importing
    // them afresh for every file cost more than the tests. The setup file cleans up after each
    // test (the DOM, MSW's handlers, localStorage).
    isolate: false,
    // Node's fetch needs absolute URLs: the app's client talks to MSW at this origin.
    env: { VITE_API_BASE_URL: 'http://localhost' },
    // Screens render a whole tree and wait on MSW: allow more than the 5 s default on 2 shared cores.
    testTimeout: 30_000,
  },
});

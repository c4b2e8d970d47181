import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './src/test/msw-server';

// Lazy pages and MSW answers can take a moment on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });

// Every request a screen makes must be answered by a handler: an unknown call fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  // Vitest does not enable globals, so Testing Library cannot register its own cleanup.
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

import { setupServer } from 'msw/node';

/** One MSW server per test file; renderScreen installs each test's handlers with `use`. */
export const server = setupServer();

/** The origin screen tests talk to (VITE_API_BASE_URL in vitest.config.ts). */
export const TEST_API_BASE_URL = 'http://localhost';

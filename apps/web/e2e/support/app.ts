// The app under test: a fresh production server with an owner account, or (for quick local
// iteration) an already running one named by E2E_BASE_URL with the same account.
import { startServer } from './server';
import type { RunningServer } from './server';

export const ADMIN = { email: 'owner@example.co.uk', password: 'e2e-owner-password' } as const;

export type AppUnderTest = { url: string; stop(): Promise<void> };

export async function startApp(): Promise<AppUnderTest> {
  const existing = process.env['E2E_BASE_URL'];
  if (existing) return { url: existing.replace(/\/+$/, ''), stop: async () => {} };
  const server: RunningServer = await startServer({
    CRM_ADMIN_EMAIL: ADMIN.email,
    CRM_ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
  });
  return { url: server.url, stop: () => server.stop() };
}

import { afterAll, describe, expect, it } from 'vitest';
import { bundleIsCurrent } from '../scripts/cli-bundle.mjs';
import { removeTestHome, runCrm } from './test/run-crm';

afterAll(removeTestHome);

describe('the crm launcher', () => {
  it('answers the same from its bundle and from the TypeScript sources', async () => {
    // The tests' global setup made the bundle current; the launcher then starts from it.
    expect(bundleIsCurrent()).toBe(true);
    const [bundled, fromSource] = await Promise.all([
      runCrm(['renewals', '--kind', 'ftp']),
      runCrm(['renewals', '--kind', 'ftp'], { env: { CRM_CLI_FROM_SOURCE: '1' } }),
    ]);
    expect(bundled.code).toBe(64);
    expect(fromSource).toEqual(bundled);
    const help = await runCrm(['--help'], { env: { CRM_CLI_FROM_SOURCE: '1' } });
    expect([help.code, help.stdout]).toEqual([0, (await runCrm(['--help'])).stdout]);
  });
});

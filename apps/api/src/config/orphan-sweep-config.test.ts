import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { ORPHAN_MIN_AGE_MS, UPLOAD_ROW_DEADLINE_MS } from './orphan-sweep-config';

describe('orphan sweep configuration', () => {
  it('sweeps hourly by default, every CRM_ORPHAN_SWEEP_MINUTES, and never with 0', () => {
    expect(loadConfig({}).orphanSweep).toEqual({
      intervalMs: 3600_000,
      minAgeMs: ORPHAN_MIN_AGE_MS,
    });
    expect(loadConfig({ CRM_ORPHAN_SWEEP_MINUTES: '15' }).orphanSweep?.intervalMs).toBe(900_000);
    expect(loadConfig({ CRM_ORPHAN_SWEEP_MINUTES: '0' }).orphanSweep?.intervalMs).toBeNull();
  });

  it('refuses a value that is not a whole number of minutes', () => {
    for (const value of ['-1', '1.5', 'hourly']) {
      expect(() => loadConfig({ CRM_ORPHAN_SWEEP_MINUTES: value })).toThrow(ConfigError);
    }
  });

  it('leaves uploads in flight a wide margin beyond their deadline', () => {
    expect(ORPHAN_MIN_AGE_MS).toBeGreaterThanOrEqual(UPLOAD_ROW_DEADLINE_MS + 30 * 60 * 1000);
  });
});

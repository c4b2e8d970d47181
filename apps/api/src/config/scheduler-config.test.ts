import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('scheduler config', () => {
  it('checks every 60 s from 08:00 by default, and reads both variables', () => {
    expect(loadConfig({}).scheduler).toEqual({
      intervalMs: 60_000,
      sendHour: 8,
      quietFromHour: 21,
    });
    expect(
      loadConfig({ CRM_SCHEDULER_INTERVAL_SECONDS: '5', CRM_SEND_HOUR: '9', CRM_QUIET_HOUR: '24' })
        .scheduler,
    ).toEqual({ intervalMs: 5000, sendHour: 9, quietFromHour: 24 });
    expect(loadConfig({ CRM_SCHEDULER_INTERVAL_SECONDS: '0' }).scheduler?.intervalMs).toBeNull();
  });

  it('refuses an hour or interval that is not a whole number in range', () => {
    for (const env of [
      { CRM_SEND_HOUR: '24' },
      { CRM_SEND_HOUR: '7.5' },
      { CRM_SEND_HOUR: 'eight' },
      { CRM_SCHEDULER_INTERVAL_SECONDS: '-1' },
      { CRM_SCHEDULER_INTERVAL_SECONDS: '100000' },
      { CRM_QUIET_HOUR: '0' },
      { CRM_QUIET_HOUR: '25' },
    ]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
    }
  });
});

import type { ErrorResponse } from '@crm/api-contract';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@crm/domain';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/use-test-server';

const api = useTestServer();

describe('notification preferences', () => {
  it('start at the defaults: all on but weekly summaries', async () => {
    const response = await api.get<NotificationPreferences>('/api/settings/notifications');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it('are saved on the server, one toggle at a time', async () => {
    const first = await api.put<NotificationPreferences>('/api/settings/notifications', {
      weeklySummaries: true,
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ...DEFAULT_NOTIFICATION_PREFERENCES, weeklySummaries: true });
    await api.put('/api/settings/notifications', { domainExpiry: false });
    const read = await api.get<NotificationPreferences>('/api/settings/notifications');
    expect(read.body).toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      weeklySummaries: true,
      domainExpiry: false,
    });
  });

  it('refuse a bad value and change nothing', async () => {
    const before = await api.get<NotificationPreferences>('/api/settings/notifications');
    const response = await api.put<ErrorResponse>('/api/settings/notifications', {
      weeklySummaries: 'yes',
      overdueInvoices: false,
    });
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.path).toBe('weeklySummaries');
    expect((await api.get('/api/settings/notifications')).body).toEqual(before.body);
  });
});

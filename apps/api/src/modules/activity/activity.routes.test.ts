import type { ActivityListSchema, ErrorResponse } from '@crm/api-contract';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { useTestServer } from '../../test/use-test-server';
import { recordActivity } from './activity.repository';

type ActivityList = z.infer<typeof ActivityListSchema>;
const api = useTestServer();

describe('GET /api/activity', () => {
  it('lists what was created, changed and deleted, latest first', async () => {
    const created = await api.post<{ id: string }>('/api/clients', { name: 'Acme' });
    await api.put(`/api/clients/${created.body.id}`, { name: 'Acme Ltd' });
    await api.delete(`/api/clients/${created.body.id}`);

    const { status, body } = await api.get<ActivityList>('/api/activity');
    expect(status).toBe(200);
    expect(body.total).toBe(3);
    expect(body.activity.map((a) => [a.action, a.entityType, a.summary])).toEqual([
      ['deleted', 'client', 'Deleted client Acme Ltd'],
      ['updated', 'client', 'Updated client Acme Ltd'],
      ['created', 'client', 'Created client Acme'],
    ]);
    expect(body.activity[0]).toEqual({
      id: expect.any(String),
      action: 'deleted',
      entityType: 'client',
      entityId: created.body.id,
      summary: 'Deleted client Acme Ltd',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('keeps the order of several changes in one transaction and honours limit', async () => {
    await api.db.transaction(async (trx) => {
      for (const n of [1, 2, 3]) {
        await recordActivity(trx, {
          action: 'created',
          entityType: 'task',
          entityId: '00000000-0000-4000-8000-00000000000' + n,
          summary: `Created task ${n}`,
        });
      }
    });
    const { body } = await api.get<ActivityList>('/api/activity?limit=2');
    expect(body.activity.map((a) => a.summary)).toEqual(['Created task 3', 'Created task 2']);
    expect(body.total).toBe(6);
  });

  it('keeps the order of changes made within the same millisecond (PGlite counts time in milliseconds)', async () => {
    const summaries = Array.from({ length: 20 }, (_, n) => `Updated task ${n + 1}`);
    await api.db.transaction(async (trx) => {
      for (const summary of summaries) {
        await recordActivity(trx, {
          action: 'updated',
          entityType: 'task',
          entityId: '00000000-0000-4000-8000-000000000001',
          summary,
        });
      }
    });
    const { body } = await api.get<ActivityList>('/api/activity?limit=20');
    expect(body.activity.map((a) => a.summary)).toEqual([...summaries].reverse());
  });

  it('refuses a limit over 1000', async () => {
    const response = await api.get<ErrorResponse>('/api/activity?limit=1001');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Limit must be at most 1000');
  });
});

describe('GET /api/activity?entityId=', () => {
  it("answers one invoice's history, payments worded with their amounts, and nothing else", async () => {
    const client = await api.post<{ id: string }>('/api/clients', { name: 'Zoë' });
    const invoice = await api.post<{ id: string; invoiceNumber: string }>('/api/invoices', {
      clientId: client.body.id,
      invoiceDate: '2026-03-01',
      dueDate: '2026-03-31',
      lineItems: [{ description: 'Design', quantity: 1, unitPrice: '100' }],
    });
    const payment = await api.post<{ payments: { id: string }[] }>(
      `/api/invoices/${invoice.body.id}/payments`,
      { amount: '40', paidOn: '2026-03-10', method: 'bank_transfer' },
    );
    await api.delete(`/api/invoices/${invoice.body.id}/payments/${payment.body.payments[0]!.id}`);

    const { status, body } = await api.get<ActivityList>(
      `/api/activity?entityId=${invoice.body.id}`,
    );
    expect(status).toBe(200);
    expect(body.total).toBe(3);
    const number = invoice.body.invoiceNumber;
    expect(body.activity.map((a) => a.summary)).toEqual([
      `Removed payment of £40.00 from invoice ${number}`,
      `Recorded payment of £40.00 on invoice ${number}`,
      `Created invoice ${number}`,
    ]);
    expect((await api.get<ErrorResponse>('/api/activity?entityId=abc')).status).toBe(400);
  });
});

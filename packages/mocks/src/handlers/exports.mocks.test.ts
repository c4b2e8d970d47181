import type { Invoice } from '@crm/domain';
import { describe, expect, it } from 'vitest';
import { call, useMockApi } from '../test/mock-api';

const api = useMockApi();

async function csvLines(entity: string): Promise<string[]> {
  const answer = await call('GET', `/api/${entity}/export`);
  expect(answer.status).toBe(200);
  return String(answer.body).trimEnd().split('\r\n');
}

describe('exports', () => {
  it("writes an invoice's net and VAT beside its amount, as the API does", async () => {
    const db = api.fresh();
    await call('PUT', '/api/settings/vat', { registered: true, vatNumber: 'GB123456789' });
    // No rate sent: the line takes the default, 20%.
    const created = await call('POST', '/api/invoices', {
      clientId: db.clients[0]!.id,
      invoiceDate: '2026-03-01',
      dueDate: '2026-03-31',
      lineItems: [{ description: 'Design', quantity: 3, unitPrice: '33.33' }],
    });
    expect(created.status).toBe(201);
    const { id } = created.body as Invoice;

    const [header, ...rows] = await csvLines('invoices');

    expect(header).toBe(
      'ID,Invoice Number,Client,Invoice Date,Due Date,Status,Amount,Net,VAT,Disbursements,Amount Paid,Balance Due,Paid At',
    );
    expect(rows.find((row) => row.startsWith(id))).toContain(
      ',119.99,99.99,20.00,0.00,0.00,119.99,',
    );
  });

  it('writes the VAT paid on each expense after its amount', async () => {
    const db = api.fresh();
    const [header, ...rows] = await csvLines('expenses');

    expect(header).toBe('ID,Date,Type,Allocation,Provider,Description,Amount,VAT,File Name');
    const apple = db.expenses.find((e) => e.provider === 'Apple')!;
    expect(rows.find((row) => row.startsWith(apple.id))).toContain(',1299.00,216.50,');
    const royalMail = db.expenses.find((e) => e.provider === 'Royal Mail')!;
    expect(rows.find((row) => row.startsWith(royalMail.id))).toContain(',8.85,0.00,');
  });
});

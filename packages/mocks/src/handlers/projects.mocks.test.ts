import { addDays, type Invoice, type Project } from '@crm/domain';
import { describe, expect, it } from 'vitest';
import { call, TODAY, useMockApi } from '../test/mock-api';

const api = useMockApi();

describe('quotes', () => {
  it('numbers a new project after the highest, prices it at its lines and holds it for the profile validity', async () => {
    const db = api.fresh();
    const { status, body } = await call('POST', '/api/projects', {
      projectName: 'Café menu boards',
      clientId: db.clients[0]!.id,
      lineItems: [
        { description: 'Design', quantity: 2, unitPrice: '120' },
        { description: '', quantity: 1, unitPrice: '' },
      ],
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      quoteNumber: `Q-${String(db.projects.length).padStart(4, '0')}`,
      validUntil: addDays(TODAY, db.business.quoteValidityDays),
      price: '240.00',
      lineItems: [{ description: 'Design', quantity: 2, total: '240.00' }],
    });
  });

  it('keeps the price at the lines when a price alone is sent', async () => {
    const db = api.fresh();
    const quote = db.projects.find((p) => p.lineItems.length > 0)!;
    const { body } = await call('PUT', `/api/projects/${quote.id}`, { price: '1' });
    expect((body as Project).price).toBe(quote.price);
  });

  it('converts into an invoice of the quote lines and serves its PDF', async () => {
    const db = api.fresh();
    const quote = db.projects.find((p) => p.projectName === 'Online shop launch')!;
    const { status, body } = await call('POST', `/api/projects/${quote.id}/invoice`);
    expect(status).toBe(201);
    expect((body as Invoice).lineItems.map((line) => line.total)).toEqual([
      '1200.00',
      '1000.00',
      '200.00',
    ]);
    const pdf = await call('GET', `/api/projects/${quote.id}/pdf`);
    expect(pdf.status).toBe(200);
  });
});

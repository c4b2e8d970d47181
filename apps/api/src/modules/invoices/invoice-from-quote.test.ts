import type { ErrorResponse } from '@crm/api-contract';
import {
  PROJECT_NOT_FOUND_MESSAGE,
  QUOTE_PRICE_REQUIRED_MESSAGE,
  type Invoice,
  type Project,
} from '@crm/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createClient, createProject } from '../../test/factories';
import { useTestServer } from '../../test/use-test-server';

// The server's today is 2026-03-15 (DEFAULT_TEST_NOW).
const api = useTestServer();
let clientId: string;

beforeAll(async () => {
  clientId = (await createClient(api.db, { name: 'Hawthorn Joinery' })).id;
  await api.put('/api/settings/business', { tradingName: 'Zoë Design', paymentTermsDays: 14 });
});

describe('POST /api/projects/:id/invoice', () => {
  it("makes an unpaid invoice of the quote for its client, due after the profile's terms; the lead becomes active", async () => {
    const quote = await createProject(api.db, {
      client_id: clientId,
      project_name: 'Shop fit-out',
      status: 'lead',
      price: '4250.00',
    });

    const response = await api.post<Invoice>(`/api/projects/${quote.id}/invoice`);

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      clientId,
      projectId: quote.id,
      invoiceDate: '2026-03-15',
      dueDate: '2026-03-29',
      status: 'unpaid',
      amount: '4250.00',
      balanceDue: '4250.00',
      lineItems: [
        { description: 'Shop fit-out', quantity: 1, unitPrice: '4250.00', total: '4250.00' },
      ],
    });
    expect(response.body.invoiceNumber).toMatch(/^INV-\d{4}$/);
    const project = (await api.get<Project>(`/api/projects/${quote.id}`)).body;
    expect(project.status).toBe('active');
  });

  it('keeps a project that is not a lead in its status', async () => {
    const project = await createProject(api.db, {
      client_id: clientId,
      status: 'on_hold',
      price: '100.00',
    });
    expect((await api.post(`/api/projects/${project.id}/invoice`)).status).toBe(201);
    expect((await api.get<Project>(`/api/projects/${project.id}`)).body.status).toBe('on_hold');
  });

  it('refuses a project without a price and writes nothing', async () => {
    const project = await createProject(api.db, { client_id: clientId, status: 'lead' });
    const before = await api.db('invoices').count({ n: '*' }).first();
    const response = await api.post<ErrorResponse>(`/api/projects/${project.id}/invoice`);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { path: 'price', message: QUOTE_PRICE_REQUIRED_MESSAGE },
    ]);
    expect(await api.db('invoices').count({ n: '*' }).first()).toEqual(before);
    expect((await api.get<Project>(`/api/projects/${project.id}`)).body.status).toBe('lead');
  });

  it('answers 404 for a project that does not exist', async () => {
    const response = await api.post<ErrorResponse>(
      '/api/projects/00000000-0000-4000-8000-000000000000/invoice',
    );
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(PROJECT_NOT_FOUND_MESSAGE);
  });
});

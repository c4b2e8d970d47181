import type { ErrorResponse } from '@crm/api-contract';
import {
  PROJECT_NOT_FOUND_MESSAGE,
  VALID_UNTIL_BEFORE_QUOTE_MESSAGE,
  type Invoice,
  type Project,
} from '@crm/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../test/factories';
import { fetchPdf, pdfPages } from '../../test/pdf-text';
import { useTestServer } from '../../test/use-test-server';

// The server's today is 2026-03-15 (DEFAULT_TEST_NOW).
const api = useTestServer();
let clientId: string;

const LINES = [
  { description: 'Design for Zoë’s shop', quantity: 3, unitPrice: '450' },
  { description: 'Build in Łódź', quantity: 1, unitPrice: '1200.50' },
];

async function newQuote(body: Record<string, unknown> = {}): Promise<Project> {
  const response = await api.post<Project>('/api/projects', {
    clientId,
    projectName: 'Shop website',
    lineItems: LINES,
    ...body,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

beforeAll(async () => {
  clientId = (
    await createClient(api.db, {
      name: 'Ștefan Ionescu',
      business_name: 'Ñandú Ltd',
      address: '2 High Street\nLeeds LS1 4AP',
      email: 'stefan@nandu.example',
    })
  ).id;
  await api.put('/api/settings/business', {
    tradingName: 'Zoë Design',
    paymentTermsDays: 14,
    quoteValidityDays: 21,
    footer: 'Thank you',
  });
});

describe('quotes on projects', () => {
  it('numbers each new project, prices it at its lines and holds it for the profile validity', async () => {
    const first = await newQuote();
    const second = await newQuote({ lineItems: [], price: '300', validUntil: '2026-06-30' });

    expect(first).toMatchObject({
      status: 'lead',
      quoteNumber: expect.stringMatching(/^Q-\d{4}$/),
      validUntil: '2026-04-05',
      price: '2550.50',
    });
    expect(first.lineItems.map((line) => [line.description, line.quantity, line.total])).toEqual([
      ['Design for Zoë’s shop', 3, '1350.00'],
      ['Build in Łódź', 1, '1200.50'],
    ]);
    const n = Number(first.quoteNumber?.slice(2));
    expect(second).toMatchObject({
      quoteNumber: `Q-${String(n + 1).padStart(4, '0')}`,
      validUntil: '2026-06-30',
      price: '300.00',
      lineItems: [],
    });
    expect((await api.get<Project>(`/api/projects/${first.id}`)).body).toEqual(first);
  });

  it('refuses a validity that ends before the quote, and a cleared one goes back to the profile validity', async () => {
    const early = await api.post<ErrorResponse>('/api/projects', {
      clientId,
      projectName: 'Late',
      validUntil: '2026-03-14',
    });
    expect(early.status).toBe(400);
    expect(early.body.errors).toContainEqual({
      path: 'validUntil',
      message: VALID_UNTIL_BEFORE_QUOTE_MESSAGE,
    });
    const quote = await newQuote({ validUntil: '2026-06-30' });
    const cleared = await api.put<Project>(`/api/projects/${quote.id}`, { validUntil: '' });
    expect(cleared.body.validUntil).toBe('2026-04-05');
    // Days later, a validity must still not end before the quote's own date.
    api.setNow('2026-05-01T12:00:00.000Z');
    try {
      const kept = await api.put<Project>(`/api/projects/${quote.id}`, {
        validUntil: '2026-03-20',
      });
      expect(kept.status).toBe(200);
      const before = await api.put<ErrorResponse>(`/api/projects/${quote.id}`, {
        validUntil: '2026-03-01',
      });
      expect(before.status).toBe(400);
    } finally {
      api.setNow('2026-03-15T12:00:00.000Z');
    }
  });

  // Meaningful on PostgreSQL (DATABASE_URL), where the creates run at once; PGlite serialises them.
  it('gives concurrent creates different numbers', async () => {
    const quotes = await Promise.all([1, 2, 3, 4, 5].map(() => newQuote()));
    expect(new Set(quotes.map((quote) => quote.quoteNumber)).size).toBe(5);
  });

  it('replaces the lines an update sends, and keeps the price at their sum while there are any', async () => {
    const quote = await newQuote();
    const replaced = await api.put<Project>(`/api/projects/${quote.id}`, {
      lineItems: [{ description: 'Logo', quantity: 2, unitPrice: '99.99' }],
    });
    expect(replaced.body).toMatchObject({ price: '199.98', quoteNumber: quote.quoteNumber });
    expect(replaced.body.lineItems).toHaveLength(1);

    const priceOnly = await api.put<Project>(`/api/projects/${quote.id}`, { price: '5' });
    expect(priceOnly.body.price).toBe('199.98');

    const cleared = await api.put<Project>(`/api/projects/${quote.id}`, {
      lineItems: [],
      price: '5',
    });
    expect(cleared.body).toMatchObject({ price: '5.00', lineItems: [] });
  });

  it('refuses a line with a price and no description, naming it, and stores nothing', async () => {
    const quote = await newQuote();
    const response = await api.put<ErrorResponse>(`/api/projects/${quote.id}`, {
      lineItems: [{ description: '', quantity: 1, unitPrice: '10' }],
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual({
      path: 'lineItems.0.description',
      message: 'Description is required',
    });
    expect((await api.get<Project>(`/api/projects/${quote.id}`)).body).toEqual(quote);
  });

  it('converts into an invoice of the same lines', async () => {
    const quote = await newQuote();
    const response = await api.post<Invoice>(`/api/projects/${quote.id}/invoice`);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ amount: '2550.50', dueDate: '2026-03-29' });
    expect(
      response.body.lineItems.map((line) => [line.description, line.quantity, line.unitPrice]),
    ).toEqual([
      ['Design for Zoë’s shop', 3, '450.00'],
      ['Build in Łódź', 1, '1200.50'],
    ]);
    expect((await api.get<Project>(`/api/projects/${quote.id}`)).body.status).toBe('active');
    const made = await api.get<{ invoices: Invoice[]; total: number }>(
      `/api/invoices?projectId=${quote.id}`,
    );
    expect(made.body.invoices.map((invoice) => invoice.id)).toEqual([response.body.id]);
    expect(made.body.total).toBe(1);
  });
});

describe('GET /api/projects/:id/pdf', () => {
  it('answers the quote as a PDF, inline under its number, with the lines, total and how to accept', async () => {
    const quote = await newQuote();
    const { response, bytes } = await fetchPdf(api, `/api/projects/${quote.id}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="${quote.quoteNumber}.pdf"`,
    );
    const [page, ...more] = await pdfPages(bytes);
    expect(more).toEqual([]);
    for (const text of [
      'Quote',
      quote.quoteNumber!,
      'Quote date',
      '15 Mar 2026',
      'Valid until',
      '5 Apr 2026',
      'Zoë Design',
      'PREPARED FOR',
      'Ñandú Ltd',
      'Design for Zoë’s shop',
      'Build in Łódź',
      '£1,350.00',
      '£2,550.50',
      'This quote is valid until 5 Apr 2026.',
      `To accept it, reply quoting ${quote.quoteNumber}`,
      'Thank you',
    ]) {
      expect(page).toContain(text);
    }
    expect(page).not.toContain('How to pay');
  });

  it('shows one line of the project at its price when the quote has no lines', async () => {
    const quote = await newQuote({ projectName: 'Ñandú logo', lineItems: [], price: '800' });
    const [page] = await pdfPages((await fetchPdf(api, `/api/projects/${quote.id}/pdf`)).bytes);
    expect(page).toContain('Ñandú logo');
    expect(page).toContain('£800.00');
  });

  it('answers 404 for an unknown project', async () => {
    const response = await api.get<ErrorResponse>(
      '/api/projects/00000000-0000-4000-8000-000000000000/pdf',
    );
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(PROJECT_NOT_FOUND_MESSAGE);
  });
});

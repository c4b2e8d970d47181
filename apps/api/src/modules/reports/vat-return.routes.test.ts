import type { ErrorResponse, VatThreshold } from '@crm/api-contract';
import { VAT_PERIOD_ORDER_MESSAGE, type Invoice, type VatReturn } from '@crm/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { createClient, createExpense, createInvoice } from '../../test/factories';
import { parseCsv } from '../../test/parse-csv';
import { rawFetch } from '../../test/raw-fetch';
import { useTestServer } from '../../test/use-test-server';

// The server's day is 15 March 2026: "this quarter" is January to March.
const api = useTestServer({
  emptyBeforeEach: ['invoices', 'expenses', 'projects', 'clients', 'business_profile'],
});
const Q1 = '?from=2026-01-01&to=2026-03-31';

const setVat = (body: Record<string, unknown>) =>
  api.put('/api/settings/vat', { registered: true, vatNumber: 'GB123456789', ...body });

let inPeriod: Invoice;

beforeEach(async () => {
  await setVat({ scheme: 'standard' });
  const clientId = (await createClient(api.db, { name: 'Ada', business_name: 'Ada Ltd' })).id;
  const invoice = (invoiceDate: string, unitPrice: string) =>
    api.post<Invoice>('/api/invoices', {
      clientId,
      invoiceDate,
      dueDate: '2026-04-30',
      lineItems: [{ description: 'Work', quantity: 1, unitPrice }],
    });
  // £1,000 at 20%: £200 VAT, £1,200 gross, in the quarter; £500 in the next one.
  inPeriod = (await invoice('2026-01-10', '1000.00')).body;
  await invoice('2026-04-05', '500.00');
  // Purchases: £120 with £20 VAT in the quarter; £60 with £10 VAT after it.
  await createExpense(api.db, {
    invoice_date: '2026-02-01',
    amount: '120.00',
    vat_amount: '20.00',
  });
  await createExpense(api.db, { invoice_date: '2026-04-02', amount: '60.00', vat_amount: '10.00' });
});

const boxes = (ret: VatReturn) => [
  ret.vatDueSales,
  ret.vatDueAcquisitions,
  ret.totalVatDue,
  ret.vatReclaimedCurrPeriod,
  ret.netVatDue,
  ret.totalValueSalesExVAT,
  ret.totalValuePurchasesExVAT,
  ret.totalValueGoodsSuppliedExVAT,
  ret.totalAcquisitionsExVAT,
];

describe('GET /api/reports/vat', () => {
  it('standard scheme: VAT by tax point, the nine boxes under HMRC names, with the evidence', async () => {
    const response = await api.get<VatReturn>(`/api/reports/vat${Q1}`);
    expect(response.status).toBe(200);
    expect(boxes(response.body)).toEqual([
      '200.00',
      '0.00',
      '200.00',
      '20.00',
      '180.00',
      1000,
      100,
      0,
      0,
    ]);
    expect(response.body).toMatchObject({
      from: '2026-01-01',
      to: '2026-03-31',
      scheme: 'standard',
    });
    expect(response.body.sales).toEqual([
      expect.objectContaining({
        invoiceNumber: inPeriod.invoiceNumber,
        clientName: 'Ada Ltd',
        net: '1000.00',
        vat: '200.00',
      }),
    ]);
    expect(response.body.purchases).toEqual([
      expect.objectContaining({ date: '2026-02-01', net: '100.00', vat: '20.00' }),
    ]);
  });

  it('defaults to the quarter of today, the business’s own when HMRC staggers it', async () => {
    const response = await api.get<VatReturn>('/api/reports/vat');
    expect(response.body).toMatchObject({
      from: '2026-01-01',
      to: '2026-03-31',
      vatDueSales: '200.00',
    });
    await setVat({ stagger: 2 });
    const staggered = await api.get<VatReturn>('/api/reports/vat');
    // February to April: the January invoice is in the quarter before, April's in this one.
    expect(staggered.body).toMatchObject({
      from: '2026-02-01',
      to: '2026-04-30',
      vatDueSales: '100.00',
    });
    expect(staggered.body.sales.map((sale) => sale.invoiceNumber)).not.toContain(
      inPeriod.invoiceNumber,
    );
    const named = await api.get<VatReturn>('/api/reports/vat?from=2026-01-01');
    expect(named.body).toMatchObject({ from: '2026-01-01', to: '2026-01-31' });
  });

  it('cash accounting: VAT as the client pays, share by share', async () => {
    await setVat({ scheme: 'cash' });
    expect((await api.get<VatReturn>(`/api/reports/vat${Q1}`)).body.vatDueSales).toBe('0.00');
    await api.post(`/api/invoices/${inPeriod.id}/payments`, {
      amount: '600.00',
      paidOn: '2026-03-01',
    });
    const response = await api.get<VatReturn>(`/api/reports/vat${Q1}`);
    // Half the gross paid: half the VAT (£100) and half the net (£500).
    expect(boxes(response.body)).toEqual([
      '100.00',
      '0.00',
      '100.00',
      '20.00',
      '80.00',
      500,
      100,
      0,
      0,
    ]);
    expect(response.body.sales[0]).toMatchObject({
      date: '2026-03-01',
      gross: '600.00',
      vat: '100.00',
    });
  });

  // On PostgreSQL the sales are read in two halves of the period (the middle day: 14 February).
  it('counts each invoice once, whichever half of the period its tax point or payments fall in', async () => {
    for (const invoiceDate of ['2026-02-14', '2026-02-15']) {
      await api.post('/api/invoices', {
        clientId: inPeriod.clientId,
        invoiceDate,
        dueDate: '2026-04-30',
        lineItems: [{ description: 'Work', quantity: 1, unitPrice: '100.00' }],
      });
    }
    const standard = await api.get<VatReturn>(`/api/reports/vat${Q1}`);
    expect(standard.body.vatDueSales).toBe('240.00');
    expect(standard.body.sales.map((row) => row.date)).toEqual([
      '2026-01-10',
      '2026-02-14',
      '2026-02-15',
    ]);
    await setVat({ scheme: 'cash' });
    for (const paidOn of ['2026-01-20', '2026-03-10'])
      expect(
        (await api.post(`/api/invoices/${inPeriod.id}/payments`, { amount: '600.00', paidOn }))
          .status,
      ).toBe(201);
    // Paid once, on the first day of the second half.
    const [lastFirstHalf] = standard.body.sales.filter((row) => row.date === '2026-02-15');
    const paidOnce = await api.post(`/api/invoices/${lastFirstHalf!.invoiceId}/payments`, {
      amount: '120.00',
      paidOn: '2026-02-15',
    });
    expect(paidOnce.status).toBe(201);
    const cash = await api.get<VatReturn>(`/api/reports/vat${Q1}`);
    expect(cash.body.vatDueSales).toBe('220.00');
    expect(cash.body.sales.map((row) => [row.date, row.vat])).toEqual([
      ['2026-01-20', '100.00'],
      ['2026-02-15', '20.00'],
      ['2026-03-10', '100.00'],
    ]);
  });

  it('cash accounting: a payment’s share of the VAT follows what was paid before the period', async () => {
    await setVat({ scheme: 'cash' });
    // £83.33 net at 20%: £16.67 VAT, £100.00 gross, paid 33.33 in December, then 33.33 in each
    // half of the quarter: the shares are 5.56, 5.55 and 5.56 (each rounded on what is paid so far).
    const { body: thirds } = await api.post<Invoice>('/api/invoices', {
      clientId: inPeriod.clientId,
      invoiceDate: '2025-12-01',
      dueDate: '2025-12-31',
      lineItems: [{ description: 'Work', quantity: 1, unitPrice: '83.33' }],
    });
    for (const paidOn of ['2025-12-10', '2026-01-10', '2026-03-10'])
      expect(
        (await api.post(`/api/invoices/${thirds.id}/payments`, { amount: '33.33', paidOn })).status,
      ).toBe(201);
    const { body } = await api.get<VatReturn>(`/api/reports/vat${Q1}`);
    expect(body.sales.map((row) => [row.date, row.gross, row.vat])).toEqual([
      ['2026-01-10', '33.33', '5.55'],
      ['2026-03-10', '33.33', '5.56'],
    ]);
    expect(body.vatDueSales).toBe('11.11');
  });

  it('follows an invoice’s lines as they are edited, and comes back the same from a backup', async () => {
    const box1 = async () => (await api.get<VatReturn>(`/api/reports/vat${Q1}`)).body.vatDueSales;
    expect(await box1()).toBe('200.00');
    const edited = await api.put(`/api/invoices/${inPeriod.id}`, {
      lineItems: [
        { description: 'Work', quantity: 1, unitPrice: '1000.00', vatRate: '5' },
        { description: 'Books', quantity: 1, unitPrice: '300.00', vatRate: '0' },
      ],
    });
    expect(edited.status).toBe(200);
    const before = (await api.get<VatReturn>(`/api/reports/vat${Q1}`)).body;
    expect([before.vatDueSales, before.totalValueSalesExVAT]).toEqual(['50.00', 1300]);

    const backup = (
      await api.get<{ tables: Record<string, Record<string, unknown>[]> }>('/api/backup/download')
    ).body;
    // What the database derives from the lines is not carried: it is derived again on restore.
    expect(backup.tables['invoices']![0]).not.toHaveProperty('vat_nets');
    await api.put(`/api/invoices/${inPeriod.id}`, {
      lineItems: [{ description: 'Work', quantity: 1, unitPrice: '10.00' }],
    });
    expect(await box1()).toBe('2.00');
    expect((await api.post('/api/backup/restore', { backup })).status).toBe(200);
    expect((await api.get<VatReturn>(`/api/reports/vat${Q1}`)).body).toEqual(before);
  });

  it('leaves a disbursement out of every box, whole or in a payment’s share', async () => {
    // £1,000 of work at 20% and a £150 domain fee recharged at cost: £1,350 gross.
    const withFee = await api.post<Invoice>('/api/invoices', {
      clientId: inPeriod.clientId,
      invoiceDate: '2026-02-10',
      dueDate: '2026-03-10',
      lineItems: [
        { description: 'Work', quantity: 1, unitPrice: '1000.00', vatRate: '20' },
        { description: 'Domain fee', quantity: 1, unitPrice: '150.00', vatRate: 'disbursement' },
      ],
    });
    expect(withFee.body.amount).toBe('1350.00');
    const standard = (await api.get<VatReturn>(`/api/reports/vat${Q1}`)).body;
    // With January's £1,000 invoice: box 1 £400, box 6 £2,000 (not £2,150).
    expect([standard.vatDueSales, standard.totalValueSalesExVAT]).toEqual(['400.00', 2000]);
    expect(standard.sales.find((row) => row.invoiceId === withFee.body.id)).toMatchObject({
      net: '1000.00',
      vat: '200.00',
      gross: '1200.00',
    });

    await setVat({ scheme: 'cash' });
    await api.post(`/api/invoices/${withFee.body.id}/payments`, {
      amount: '675.00',
      paidOn: '2026-03-01',
    });
    // Half paid: £100 of its VAT and £75 of the fee, so £500 in box 6.
    const cash = (await api.get<VatReturn>(`/api/reports/vat${Q1}`)).body;
    expect([cash.vatDueSales, cash.totalValueSalesExVAT]).toEqual(['100.00', 500]);
    expect(cash.sales).toEqual([
      expect.objectContaining({
        date: '2026-03-01',
        net: '500.00',
        vat: '100.00',
        gross: '600.00',
      }),
    ]);
  });

  it('flat rate: the percentage of VAT-inclusive turnover; input VAT only on £2,000 purchases', async () => {
    await setVat({ scheme: 'flat', flatRatePercent: 16.5 });
    await createExpense(api.db, {
      invoice_date: '2026-03-01',
      amount: '2400.00',
      vat_amount: '400.00',
    });
    const response = await api.get<VatReturn>(`/api/reports/vat${Q1}`);
    // 16.5% of £1,200 = £198.00; box 6 holds the turnover with its VAT.
    expect(boxes(response.body)).toEqual([
      '198.00',
      '0.00',
      '198.00',
      '400.00',
      '202.00',
      1200,
      2000,
      0,
      0,
    ]);
  });

  it('refuses a period that ends before it starts, or a date that is not one', async () => {
    const reversed = await api.get<ErrorResponse>('/api/reports/vat?from=2026-04-01&to=2026-03-31');
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toEqual([{ path: 'to', message: VAT_PERIOD_ORDER_MESSAGE }]);
    expect((await api.get('/api/reports/vat?from=April')).status).toBe(400);
  });

  it('downloads the boxes and the evidence as CSV, and the return as a JSON file', async () => {
    const csv = await rawFetch(api, `/api/reports/vat.csv${Q1}`);
    expect(csv.headers.get('content-disposition')).toContain(
      'vat-return-2026-01-01-to-2026-03-31.csv',
    );
    const rows = parseCsv(await csv.text());
    expect(rows[0]).toEqual(['Section', 'Reference', 'Date', 'Description', 'Net', 'VAT', 'Value']);
    expect(rows[1]).toEqual([
      'Box',
      '1',
      '',
      'VAT due on sales and other outputs',
      '',
      '',
      '200.00',
    ]);
    expect(rows).toContainEqual([
      'Sale',
      inPeriod.invoiceNumber,
      '2026-01-10',
      'Ada Ltd',
      '1000.00',
      '200.00',
      '1200.00',
    ]);
    expect(rows).toContainEqual([
      'Purchase',
      '',
      '2026-02-01',
      expect.any(String),
      '100.00',
      '20.00',
      '120.00',
    ]);
    const json = await rawFetch(api, `/api/reports/vat.json${Q1}`);
    expect(json.headers.get('content-disposition')).toContain(
      'vat-return-2026-01-01-to-2026-03-31.json',
    );
    expect(((await json.json()) as VatReturn).netVatDue).toBe('180.00');
  });
});

describe('GET /api/dashboard/vat-threshold', () => {
  it('warns a business not registered once 12 months of invoiced supplies pass £80,000, paid or not, and not once registered', async () => {
    await api.put('/api/settings/vat', { registered: false });
    const clientId = (await createClient(api.db)).id;
    await createInvoice(api.db, {
      client_id: clientId,
      amount: '60000.00',
      invoice_date: '2026-02-01',
      due_date: '2026-03-01',
      status: 'paid',
    });
    // Not paid yet, but supplied: it counts.
    await createInvoice(api.db, {
      client_id: clientId,
      amount: '25000.00',
      invoice_date: '2026-03-01',
      due_date: '2026-03-31',
    });
    // Invoiced a year and more ago, though its supply date is in the window: it counts too.
    await createInvoice(api.db, {
      client_id: clientId,
      amount: '1000.00',
      invoice_date: '2025-03-01',
      supply_date: '2025-03-20',
      due_date: '2025-03-31',
    });
    // A year and more ago: outside the 12 months.
    await createInvoice(api.db, {
      client_id: clientId,
      amount: '9000.00',
      invoice_date: '2025-03-15',
      due_date: '2025-04-15',
    });
    const response = await api.get<VatThreshold>('/api/dashboard/vat-threshold');
    // With the £1,000 (excluding its VAT) invoiced in January by every test here.
    expect(response.body.turnover).toBe('87000.00');
    expect(response.body.warning?.level).toBe('near');
    await setVat({});
    expect((await api.get<VatThreshold>('/api/dashboard/vat-threshold')).body.warning).toBeNull();
  });

  it('leaves exempt, outside-the-scope and disbursement lines out of taxable turnover; zero-rated ones count', async () => {
    const clientId = (await createClient(api.db)).id;
    const created = await api.post<Invoice>('/api/invoices', {
      clientId,
      invoiceDate: '2026-02-01',
      dueDate: '2026-03-01',
      lineItems: [
        { description: 'Design', quantity: 1, unitPrice: '1000.00', vatRate: '20' },
        { description: 'Books', quantity: 1, unitPrice: '300.00', vatRate: '0' },
        { description: 'Training', quantity: 1, unitPrice: '200.00', vatRate: 'exempt' },
        { description: 'US hosting', quantity: 2, unitPrice: '50.00', vatRate: 'outside' },
        { description: 'Domain fee', quantity: 1, unitPrice: '15.00', vatRate: 'disbursement' },
      ],
    });
    expect(created.status).toBe(201);
    await api.put('/api/settings/vat', { registered: false });
    const response = await api.get<VatThreshold>('/api/dashboard/vat-threshold');
    // January's £1,000, then £1,000 at 20% and £300 zero-rated; not the £200, £100 or £15.
    expect(response.body.turnover).toBe('2300.00');
  });
});

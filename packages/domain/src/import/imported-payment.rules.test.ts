import { describe, expect, it } from 'vitest';
import { importedPayment, importedPaymentUpdate } from './imported-payment.rules';

const invoice = { invoiceDate: '2026-03-02', amount: '1200.00' } as const;

describe('importedPayment', () => {
  it('pays a paid invoice in full at its Paid At, else at noon on its date', () => {
    const paid = importedPayment({
      ...invoice,
      status: 'paid',
      amountPaid: null,
      paidAt: '2026-03-20T10:00:00.000Z',
    });
    expect(paid).toMatchObject({ status: 'paid', amountPaid: '1200.00' });
    expect(paid.payment).toMatchObject({ amount: '1200.00', paidOn: '2026-03-20' });
    const undated = importedPayment({ ...invoice, status: 'paid', amountPaid: null, paidAt: null });
    expect(undated.paidAt?.toISOString()).toBe('2026-03-02T12:00:00.000Z');
  });

  it('records part paid on the invoice date, and nothing for nothing paid', () => {
    const part = importedPayment({ ...invoice, status: 'unpaid', amountPaid: '200', paidAt: null });
    expect(part).toMatchObject({ status: 'unpaid', amountPaid: '200.00', paidAt: null });
    expect(part.payment).toMatchObject({ amount: '200.00', paidOn: '2026-03-02' });
    const none = importedPayment({ ...invoice, status: 'overdue', amountPaid: null, paidAt: null });
    expect(none.payment).toBeNull();
  });
});

describe('importedPaymentUpdate', () => {
  const file = (status: 'paid' | 'unpaid' | 'overdue', amountPaid: string | null = null) =>
    importedPayment({ ...invoice, status, amountPaid, paidAt: '2026-03-20T10:00:00.000Z' });
  const given = { status: true, paidAt: true, today: '2026-04-02' };

  it('adds what the file says was paid beyond what is recorded, on the file’s date', () => {
    const update = importedPaymentUpdate(
      file('paid'),
      { amountPaid: '200.00', status: 'unpaid' },
      given,
    );
    expect(update.payment).toMatchObject({ amount: '1000.00', paidOn: '2026-03-20' });
    expect(update.status).toBe('paid');
    expect(update.paidAt?.toISOString()).toBe('2026-03-20T10:00:00.000Z');
  });

  it('dates what was paid since today when the file gives no date, never before the payments recorded', () => {
    const undated = importedPayment({
      ...invoice,
      status: 'unpaid',
      amountPaid: '300',
      paidAt: null,
    });
    const update = importedPaymentUpdate(
      undated,
      { amountPaid: '100.00', status: 'unpaid' },
      { ...given, paidAt: false },
    );
    expect(update.payment).toMatchObject({ amount: '200.00', paidOn: '2026-04-02' });
    expect(update.paidAt).toBeNull();
  });

  it('never takes a payment away, and keeps a paid invoice paid', () => {
    const less = importedPaymentUpdate(
      file('unpaid', '100'),
      { amountPaid: '200.00', status: 'unpaid' },
      given,
    );
    expect(less.payment).toBeNull();
    const reopened = importedPaymentUpdate(
      file('unpaid'),
      { amountPaid: '1200.00', status: 'paid' },
      given,
    );
    expect(reopened).toMatchObject({ payment: null, status: 'paid' });
  });

  it('takes the file’s status for an invoice still owing, only from a Status column', () => {
    const recorded = { amountPaid: '0.00', status: 'overdue' } as const;
    expect(importedPaymentUpdate(file('unpaid'), recorded, given).status).toBe('unpaid');
    const noColumn = importedPaymentUpdate(file('unpaid', '50'), recorded, {
      ...given,
      status: false,
    });
    expect(noColumn).toMatchObject({ status: 'overdue', payment: { amount: '50.00' } });
  });
});

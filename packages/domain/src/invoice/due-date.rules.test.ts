import { describe, expect, it } from 'vitest';
import { isDueBeforeInvoiceDate } from './due-date.rules';

describe('isDueBeforeInvoiceDate', () => {
  it('is true only when the due date is strictly before the invoice date', () => {
    expect(isDueBeforeInvoiceDate({ invoiceDate: '2026-03-10', dueDate: '2026-03-09' })).toBe(true);
    expect(isDueBeforeInvoiceDate({ invoiceDate: '2026-03-10', dueDate: '2026-03-10' })).toBe(
      false,
    );
    expect(isDueBeforeInvoiceDate({ invoiceDate: '2026-03-10', dueDate: '2026-04-09' })).toBe(
      false,
    );
    expect(isDueBeforeInvoiceDate({ invoiceDate: '2026-01-01', dueDate: '2025-12-31' })).toBe(true);
  });
});

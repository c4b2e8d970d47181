import {
  daysLeft,
  displayInvoiceStatus,
  EXPENSE_ALLOCATIONS,
  ID_PATTERN,
  PROJECT_STATUSES,
} from '@crm/domain';
import { describe, expect, it } from 'vitest';
import { createMockDb, emptyDb } from './create-mock-db';

const TODAY = '2026-03-15';

describe('createMockDb', () => {
  const db = createMockDb({ today: TODAY });

  it('has a few dozen clients, so the list shows two pages', () => {
    expect(db.clients).toHaveLength(32);
    expect(new Set(db.clients.map((c) => c.email)).size).toBe(32);
  });

  it('has projects in every status', () => {
    expect(new Set(db.projects.map((p) => p.status))).toEqual(new Set(PROJECT_STATUSES));
  });

  it('has paid, unpaid and overdue invoices with line items, numbered in order', () => {
    const shown = db.invoices.map((i) => displayInvoiceStatus(i, TODAY));
    expect(shown).toContain('paid');
    expect(shown).toContain('unpaid');
    expect(shown.filter((s) => s === 'overdue').length).toBeGreaterThanOrEqual(3);
    expect(db.invoices.every((i) => i.lineItems.length > 0)).toBe(true);
    expect(db.invoices.map((i) => i.invoiceNumber).slice(0, 3)).toEqual([
      'INV-0001',
      'INV-0002',
      'INV-0003',
    ]);
    expect(db.invoices.filter((i) => i.status === 'paid').every((i) => i.paidAt !== null)).toBe(
      true,
    );
    expect(db.invoices.some((i) => i.paidAt?.startsWith('2026-03'))).toBe(true);
  });

  it('has domains expiring in 3, 20, 60 and 200 days and one expired, some with credentials', () => {
    const left = db.domains.map((d) => daysLeft(d.expiryDate, TODAY));
    expect(left).toEqual(expect.arrayContaining([3, 20, 60, 200, -5]));
    expect(db.domains.some((d) => (d.credentials?.length ?? 0) > 1)).toBe(true);
  });

  it('has expenses of both types across every allocation, each with its file', () => {
    expect(new Set(db.expenses.map((e) => e.expenseType))).toEqual(new Set(['receipt', 'invoice']));
    expect(new Set(db.expenses.map((e) => e.allocation))).toEqual(new Set(EXPENSE_ALLOCATIONS));
    expect(db.expenses.length).toBeGreaterThan(20);
    expect(
      db.expenses.every((e) => db.files.some((f) => f.id === e.fileId && f.clientId === null)),
    ).toBe(true);
  });

  it('has tasks, client files and a recent activity feed', () => {
    expect(db.tasks.some((t) => t.completed)).toBe(true);
    expect(db.tasks.some((t) => t.dueDate === null)).toBe(true);
    expect(
      db.files.filter((f) => f.clientId !== null && f.documentType !== null).length,
    ).toBeGreaterThan(0);
    expect(
      db.files.filter((f) => f.clientId !== null && f.documentType === null).length,
    ).toBeGreaterThan(0);
    expect(db.activity[0]?.createdAt.startsWith(TODAY)).toBe(true);
  });

  it('gives the same valid ids on every run, and no reference dangles', () => {
    expect(createMockDb({ today: TODAY }).clients[0]?.id).toBe(db.clients[0]?.id);
    expect(db.clients.every((c) => ID_PATTERN.test(c.id))).toBe(true);
    const clientIds = new Set(db.clients.map((c) => c.id));
    const projectIds = new Set(db.projects.map((p) => p.id));
    for (const row of [...db.projects, ...db.invoices, ...db.domains, ...db.tasks])
      expect(clientIds.has(row.clientId)).toBe(true);
    for (const row of [...db.invoices, ...db.tasks, ...db.files])
      if (row.projectId) expect(projectIds.has(row.projectId)).toBe(true);
  });

  it('dates everything relative to today', () => {
    const later = createMockDb({ today: '2027-01-10' });
    expect(later.domains.map((d) => daysLeft(d.expiryDate, '2027-01-10'))).toEqual(
      db.domains.map((d) => daysLeft(d.expiryDate, TODAY)),
    );
  });
});

describe('emptyDb', () => {
  it('has no business data but a signed-in account', () => {
    const db = emptyDb({ today: TODAY });
    expect(
      [
        db.clients,
        db.projects,
        db.invoices,
        db.domains,
        db.tasks,
        db.files,
        db.expenses,
        db.activity,
      ].every((t) => t.length === 0),
    ).toBe(true);
    expect(db.signedIn).toBe(true);
    expect(db.account?.user.email).toBe('sarah@mitchelldigital.co.uk');
  });

  it('can start signed out, or as a fresh install', () => {
    expect(emptyDb({ signedIn: false }).signedIn).toBe(false);
    expect(emptyDb({ needsSetup: true }).account).toBeNull();
  });
});

import { expenseRoutes } from '@crm/api-contract';
import {
  buildProfitLoss,
  contentTypeFor,
  distinctProviders,
  EXPENSE_NOT_FOUND_MESSAGE,
  FILE_NOT_FOUND_MESSAGE,
  FILE_REQUIRED_MESSAGE,
  summariseExpenses,
  toPence,
  VAT_MORE_THAN_AMOUNT_MESSAGE,
  vatMoreThanAmount,
} from '@crm/domain';
import type { ExpenseCreate, ExpenseFilters, ExpenseUpdate, ImportKept } from '@crm/domain';
import { recordActivity } from '../db/activity-log';
import { matchesSearch, paginate, sentFields } from '../db/list-helpers';
import type { ExpenseRow, FileRow, MockDb } from '../db/mock-db.types';
import { newRecordStamp } from '../db/record-origin';
import { downloadResponse } from './download-response';
import { invalidField, notFound } from './mock-errors';
import { mock } from './mock-route';

const options = { notFound: EXPENSE_NOT_FOUND_MESSAGE };

function findExpense(db: MockDb, id: string): ExpenseRow {
  const expense = db.expenses.find((e) => e.id === id);
  if (!expense) throw notFound(EXPENSE_NOT_FOUND_MESSAGE);
  return expense;
}

function compareExpenses(sortBy: ExpenseFilters['sortBy'], sortOrder: ExpenseFilters['sortOrder']) {
  const direction = sortOrder === 'asc' ? 1 : -1;
  const key = (e: ExpenseRow): [number | string, string, string] => [
    sortBy === 'amount' ? toPence(e.amount) : e.invoiceDate,
    e.createdAt,
    e.id,
  ];
  return (a: ExpenseRow, b: ExpenseRow) => {
    const [ka, kb] = [key(a), key(b)];
    for (let i = 0; i < ka.length; i++) {
      if (ka[i] !== kb[i])
        return ((ka[i] as number | string) < (kb[i] as number | string) ? -1 : 1) * direction;
    }
    return 0;
  };
}

/**
 * As the API's commands: an expense with its receipt file, or (from an import, which passes
 * `origin`) without one: a CSV cannot carry files.
 */
export function createMockExpense(
  db: MockDb,
  input: ExpenseCreate,
  file: { filename: string; fileId: string } | null,
  origin?: ImportKept,
): ExpenseRow {
  const expense: ExpenseRow = {
    ...newRecordStamp(db, db.now(), origin),
    ...input,
    // The API shows an expense without a file with an empty name.
    filename: file?.filename ?? '',
    fileId: file?.fileId ?? null,
  };
  db.expenses.push(expense);
  recordActivity(db, 'created', 'expense', expense.id, expense.provider);
  return expense;
}

/** As the API's updateExpense: the fields sent change; the file stays. */
export function updateMockExpense(db: MockDb, expense: ExpenseRow, input: ExpenseUpdate): void {
  // One of amount and VAT alone meets the stored other.
  const amounts = {
    amount: input.amount ?? expense.amount,
    vatAmount: input.vatAmount ?? expense.vatAmount,
  };
  if (vatMoreThanAmount(amounts)) throw invalidField('vatAmount', VAT_MORE_THAN_AMOUNT_MESSAGE);
  Object.assign(expense, sentFields(input), { updatedAt: db.now() });
  recordActivity(db, 'updated', 'expense', expense.id, expense.provider);
}

export const expenseMocks = [
  mock(expenseRoutes.list, ({ db, query }) => {
    const matches = db.expenses
      .filter((e) => matchesSearch(query.search, e.provider, e.description))
      .filter((e) => !query.expenseType || e.expenseType === query.expenseType)
      .filter((e) => !query.allocation || e.allocation === query.allocation)
      .filter((e) => !query.provider || e.provider === query.provider)
      .sort(compareExpenses(query.sortBy, query.sortOrder));
    const { total, receipts, invoices } = summariseExpenses(matches);
    return {
      expenses: structuredClone(paginate(matches, query)),
      total: matches.length,
      summary: { totalExpenses: total, receipts, invoices },
    };
  }),

  mock(expenseRoutes.providers, ({ db }) => ({ providers: distinctProviders(db.expenses) })),

  mock(expenseRoutes.profitLoss, ({ db }) =>
    buildProfitLoss({
      paidInvoices: db.invoices.filter((i) => i.status === 'paid'),
      payments: db.invoices.flatMap((i) => i.payments),
      expenses: db.expenses,
      today: db.today,
    }),
  ),

  mock(
    expenseRoutes.download,
    ({ db, params }) => {
      const expense = findExpense(db, params.id);
      const file = db.files.find((f) => f.id === expense.fileId);
      if (!file) throw notFound(FILE_NOT_FOUND_MESSAGE);
      return downloadResponse(file);
    },
    options,
  ),

  mock(expenseRoutes.get, ({ db, params }) => structuredClone(findExpense(db, params.id)), options),

  mock(
    expenseRoutes.upload,
    async ({ db, body, file }) => {
      if (!file) throw new Error('upload rule guarantees a file');
      const now = db.now();
      const content = new Uint8Array(await file.arrayBuffer());
      const stored: FileRow = {
        id: db.newId(),
        filename: file.name,
        contentType: contentTypeFor(file.name),
        sizeBytes: content.length,
        uploadedAt: now,
        clientId: null,
        projectId: null,
        documentType: null,
        content,
        createdAt: now,
        updatedAt: now,
      };
      db.files.push(stored);
      const expense = createMockExpense(db, body, { filename: file.name, fileId: stored.id });
      return structuredClone(expense);
    },
    { upload: { kind: 'expense', missingFileMessage: () => FILE_REQUIRED_MESSAGE } },
  ),

  mock(
    expenseRoutes.update,
    ({ db, params, body }) => {
      const expense = findExpense(db, params.id);
      updateMockExpense(db, expense, body);
      return structuredClone(expense);
    },
    options,
  ),

  mock(
    expenseRoutes.delete,
    ({ db, params }) => {
      const expense = findExpense(db, params.id);
      db.expenses = db.expenses.filter((e) => e.id !== expense.id);
      db.files = db.files.filter((f) => f.id !== expense.fileId);
      recordActivity(db, 'deleted', 'expense', expense.id, expense.provider);
    },
    options,
  ),
];

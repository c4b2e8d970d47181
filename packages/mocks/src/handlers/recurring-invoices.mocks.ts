import { recurringInvoiceRoutes } from '@crm/api-contract';
import {
  clientDisplayName,
  RECURRING_FREQUENCY_LABELS,
  RECURRING_INVOICE_NOT_FOUND_MESSAGE,
  scheduleAfterUpdate,
  referencesAfterUpdate,
} from '@crm/domain';
import { recordActivity } from '../db/activity-log';
import { newestFirst, paginate } from '../db/list-helpers';
import type { MockDb, RecurringInvoiceRow } from '../db/mock-db.types';
import { recurringInvoiceView } from '../db/mock-recurring';
import { pricedMockLines } from '../db/mock-vat';
import { clientRef } from '../db/relations';
import { MockHttpError, notFound } from './mock-errors';
import { mock } from './mock-route';
import { requireReferences } from './references';

const options = { notFound: RECURRING_INVOICE_NOT_FOUND_MESSAGE };

function findSchedule(db: MockDb, id: string): RecurringInvoiceRow {
  const row = db.recurringInvoices.find((r) => r.id === id);
  if (!row) throw notFound(RECURRING_INVOICE_NOT_FOUND_MESSAGE);
  return row;
}

/** As the API's activity label: "Monthly for Acme Ltd". */
const label = (db: MockDb, row: RecurringInvoiceRow) =>
  `${RECURRING_FREQUENCY_LABELS[row.frequency]} for ${clientDisplayName(clientRef(db, row.clientId))}`;

export const recurringInvoiceMocks = [
  mock(recurringInvoiceRoutes.list, ({ db, query }) => {
    const matches = db.recurringInvoices
      .filter((r) => !query.clientId || r.clientId === query.clientId)
      .sort(newestFirst);
    return {
      recurringInvoices: paginate(matches, query).map((r) => recurringInvoiceView(db, r)),
      total: matches.length,
    };
  }),

  mock(
    recurringInvoiceRoutes.get,
    ({ db, params }) => recurringInvoiceView(db, findSchedule(db, params.id)),
    options,
  ),

  mock(recurringInvoiceRoutes.create, ({ db, body }) => {
    requireReferences(db, body, 'invoice');
    const now = db.now();
    const { lineItems, ...fields } = body;
    const row: RecurringInvoiceRow = {
      id: db.newId(),
      ...fields,
      lineItems: pricedMockLines(db, lineItems).lineItems,
      paused: false,
      madePeriods: [],
      skipBefore: null,
      createdAt: now,
      updatedAt: now,
    };
    db.recurringInvoices.push(row);
    recordActivity(db, 'created', 'recurring invoice', row.id, label(db, row));
    return recurringInvoiceView(db, row);
  }),

  // As the API's command: the domain's scheduleAfterUpdate checks the merge and says when it restarts.
  mock(
    recurringInvoiceRoutes.update,
    ({ db, params, body }) => {
      const row = findSchedule(db, params.id);
      const refs = referencesAfterUpdate(row, body);
      requireReferences(db, refs, 'invoice');
      const { schedule, issues, restarts } = scheduleAfterUpdate(row, body);
      if (issues.length > 0)
        throw new MockHttpError(400, issues[0]?.message ?? 'Invalid request', issues);
      Object.assign(row, schedule, refs, { updatedAt: db.now() });
      if (body.paymentTermsDays !== undefined) row.paymentTermsDays = body.paymentTermsDays;
      if (body.autoSend !== undefined) row.autoSend = body.autoSend;
      if (body.paused !== undefined) row.paused = body.paused;
      if (restarts) row.skipBefore = db.today;
      if (body.lineItems !== undefined)
        row.lineItems = pricedMockLines(db, body.lineItems).lineItems;
      recordActivity(db, 'updated', 'recurring invoice', row.id, label(db, row));
      return recurringInvoiceView(db, row);
    },
    options,
  ),

  mock(
    recurringInvoiceRoutes.delete,
    ({ db, params }) => {
      const row = findSchedule(db, params.id);
      db.recurringInvoices = db.recurringInvoices.filter((r) => r.id !== row.id);
      recordActivity(db, 'deleted', 'recurring invoice', row.id, label(db, row));
    },
    options,
  ),
];

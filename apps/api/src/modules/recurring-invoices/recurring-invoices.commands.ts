import {
  clientDisplayName,
  RECURRING_FREQUENCY_LABELS,
  RECURRING_INVOICE_NOT_FOUND_MESSAGE,
  scheduleAfterUpdate,
  referencesAfterUpdate,
  todayInLondon,
  type RecurringInvoiceCreate,
  type RecurringInvoiceUpdate,
} from '@crm/domain';
import type { Knex } from '@crm/db';
import { NotFoundError, ValidationError } from '../../middlewares/http-errors';
import { RECURRING_LINES, replaceLines } from '../../line-items/document-lines';
import { recordChange } from '../activity/record-change';
import { requireReferences } from '../projects/require-references';
import { priceLines } from '../vat/priced-lines';
import { scheduleOf } from './recurring-invoices.presenter';
import {
  deleteRecurringInvoiceRow,
  findRecurringInvoice,
  insertRecurringInvoice,
  updateRecurringInvoiceRow,
  type RecurringColumns,
  type RecurringInvoiceReadRow,
} from './recurring-invoices.repository';

type Context = { now: Date };

/** "Monthly for Acme Ltd": how the activity feed names a schedule. */
function activityLabel(row: RecurringInvoiceReadRow): string {
  const client = clientDisplayName({
    name: row.client_name,
    businessName: row.client_business_name,
  });
  return `${RECURRING_FREQUENCY_LABELS[row.frequency]} for ${client}`;
}

async function load(trx: Knex.Transaction, id: string): Promise<RecurringInvoiceReadRow> {
  const row = await findRecurringInvoice(trx, id);
  if (!row) throw new NotFoundError(RECURRING_INVOICE_NOT_FOUND_MESSAGE);
  return row;
}

/** A schedule and its lines; lines sent without a VAT rate take Settings › VAT's default. */
export async function createRecurringInvoice(
  db: Knex,
  input: RecurringInvoiceCreate,
): Promise<RecurringInvoiceReadRow> {
  return db.transaction(async (trx) => {
    await requireReferences(trx, input, 'invoice');
    const id = await insertRecurringInvoice(trx, {
      client_id: input.clientId,
      project_id: input.projectId,
      frequency: input.frequency,
      start_date: input.startDate,
      end_date: input.endDate,
      count: input.count,
      on_last_day: input.onLastDay,
      payment_terms_days: input.paymentTermsDays,
      auto_send: input.autoSend,
    });
    await replaceLines(
      trx,
      RECURRING_LINES,
      id,
      (await priceLines(trx, input.lineItems)).lineItems,
    );
    const row = await load(trx, id);
    await recordChange(trx, 'created', 'recurring invoice', id, activityLabel(row));
    return row;
  });
}

/** Changes the fields sent (the domain's scheduleAfterUpdate says when it starts afresh). */
export async function updateRecurringInvoice(
  db: Knex,
  id: string,
  input: RecurringInvoiceUpdate,
  { now }: Context,
): Promise<RecurringInvoiceReadRow> {
  return db.transaction(async (trx) => {
    const existing = await load(trx, id);
    const references = referencesAfterUpdate(
      { clientId: existing.client_id, projectId: existing.project_id },
      input,
    );
    await requireReferences(trx, references, 'invoice');
    const { schedule, issues, restarts } = scheduleAfterUpdate(
      { ...scheduleOf(existing), paused: existing.paused },
      input,
    );
    if (issues.length > 0) throw new ValidationError(issues);
    const columns: RecurringColumns = {
      client_id: references.clientId,
      project_id: references.projectId,
      frequency: schedule.frequency,
      start_date: schedule.startDate,
      end_date: schedule.endDate,
      count: schedule.count,
      on_last_day: schedule.onLastDay,
    };
    if (input.paymentTermsDays !== undefined) columns.payment_terms_days = input.paymentTermsDays;
    if (input.autoSend !== undefined) columns.auto_send = input.autoSend;
    if (input.paused !== undefined) columns.paused = input.paused;
    if (restarts) columns.skip_before = todayInLondon(now);
    await updateRecurringInvoiceRow(trx, id, columns);
    if (input.lineItems !== undefined)
      await replaceLines(
        trx,
        RECURRING_LINES,
        id,
        (await priceLines(trx, input.lineItems)).lineItems,
      );
    const row = await load(trx, id);
    await recordChange(trx, 'updated', 'recurring invoice', id, activityLabel(row));
    return row;
  });
}

/** The schedule goes; the invoices it made stay. */
export async function deleteRecurringInvoice(db: Knex, id: string): Promise<void> {
  await db.transaction(async (trx) => {
    const row = await load(trx, id);
    await deleteRecurringInvoiceRow(trx, id);
    await recordChange(trx, 'deleted', 'recurring invoice', id, activityLabel(row));
  });
}

import { formatVatNets } from '@crm/db';
import { formatInvoiceNumber, fromPence, vatBreakdown, type InvoiceStatus } from '@crm/domain';
import { SERVICES } from '../agency-words';
import { insertRows, type Row, writeChunks } from '../bulk-insert';
import { instantOn, isoDate } from '../calendar';
import type { Rng } from '../prng';
import { progress } from '../progress';
import { seededUuid } from '../seeded-uuid';
import type { Clients, Projects, SeedContext } from '../seed.types';
import { countUpTo, slices, spreadDay } from '../timeline';
import { lineVatRate, registrationDay } from './vat';

const PAYMENT_TERMS = [14, 30, 30, 30, 7] as const;

function statusFor(rng: Rng, dueDay: number, todayDay: number): InvoiceStatus {
  const roll = rng.next();
  if (dueDay >= todayDay) return roll < 0.35 ? 'paid' : 'unpaid';
  // Long past due: nearly all settled. Recently past due: a few marked overdue, a few just unpaid.
  const paidShare = todayDay - dueDay > 120 ? 0.97 : 0.8;
  if (roll < paidShare) return 'paid';
  return roll < paidShare + (1 - paidShare) / 2 ? 'overdue' : 'unpaid';
}

/** The lines, with their rates from `rates` (a stream of its own, so the rest stays as it was). */
function lineItems(
  rng: Rng,
  invoiceId: string,
  created: number,
  count: number,
  rate: () => ReturnType<typeof lineVatRate>,
): { rows: Row[]; gross: string; vat: string; vatNets: string | null } {
  const rows: Row[] = [];
  for (let position = 0; position < count; position += 1) {
    const [description, min, max] = rng.pick(SERVICES);
    const quantity = rng.chance(0.7) ? 1 : rng.int(2, 10);
    const unitPence = rng.int(min * 4, max * 4) * 25; // to the nearest 25p
    rows.push({
      id: seededUuid(rng, created),
      invoice_id: invoiceId,
      position,
      description,
      quantity,
      unit_price: fromPence(unitPence),
      total: fromPence(unitPence * quantity),
      vat_rate: rate(),
    });
  }
  // The invoice's amount as the app works it out: VAT once per rate, on top of the lines.
  const { gross, vat, byRate } = vatBreakdown(
    rows.map((row) => ({
      quantity: 1,
      unitPrice: row['total'] as string,
      vatRate: row['vat_rate'] as ReturnType<typeof lineVatRate>,
    })),
  );
  // What the database's triggers keep from the lines, which the load skips.
  return { rows, gross, vat, vatNets: formatVatNets(byRate) };
}

/** Invoices over the last five years with their line items; the amount is the lines' sum with their VAT. */
export async function seedInvoices(
  ctx: SeedContext,
  clients: Clients,
  projects: Projects,
): Promise<void> {
  const { invoices: count, lineItemsPerInvoice } = ctx.options.counts;
  const rng = ctx.rng('invoices');
  const vatRng = ctx.rng('invoice-vat');
  const registeredDay = registrationDay(ctx.todayDay);
  const firstDay = ctx.todayDay - 5 * 365;
  const shown = progress('invoices + line items', count * (1 + lineItemsPerInvoice), ctx.log);
  // Line items are several times as many rows: keep each statement near the batch size.
  const perChunk = Math.max(
    1,
    Math.floor(ctx.options.batchSize / Math.max(1, lineItemsPerInvoice)),
  );

  await writeChunks(
    ctx.db,
    slices(count, perChunk, (from, to) => {
      const invoices: Row[] = [];
      const lines: Row[] = [];
      for (let index = from; index < to; index += 1) {
        const day = spreadDay(index, count, firstDay, ctx.todayDay);
        const client = rng.int(0, Math.max(1, countUpTo(clients.createdDay, day)) - 1);
        const created = instantOn(day, rng.int(0, 40_000));
        const id = seededUuid(rng, created);
        const dueDay = day + rng.pick(PAYMENT_TERMS);
        const status = statusFor(rng, dueDay, ctx.todayDay);
        const paidDay = Math.min(ctx.todayDay, day + rng.int(0, Math.max(1, dueDay - day + 20)));
        const paidAt =
          status === 'paid'
            ? new Date(Math.max(created, instantOn(paidDay, rng.int(0, 3600))))
            : null;
        const first = projects.offsets[client] as number;
        const owned = (projects.offsets[client + 1] as number) - first;
        const project =
          owned > 0 && rng.chance(0.6)
            ? (projects.ids[first + rng.int(0, owned - 1)] as string)
            : null;
        const items = lineItems(rng, id, created, lineItemsPerInvoice, () =>
          lineVatRate(vatRng, day, registeredDay),
        );
        const at = new Date(created).toISOString();
        invoices.push({
          id,
          invoice_number: formatInvoiceNumber(index + 1),
          client_id: clients.ids[client] as string,
          project_id: project,
          invoice_date: isoDate(day),
          due_date: isoDate(dueDay),
          status,
          amount: items.gross,
          vat_amount: items.vat,
          vat_nets: items.vatNets,
          amount_paid: status === 'paid' ? items.gross : '0.00',
          paid_at: paidAt ? paidAt.toISOString() : null,
          created_at: at,
          updated_at: paidAt ? paidAt.toISOString() : at,
        });
        lines.push(...items.rows);
      }
      return async (trx) => {
        await insertRows(trx, 'invoices', invoices);
        await insertRows(trx, 'invoice_line_items', lines);
        shown.add(invoices.length + lines.length);
      };
    }),
  );
  // Each paid invoice was paid in one bank transfer on the day it was paid, as the payments
  // migration records them; ids from the invoice's, so the same seed gives the same rows.
  await ctx.db
    .raw(`insert into invoice_payments (id, invoice_id, amount, paid_on, method, created_at, updated_at)
    select md5(id::text || ':payment')::uuid, id, amount, (paid_at at time zone 'Europe/London')::date,
      'bank_transfer', paid_at, paid_at
    from invoices where status = 'paid' and amount > 0`);
  shown.done();
}

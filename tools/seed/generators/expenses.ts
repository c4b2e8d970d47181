import { EXPENSE_PROVIDERS, FILE_TYPES } from '../agency-words';
import { insertRows, type Row, writeChunks } from '../bulk-insert';
import { instantOn, isoDate } from '../calendar';
import { progress } from '../progress';
import { seededUuid } from '../seeded-uuid';
import type { SeedContext } from '../seed.types';
import { slices, spreadDay } from '../timeline';
import { fileRow } from './files';
import { expenseVat, registrationDay } from './vat';

const RECEIPT_TYPES = FILE_TYPES.filter(
  ([extension]) => extension === 'pdf' || extension === 'png' || extension === 'jpg',
);

/** Expenses over the last four years, each with its receipt or supplier invoice file. */
export async function seedExpenses(ctx: SeedContext): Promise<void> {
  const count = ctx.options.counts.expenses;
  const rng = ctx.rng('expenses');
  const vatRng = ctx.rng('expense-vat');
  const registeredDay = registrationDay(ctx.todayDay);
  const firstDay = ctx.todayDay - 4 * 365;
  const shown = progress('expenses + receipt files', count * 2, ctx.log);

  await writeChunks(
    ctx.db,
    slices(count, ctx.options.batchSize, (from, to) => {
      const files: Row[] = [];
      const expenses: Row[] = [];
      for (let index = from; index < to; index += 1) {
        const day = spreadDay(index, count, firstDay, ctx.todayDay);
        const created = instantOn(day, rng.int(0, 40_000));
        const [provider, allocation, min, max] = rng.pick(EXPENSE_PROVIDERS);
        const expenseType = rng.chance(0.6) ? 'receipt' : 'invoice';
        const type = rng.pick(RECEIPT_TYPES);
        const file = fileRow(
          rng,
          created,
          `${provider} ${expenseType} ${isoDate(day)}.${type[0]}`,
          type,
        );
        const at = new Date(created).toISOString();
        const amount = `${rng.int(min, max)}.${String(rng.int(0, 99)).padStart(2, '0')}`;
        files.push(file);
        expenses.push({
          id: seededUuid(rng, created),
          expense_type: expenseType,
          allocation,
          invoice_date: isoDate(day),
          amount,
          vat_amount: expenseVat(vatRng, amount, day, registeredDay),
          provider,
          description: rng.chance(0.4)
            ? `${allocation[0]?.toUpperCase()}${allocation.slice(1)} for the agency`
            : null,
          file_id: file['id'] as string,
          created_at: at,
          updated_at: at,
        });
      }
      return async (trx) => {
        await insertRows(trx, 'files', files);
        await insertRows(trx, 'expenses', expenses);
        shown.add(expenses.length + files.length);
      };
    }),
  );
  shown.done();
}

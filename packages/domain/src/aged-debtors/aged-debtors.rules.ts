import { addDays } from '../dates/dates.rules';
import { fromPence, toPence } from '../money/money.rules';
import {
  type AgedAmounts,
  type AgedDebtor,
  type AgedDebtors,
  type AgeingBucket,
} from './aged-debtors.schema';

/** The due dates (inclusive; null: open-ended) whose balances fall in one band on a day. */
export type BucketRange = { bucket: AgeingBucket; fromDue: string | null; toDue: string | null };

/** The bands on `asOf` as due-date ranges: the one rule the report and its SQL both use. */
export function ageingBucketRanges(asOf: string): BucketRange[] {
  return [
    { bucket: 'current', fromDue: asOf, toDue: null },
    { bucket: 'days1to30', fromDue: addDays(asOf, -30), toDue: addDays(asOf, -1) },
    { bucket: 'days31to60', fromDue: addDays(asOf, -60), toDue: addDays(asOf, -31) },
    { bucket: 'days61to90', fromDue: addDays(asOf, -90), toDue: addDays(asOf, -61) },
    { bucket: 'over90', fromDue: null, toDue: addDays(asOf, -91) },
  ];
}

/** The band a balance due on `dueDate` falls in on `asOf`: days past due, 30 at a time. */
export function ageingBucket(dueDate: string, asOf: string): AgeingBucket {
  const range = ageingBucketRanges(asOf).find(
    ({ fromDue, toDue }) =>
      (fromDue === null || dueDate >= fromDue) && (toDue === null || dueDate <= toDue),
  );
  return (range ?? { bucket: 'current' }).bucket;
}

/** What a client owes in one band on the report's day, over `invoices` invoices. */
export type AgedBalance = {
  clientId: string;
  clientName: string;
  bucket: AgeingBucket;
  balance: string;
  invoices: number;
};

type PenceBuckets = Record<AgeingBucket, number>;

const noPence = (): PenceBuckets => ({
  current: 0,
  days1to30: 0,
  days31to60: 0,
  days61to90: 0,
  over90: 0,
});

type ClientTally = {
  clientId: string;
  name: string;
  pence: PenceBuckets;
  invoices: number;
  total: number;
};

const sumOf = (pence: PenceBuckets): number =>
  pence.current + pence.days1to30 + pence.days31to60 + pence.days61to90 + pence.over90;

function toAmounts(pence: PenceBuckets): AgedAmounts {
  return {
    current: fromPence(pence.current),
    days1to30: fromPence(pence.days1to30),
    days31to60: fromPence(pence.days31to60),
    days61to90: fromPence(pence.days61to90),
    over90: fromPence(pence.over90),
    total: fromPence(sumOf(pence)),
  };
}

/**
 * Who owes what on `asOf`, and for how long: each client with a balance, split by band, largest
 * debtor first; the bands always add up to the client's total, and the clients to the totals
 * (integer pence throughout).
 */
export function agedDebtors(balances: readonly AgedBalance[], asOf: string): AgedDebtors {
  // One tally per client, its total kept as it grows: a report can list tens of thousands of
  // clients, so nothing is worked out twice and no row is copied on the way.
  const byClient = new Map<string, ClientTally>();
  const totals = noPence();
  for (const row of balances) {
    const pence = toPence(row.balance);
    if (pence <= 0) continue;
    let client = byClient.get(row.clientId);
    if (client === undefined) {
      client = {
        clientId: row.clientId,
        name: row.clientName,
        pence: noPence(),
        invoices: 0,
        total: 0,
      };
      byClient.set(row.clientId, client);
    }
    client.pence[row.bucket] += pence;
    client.total += pence;
    client.invoices += row.invoices;
    totals[row.bucket] += pence;
  }
  const ranked = [...byClient.values()].sort(
    (a, b) => b.total - a.total || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
  const clients = ranked.map(({ clientId, name, invoices, pence }): AgedDebtor => ({
    clientId,
    clientName: name,
    invoices,
    ...toAmounts(pence),
  }));
  return { asOf, clients, totals: toAmounts(totals) };
}

/** One invoice's balance on the report's day, as the bands count it. */
export function agedBalanceOf(
  invoice: { clientId: string; clientName: string; dueDate: string; balance: string },
  asOf: string,
): AgedBalance {
  return {
    clientId: invoice.clientId,
    clientName: invoice.clientName,
    bucket: ageingBucket(invoice.dueDate, asOf),
    balance: invoice.balance,
    invoices: 1,
  };
}

/** A line of the report as a table prints it: a client, or the totals (no invoice count). */
export type AgedDebtorsLine = AgedAmounts & { clientName: string; invoices: number | null };

/** Each client's line, then the totals line. */
export function agedDebtorsLines(report: AgedDebtors): AgedDebtorsLine[] {
  return [...report.clients, { clientName: 'Total', invoices: null, ...report.totals }];
}

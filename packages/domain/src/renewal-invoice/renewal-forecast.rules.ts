import { addMonthsToDate, differenceInDays } from '../dates/dates.rules';
import { fromPence, toPence } from '../money/money.rules';
import { renewalCharges, type RenewalTerms } from './renewal-invoice.rules';
import type {
  RenewalForecast,
  RenewalForecastClient,
  RenewalTotals,
} from './renewal-forecast.schema';

/** The report looks this many months ahead. */
export const RENEWAL_FORECAST_MONTHS = 12;

export type ForecastDomain = RenewalTerms & { clientId: string; clientName: string };

/**
 * The dates a renewal falls on in [from, to): its date, then every renewal period after it,
 * each counted from the first so short months never drift (31 Jan, 28 Feb, 31 Mar). A date
 * already past still renews on its cycle: the renewal is due whether or not it was recorded.
 */
export function renewalDatesBetween(
  date: string,
  periodMonths: number,
  { from, to }: { from: string; to: string },
): string[] {
  // Start near `from` rather than stepping through years of past cycles.
  const behind = Math.max(0, Math.floor(differenceInDays(from, date) / 31 / periodMonths) - 1);
  const dates: string[] = [];
  for (let n = behind; ; n++) {
    const next = addMonthsToDate(date, n * periodMonths);
    if (next >= to) return dates;
    if (next >= from) dates.push(next);
  }
}

type Pence = { renewals: number; income: number; cost: number };

const toTotals = ({ renewals, income, cost }: Pence): RenewalTotals => ({
  renewals,
  income: fromPence(income),
  cost: fromPence(cost),
  margin: fromPence(income - cost),
});

/**
 * Renewal income (the quote prices), cost (what the agency pays) and margin for the 12 months
 * from `from`, by client (by name), with the totals. A renewal without a price or a cost counts
 * it as nothing: a cost not passed on shows as a loss.
 */
export function renewalForecast(domains: readonly ForecastDomain[], from: string): RenewalForecast {
  const to = addMonthsToDate(from, RENEWAL_FORECAST_MONTHS);
  const byClient = new Map<string, Pence & { clientName: string }>();
  const totals: Pence = { renewals: 0, income: 0, cost: 0 };
  for (const domain of domains) {
    const period = Number(domain.renewalPeriod);
    for (const charge of renewalCharges(domain)) {
      const count = renewalDatesBetween(charge.date, period, { from, to }).length;
      if (count === 0) continue;
      const income = count * (charge.price === null ? 0 : toPence(charge.price));
      const cost = count * (charge.cost === null ? 0 : toPence(charge.cost));
      const client = byClient.get(domain.clientId) ?? {
        clientName: domain.clientName,
        renewals: 0,
        income: 0,
        cost: 0,
      };
      client.renewals += count;
      client.income += income;
      client.cost += cost;
      byClient.set(domain.clientId, client);
      totals.renewals += count;
      totals.income += income;
      totals.cost += cost;
    }
  }
  const clients: RenewalForecastClient[] = [...byClient.entries()]
    .map(([clientId, client]) => ({ clientId, clientName: client.clientName, ...toTotals(client) }))
    .sort(
      (a, b) =>
        a.clientName.localeCompare(b.clientName, 'en-GB') || a.clientId.localeCompare(b.clientId),
    );
  return { from, to, clients, totals: toTotals(totals) };
}

/** A line of the report as a table prints it: a client, or the totals. */
export type RenewalForecastLine = RenewalTotals & { clientName: string };

/** Each client's line, then the totals line. */
export function renewalForecastLines(report: RenewalForecast): RenewalForecastLine[] {
  return [...report.clients, { clientName: 'Total', ...report.totals }];
}

import { addDays, addMonthsToDate, daysInMonth } from '../dates/dates.rules';
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

/** A calendar date as numbers: months since year 0, and the day. */
type MonthDay = { month: number; day: number };

function monthDayOf(date: string): MonthDay {
  const year = Number(date.slice(0, 4));
  return { month: year * 12 + Number(date.slice(5, 7)) - 1, day: Number(date.slice(8, 10)) };
}

function daysIn(month: number): number {
  return daysInMonth(Math.floor(month / 12), (month % 12) + 1);
}

/** True when the date (month, day) is before `bound`. */
function isBefore(month: number, day: number, bound: MonthDay): boolean {
  return month < bound.month || (month === bound.month && day < bound.day);
}

/**
 * Each date a renewal cycle from `first` falls on in [start, end), given to `visit`; answers
 * how many. Allocates nothing per date: the report runs it for every renewal of every domain.
 */
function renewalsWithin(
  first: MonthDay,
  periodMonths: number,
  start: MonthDay,
  end: MonthDay,
  visit?: (date: MonthDay) => void,
): number {
  // Start a period before `start` rather than stepping through years of past cycles.
  const behind = Math.max(0, Math.floor((start.month - first.month) / periodMonths) - 1);
  let count = 0;
  for (let month = first.month + behind * periodMonths; ; month += periodMonths) {
    const day = Math.min(first.day, daysIn(month));
    if (!isBefore(month, day, end)) return count;
    if (!isBefore(month, day, start)) {
      count += 1;
      visit?.({ month, day });
    }
  }
}

function formatMonthDay({ month, day }: MonthDay): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(Math.floor(month / 12), 4)}-${pad((month % 12) + 1, 2)}-${pad(day, 2)}`;
}

/**
 * The dates a renewal falls on in [from, to): its date, then every renewal period after it,
 * each counted from the first so short months never drift (31 Jan, 28 Feb, 31 Mar). A date
 * already past still renews on its cycle: the renewal is due whether or not it was recorded.
 * Worked in whole numbers: the report runs it for every renewal of every domain.
 */
export function renewalDatesBetween(
  date: string,
  periodMonths: number,
  { from, to }: { from: string; to: string },
): string[] {
  const dates: string[] = [];
  renewalsWithin(monthDayOf(date), periodMonths, monthDayOf(from), monthDayOf(to), (found) =>
    dates.push(formatMonthDay(found)),
  );
  return dates;
}

/**
 * A client name's sort key: lower case, accents dropped, so 'émile' files with 'Emile'. Worked
 * out once a client and compared as plain strings: a collator on every comparison took most of
 * the report's time on 50,000 clients.
 */
function nameKey(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function byKey(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The day after the report's 12 months: the same day a year on, or, from a day a short month
 * lacks (29 February), the day after the month's end, so no renewal on the 28th is left out.
 */
export function forecastEnd(from: string): string {
  const end = addMonthsToDate(from, RENEWAL_FORECAST_MONTHS);
  return end.slice(8) === from.slice(8) ? end : addDays(end, 1);
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
  const to = forecastEnd(from);
  const [start, end] = [monthDayOf(from), monthDayOf(to)];
  const byClient = new Map<string, Pence & { clientName: string }>();
  const totals: Pence = { renewals: 0, income: 0, cost: 0 };
  for (const domain of domains) {
    const period = Number(domain.renewalPeriod);
    for (const charge of renewalCharges(domain)) {
      // Neither charged nor paid for: nothing to report.
      if (charge.price === null && charge.cost === null) continue;
      const count = renewalsWithin(monthDayOf(charge.date), period, start, end);
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
    .map(([clientId, client]) => ({ clientId, client, key: nameKey(client.clientName) }))
    .sort((a, b) => byKey(a.key, b.key) || byKey(a.clientId, b.clientId))
    .map(({ clientId, client }) => ({
      clientId,
      clientName: client.clientName,
      ...toTotals(client),
    }));
  return { from, to, clients, totals: toTotals(totals) };
}

/** A line of the report as a table prints it: a client, or the totals. */
export type RenewalForecastLine = RenewalTotals & { clientName: string };

/** Each client's line, then the totals line. */
export function renewalForecastLines(report: RenewalForecast): RenewalForecastLine[] {
  return [...report.clients, { clientName: 'Total', ...report.totals }];
}

/** The renewals report's CSV columns, for the API and the mocks alike. */
export const RENEWAL_FORECAST_CSV_COLUMNS: ReadonlyArray<{
  header: string;
  value: (line: RenewalForecastLine) => string | number;
}> = [
  { header: 'Client', value: (line) => line.clientName },
  { header: 'Renewals', value: (line) => line.renewals },
  { header: 'Income', value: (line) => line.income },
  { header: 'Cost', value: (line) => line.cost },
  { header: 'Margin', value: (line) => line.margin },
];

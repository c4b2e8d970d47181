import { differenceInDays, formatDocumentDate } from '../dates/dates.rules';
import { formatMoney, fromPence, toPence } from '../money/money.rules';
import type { RenewalKind } from '../domain/domain.enums';
import { MAX_ALERT_LINES } from './owner-alert.enums';

export type AlertText = { subject: string; body: string };

/** Something renewing that the owner is told about. */
export type RenewalAlertItem = {
  kind: RenewalKind;
  domainName: string;
  clientName: string;
  date: string;
};

/** An invoice that has just passed its due date unpaid. */
export type OverdueAlertItem = {
  invoiceNumber: string;
  clientName: string;
  balance: string;
  dueDate: string;
};

const RENEWAL_NOUNS: Readonly<Record<RenewalKind, string>> = {
  domain: 'domain registration',
  email: 'email',
  hosting: 'hosting',
};

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function days(count: number): string {
  return plural(count, 'day', 'days');
}

/** "renews on 24 Dec 2026 (in 30 days)", "expires today", "expired on 1 Dec 2026 (3 days ago)". */
export function renewalWhen(date: string, today: string): string {
  const until = differenceInDays(date, today);
  if (until > 0) return `renews on ${formatDocumentDate(date)} (in ${days(until)})`;
  if (until === 0) return 'expires today';
  return `expired on ${formatDocumentDate(date)} (${days(-until)} ago)`;
}

/** "- acme.co.uk hosting for Acme Ltd renews on 1 Dec 2026 (in 7 days)" */
function renewalLine(item: RenewalAlertItem, today: string): string {
  return `- ${item.domainName} ${RENEWAL_NOUNS[item.kind]} for ${item.clientName} ${renewalWhen(item.date, today)}`;
}

/** The first MAX_ALERT_LINES lines, and how many more there are. */
function capped(lines: readonly string[], more: (count: number) => string): string[] {
  if (lines.length <= MAX_ALERT_LINES) return [...lines];
  return [...lines.slice(0, MAX_ALERT_LINES), more(lines.length - MAX_ALERT_LINES)];
}

/** The day's renewal alert: each item with what renews, for whom and when. */
export function renewalAlertText(items: readonly RenewalAlertItem[], today: string): AlertText {
  const lines = items.map((item) => renewalLine(item, today));
  return {
    subject: `${plural(items.length, 'renewal needs', 'renewals need')} attention`,
    body: [
      'These renewals are coming up or have passed:',
      '',
      ...capped(lines, (more) => `- and ${more} more: see Renewals`),
      '',
      'Renew them with the provider, then move the dates on in the product.',
    ].join('\n'),
  };
}

/** The day's digest of invoices that became overdue, with their balances and total. */
export function overdueAlertText(items: readonly OverdueAlertItem[], today: string): AlertText {
  const total = fromPence(items.reduce((sum, item) => sum + toPence(item.balance), 0));
  const lines = items.map(
    (item) =>
      `- ${item.invoiceNumber} for ${item.clientName}: ${formatMoney(item.balance)} due on ${formatDocumentDate(item.dueDate)} (${days(differenceInDays(today, item.dueDate))} overdue)`,
  );
  return {
    subject: `${plural(items.length, 'invoice is', 'invoices are')} now overdue`,
    body: [
      `${plural(items.length, 'invoice has', 'invoices have')} passed the due date unpaid, ${formatMoney(total)} in all:`,
      '',
      ...capped(lines, (more) => `- and ${more} more: see Invoices`),
    ].join('\n'),
  };
}

/** The figures the weekly summary reports. */
export type WeeklySummary = {
  weekStart: string;
  overdue: { count: number; balance: string };
  dueThisWeek: { count: number; balance: string };
  renewals: readonly RenewalAlertItem[];
  receivedThisMonth: string;
  receivedLastMonth: string;
};

/** Monday's summary: overdue, due this week, renewals in the next 30 days, cash this month. */
export function weeklySummaryText(summary: WeeklySummary, today: string): AlertText {
  const renewalLines = summary.renewals.map((item) => renewalLine(item, today));
  return {
    subject: `Your week from ${formatDocumentDate(summary.weekStart)}`,
    body: [
      `Overdue: ${plural(summary.overdue.count, 'invoice', 'invoices')}, ${formatMoney(summary.overdue.balance)} to collect.`,
      `Due this week: ${plural(summary.dueThisWeek.count, 'invoice', 'invoices')}, ${formatMoney(summary.dueThisWeek.balance)}.`,
      `Received this month: ${formatMoney(summary.receivedThisMonth)} (last month: ${formatMoney(summary.receivedLastMonth)}).`,
      '',
      summary.renewals.length === 0
        ? 'No renewals in the next 30 days.'
        : `Renewals in the next 30 days (${summary.renewals.length}):`,
      ...capped(renewalLines, (more) => `- and ${more} more: see Renewals`),
    ].join('\n'),
  };
}

import {
  addDays,
  addMonthsToDate,
  daysInMonth,
  differenceInDays,
  formatDocumentDate,
} from '../dates/dates.rules';
import type { RenewalKind, RenewalPeriod } from '../domain/domain.enums';
import type { Domain } from '../domain/domain.schema';
import { invoiceAmount, lineTotal } from '../invoice/invoice.rules';
import type { InvoiceCreate } from '../invoice/invoice.schema';
import { fromPence, toPence } from '../money/money.rules';

/** What a domain says about its renewals: dates, what they cost and what the client pays. */
export type RenewalTerms = Pick<
  Domain,
  | 'domainName'
  | 'expiryDate'
  | 'emailRenewalDate'
  | 'emailProvider'
  | 'hostingRenewalDate'
  | 'renewalPrice'
  | 'emailRenewalPrice'
  | 'hostingRenewalPrice'
  | 'renewalQuotePrice'
  | 'emailRenewalQuotePrice'
  | 'hostingRenewalQuotePrice'
  | 'renewalPeriod'
>;

/** One renewal on its date: the price to the client (quote) and the cost to the agency. */
export type RenewalCharge = {
  kind: RenewalKind;
  date: string;
  price: string | null;
  cost: string | null;
};

/** Each renewal the domain has a date for: its registration, email and hosting. */
export function renewalCharges(terms: RenewalTerms): RenewalCharge[] {
  const charges: (RenewalCharge | null)[] = [
    {
      kind: 'domain',
      date: terms.expiryDate,
      price: terms.renewalQuotePrice,
      cost: terms.renewalPrice,
    },
    terms.emailRenewalDate === null
      ? null
      : {
          kind: 'email',
          date: terms.emailRenewalDate,
          price: terms.emailRenewalQuotePrice,
          cost: terms.emailRenewalPrice,
        },
    terms.hostingRenewalDate === null
      ? null
      : {
          kind: 'hosting',
          date: terms.hostingRenewalDate,
          price: terms.hostingRenewalQuotePrice,
          cost: terms.hostingRenewalPrice,
        },
  ];
  return charges.filter((charge): charge is RenewalCharge => charge !== null);
}

/** What makes a renewal invoiced once: its kind and its date ('email:2027-01-31'). */
export function renewalChargeKey(charge: Pick<RenewalCharge, 'kind' | 'date'>): string {
  return `${charge.kind}:${charge.date}`;
}

/**
 * The renewals to invoice today: priced for the client, from `daysBefore` days before the
 * renewal until its day (a lapsed renewal is the owner's to handle, never billed late by
 * itself), and not invoiced already. A catch-up after downtime finds them still in the window.
 * A kind with an invoice still unpaid (`pending`) waits for it: a date corrected after the
 * invoice was made must not bill the client again.
 */
export function dueRenewalCharges(
  terms: RenewalTerms,
  {
    today,
    daysBefore,
    invoiced,
    pending = new Set(),
  }: {
    today: string;
    daysBefore: number;
    invoiced: ReadonlySet<string>;
    pending?: ReadonlySet<RenewalKind>;
  },
): RenewalCharge[] {
  return renewalCharges(terms).filter(
    (charge) =>
      charge.price !== null &&
      toPence(charge.price) > 0 &&
      addDays(charge.date, -daysBefore) <= today &&
      today <= charge.date &&
      !invoiced.has(renewalChargeKey(charge)) &&
      !pending.has(charge.kind),
  );
}

/**
 * The renewal date after `date`, a renewal period on, on the renewal's day of the month
 * (`anchorDay`, else the day of `date`) or the month's last day when it is shorter: with anchor
 * 31, '2026-01-31' + 1 month is '2026-02-28', and '2026-02-28' + 1 month is '2026-03-31'.
 */
export function nextRenewalDate(
  date: string,
  periodMonths: RenewalPeriod | number,
  anchorDay?: number | null,
): string {
  const next = addMonthsToDate(date, Number(periodMonths));
  if (!anchorDay) return next;
  const length = daysInMonth(Number(next.slice(0, 4)), Number(next.slice(5, 7)));
  return `${next.slice(0, 8)}${String(Math.min(anchorDay, length)).padStart(2, '0')}`;
}

/**
 * The day of the month a renewal keeps from one period to the next: the one its earlier
 * renewals carried (`kept`) while the date is the one invoiced, else the day of the date as it
 * is now (set or corrected by the owner). So a renewal on the 31st is back on the 31st after a
 * short month.
 */
export function renewalAnchorDay(invoiced: string, current: string, kept: number | null): number {
  return current === invoiced && kept ? kept : Number(current.slice(8, 10));
}

/**
 * When a paid renewal moves its date on: at once when the renewal day has come, otherwise on
 * that day. Until then the domain still shows the day the registrar or provider must be paid,
 * so the alerts, the dashboard and the renewals list keep warning about it.
 */
export function renewalMovesOnNow(renewalDate: string, today: string): boolean {
  return renewalDate <= today;
}

/**
 * True when the domain's date now (`current`) is still the renewal an invoice was made for
 * (`invoiced`): the same day, or one the owner corrected by less than half a renewal period.
 * A date moved further (say to next year, renewed by hand) is another renewal.
 */
export function isSameRenewal(invoiced: string, current: string, periodMonths: number): boolean {
  return Math.abs(differenceInDays(current, invoiced)) * 2 < periodMonths * 30;
}

const KIND_LABELS: Readonly<Record<RenewalKind, string>> = {
  domain: 'Domain renewal',
  email: 'Email renewal',
  hosting: 'Hosting renewal',
};

function periodText(period: RenewalPeriod): string {
  return period === '1' ? '1 month' : `${period} months`;
}

/** "Email renewal (Google Workspace): acme.co.uk, 12 months from 1 Jan 2027" */
export function renewalLineDescription(charge: RenewalCharge, terms: RenewalTerms): string {
  const provider =
    charge.kind === 'email' && terms.emailProvider ? ` (${terms.emailProvider})` : '';
  return `${KIND_LABELS[charge.kind]}${provider}: ${terms.domainName}, ${periodText(terms.renewalPeriod)} from ${formatDocumentDate(charge.date)}`;
}

/**
 * The invoice for renewals due together: one line a renewal at the client's price, dated today
 * and due on the first renewal's day, so the agency is paid before it pays the registrar.
 */
export function renewalInvoiceFor(
  domain: RenewalTerms & { clientId: string },
  charges: readonly RenewalCharge[],
  { today }: { today: string },
): InvoiceCreate {
  if (charges.length === 0) throw new RangeError('A renewal invoice needs a renewal');
  const lineItems = charges.map((charge) => {
    const unitPrice = charge.price ?? '0.00';
    return {
      description: renewalLineDescription(charge, domain),
      quantity: 1,
      unitPrice,
      vatRate: undefined,
      total: lineTotal({ quantity: 1, unitPrice }),
    };
  });
  const firstDate = charges.map((charge) => charge.date).sort()[0] ?? today;
  return {
    invoiceNumber: undefined,
    clientId: domain.clientId,
    projectId: null,
    invoiceDate: today,
    supplyDate: null,
    dueDate: firstDate < today ? today : firstDate,
    status: 'unpaid',
    lineItems,
    amount: invoiceAmount(lineItems),
  };
}

/** A renewal period's income from the client, cost to the agency and the margin between. */
export type RenewalMargin = { income: string; cost: string; margin: string };

/**
 * Quote prices less costs of one renewal period, over the domain's renewals with a date (its
 * registration, and its email and hosting when they have one), as invoicing and the report count
 * them.
 */
export function renewalMargin(terms: RenewalTerms): RenewalMargin {
  const pence = (amount: string | null) => (amount === null ? 0 : toPence(amount));
  let income = 0;
  let cost = 0;
  for (const charge of renewalCharges(terms)) {
    income += pence(charge.price);
    cost += pence(charge.cost);
  }
  return { income: fromPence(income), cost: fromPence(cost), margin: fromPence(income - cost) };
}

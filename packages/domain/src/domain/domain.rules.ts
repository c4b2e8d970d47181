import { differenceInDays } from '../dates/dates.rules';

export const DOMAIN_NAME_REQUIRED_MESSAGE = 'Domain name is required and must be valid';
/** The host named in the invalid-name message. */
export const DOMAIN_EXAMPLE_HOST = 'example.com';
/** Domains due: expiring within this many days (expired ones included). */
export const DUE_SOON_DAYS = 30;
/** 'Renew Now' is offered at this many days left or fewer. */
export const RENEW_NOW_DAYS = 7;
/** The Domains list's expiry filter: expiring within 7, 30 or 90 days. */
export const EXPIRY_FILTERS = [7, 30, 90] as const;
export type ExpiryFilter = (typeof EXPIRY_FILTERS)[number];
export const DEFAULT_RENEWAL_PERIOD = '12';
/** Renewal invoices are drafted this many days before each renewal unless the domain says. */
export const DEFAULT_RENEWAL_INVOICE_DAYS = 30;
export const MAX_RENEWAL_INVOICE_DAYS = 365;
export const RENEWAL_INVOICE_DAYS_MESSAGE = `Days before renewal must be a whole number from 1 to ${MAX_RENEWAL_INVOICE_DAYS}`;
export const MAX_LABEL_LENGTH = 63;
export const MAX_HOSTNAME_LENGTH = 253;

export type DomainBadgeVariant = 'destructive' | 'secondary' | 'outline';
export type RenewalAction = 'Renew Now' | 'View Details';

/** 'Please enter a valid domain name (e.g., example.com)'. */
export function invalidDomainNameMessage(host: string = DOMAIN_EXAMPLE_HOST): string {
  return `Please enter a valid domain name (e.g., ${host})`;
}

/**
 * What the operator meant by a domain: 'HTTPS://www.Example.co.uk:443/path?q=1' -> 'example.co.uk'.
 * Strips any protocol, user info, 'www.', port, path, query, fragment and trailing dot; lower-cases.
 */
export function normaliseDomainName(input: string): string {
  // Repeat until nothing changes ('http://http://www.www.x.com' is still x.com), so the
  // result is stable when normalised again. After the first pass only removals happen, so it ends.
  let previous = '';
  let name = input;
  while (name !== previous) {
    previous = name;
    name = stripOnce(name);
  }
  return name;
}

function stripOnce(input: string): string {
  let name = input.trim().toLowerCase();
  name = name.replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/^\/\//, '');
  name = name.split(/[/?#]/, 1)[0] ?? '';
  name = name.slice(name.lastIndexOf('@') + 1);
  name = name.replace(/:\d*$/, '');
  name = name.replace(/^www\./, '');
  return name.replace(/\.$/, '').trim();
}

const LABEL_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

/** True for a hostname of at least two labels of letters, digits and hyphens (1-63 each, no edge hyphen). */
export function isValidDomainName(name: string): boolean {
  if (name.length === 0 || name.length > MAX_HOSTNAME_LENGTH) return false;
  const labels = name.split('.');
  return labels.length >= 2 && labels.every((label) => LABEL_PATTERN.test(label));
}

/** null when a normalised name is fine; 'empty' or 'invalid' otherwise. */
export function validateDomainName(name: string): 'empty' | 'invalid' | null {
  if (name === '') return 'empty';
  return isValidDomainName(name) ? null : 'invalid';
}

/** The message for what a person typed, or null when it normalises to a valid name. */
export function domainNameError(input: string): string | null {
  const problem = validateDomainName(normaliseDomainName(input));
  if (problem === 'empty') return DOMAIN_NAME_REQUIRED_MESSAGE;
  return problem === 'invalid' ? invalidDomainNameMessage() : null;
}

/** Days from today to the expiry date; negative once expired. */
export function daysLeft(expiryDate: string, today: string): number {
  return differenceInDays(expiryDate, today);
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** 'Expired 3 days ago' once past, otherwise '12 days' ('1 day', '0 days' on the day). */
export function expiryText(expiryDate: string, today: string): string {
  const days = daysLeft(expiryDate, today);
  return days < 0 ? `Expired ${plural(-days, 'day')} ago` : plural(days, 'day');
}

/** destructive if expired or 7 days or fewer; secondary if 30 or fewer; else outline. */
export function domainBadgeVariant(expiryDate: string, today: string): DomainBadgeVariant {
  const days = daysLeft(expiryDate, today);
  if (days <= RENEW_NOW_DAYS) return 'destructive';
  return days <= DUE_SOON_DAYS ? 'secondary' : 'outline';
}

/** 'Renew Now' at 7 days or fewer (expired included), else 'View Details'. */
export function renewalAction(expiryDate: string, today: string): RenewalAction {
  return daysLeft(expiryDate, today) <= RENEW_NOW_DAYS ? 'Renew Now' : 'View Details';
}

/** Within `days` days of expiry, expired included: the Domains list's expiry filter. */
export function isExpiringWithin(expiryDate: string, today: string, days: number): boolean {
  return daysLeft(expiryDate, today) <= days;
}

/** Due means expiring within 30 days, expired included (the dashboard's Domains Due). */
export function isDomainDue(expiryDate: string, today: string): boolean {
  return isExpiringWithin(expiryDate, today, DUE_SOON_DAYS);
}

/** The Credentials column: '2' style count, or 'No credentials'. */
export function credentialsSummary(credentials: readonly unknown[] | null): string {
  return credentials && credentials.length > 0 ? String(credentials.length) : 'No credentials';
}

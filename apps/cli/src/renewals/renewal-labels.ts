import type { RenewalKind } from '@crm/api-contract';

export const RENEWAL_KIND_LABELS: Record<RenewalKind, string> = {
  domain: 'Domain',
  email: 'Email',
  hosting: 'Hosting',
};

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/**
 * The web app's wording for the server's day count: '12 days', '1 day', '0 days', or
 * 'Expired 3 days ago' once past (the server's today, not this machine's, decides the count).
 */
export function daysLeftText(daysLeft: number): string {
  return daysLeft < 0 ? `Expired ${plural(-daysLeft, 'day')} ago` : plural(daysLeft, 'day');
}

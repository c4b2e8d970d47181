import { clientDisplayName, daysLeft, expiryText, isExpiringWithin, type Domain } from '@crm/domain';

export const RENEWAL_KINDS = ['domain', 'email', 'hosting'] as const;
export type RenewalKind = (typeof RENEWAL_KINDS)[number];
export type RenewalKindFilter = RenewalKind | 'all';

export const RENEWAL_KIND_LABELS: Record<RenewalKind, string> = { domain: 'Domain', email: 'Email', hosting: 'Hosting' };

/** One thing to renew: a domain registration, its email or its hosting. */
export type Renewal = {
  date: string;
  kind: RenewalKind;
  domainId: string;
  domainName: string;
  clientId: string;
  client: string;
  daysLeft: number;
  /** '12 days', or 'Expired 3 days ago'. */
  daysLeftText: string;
  price: string | null;
  /** The registrar for a domain, the email provider for email; hosting has none recorded. */
  provider: string | null;
};

type DomainFields = Pick<
  Domain,
  | 'id'
  | 'domainName'
  | 'clientId'
  | 'client'
  | 'expiryDate'
  | 'renewalPrice'
  | 'registrar'
  | 'emailRenewalDate'
  | 'emailRenewalPrice'
  | 'emailProvider'
  | 'hostingRenewalDate'
  | 'hostingRenewalPrice'
>;

/** The dated renewals of one domain (email and hosting only when they have a date). */
export function renewalsOf(domain: DomainFields, today: string): Renewal[] {
  const candidates: { kind: RenewalKind; date: string | null; price: string | null; provider: string | null }[] = [
    { kind: 'domain', date: domain.expiryDate, price: domain.renewalPrice, provider: domain.registrar },
    { kind: 'email', date: domain.emailRenewalDate, price: domain.emailRenewalPrice, provider: domain.emailProvider },
    { kind: 'hosting', date: domain.hostingRenewalDate, price: domain.hostingRenewalPrice, provider: null },
  ];
  return candidates.flatMap(({ kind, date, price, provider }) =>
    date
      ? [
          {
            date,
            kind,
            domainId: domain.id,
            domainName: domain.domainName,
            clientId: domain.clientId,
            client: clientDisplayName(domain.client),
            daysLeft: daysLeft(date, today),
            daysLeftText: expiryText(date, today),
            price,
            provider,
          },
        ]
      : [],
  );
}

const kindOrder = (kind: RenewalKind) => RENEWAL_KINDS.indexOf(kind);

/**
 * Renewals due within `within` days (expired ones included, as the dashboard counts them),
 * soonest first; ties by kind (domain, email, hosting), then domain name.
 */
export function upcomingRenewals(
  domains: readonly DomainFields[],
  options: { today: string; within: number; kind: RenewalKindFilter },
): Renewal[] {
  return domains
    .flatMap((domain) => renewalsOf(domain, options.today))
    .filter((r) => (options.kind === 'all' || r.kind === options.kind) && isExpiringWithin(r.date, options.today, options.within))
    .sort((a, b) => a.date.localeCompare(b.date) || kindOrder(a.kind) - kindOrder(b.kind) || a.domainName.localeCompare(b.domainName));
}

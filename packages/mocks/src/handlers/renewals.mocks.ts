import { RENEWAL_KINDS, renewalRoutes, type Renewal } from '@crm/api-contract';
import { clientDisplayName, daysLeft, isExpiringWithin } from '@crm/domain';
import type { MockDb } from '../db/mock-db.types';
import { paginate } from '../db/list-helpers';
import { clientRef } from '../db/relations';
import { mock } from './mock-route';

/** Every dated renewal of every domain (email and hosting only when they have a date). */
function allRenewals(db: MockDb): Renewal[] {
  return db.domains.flatMap((domain) => {
    const clientName = clientDisplayName(clientRef(db, domain.clientId));
    const dated = [
      {
        kind: 'domain' as const,
        date: domain.expiryDate,
        price: domain.renewalPrice,
        provider: domain.registrar,
      },
      {
        kind: 'email' as const,
        date: domain.emailRenewalDate,
        price: domain.emailRenewalPrice,
        provider: domain.emailProvider,
      },
      {
        kind: 'hosting' as const,
        date: domain.hostingRenewalDate,
        price: domain.hostingRenewalPrice,
        provider: null,
      },
    ];
    return dated.flatMap(({ kind, date, price, provider }) =>
      date
        ? [
            {
              kind,
              date,
              daysLeft: daysLeft(date, db.today),
              domainId: domain.id,
              domainName: domain.domainName,
              clientId: domain.clientId,
              clientName,
              price,
              provider,
            },
          ]
        : [],
    );
  });
}

const kindOrder = (renewal: Renewal) => RENEWAL_KINDS.indexOf(renewal.kind);

export const renewalMocks = [
  // As the API: due within N days, expired included; soonest first, then kind, then domain name.
  mock(renewalRoutes.list, ({ db, query }) => {
    const due = allRenewals(db)
      .filter(
        (r) =>
          (query.kind === 'all' || r.kind === query.kind) &&
          isExpiringWithin(r.date, db.today, query.within),
      )
      .sort(
        (a, b) =>
          a.date.localeCompare(b.date) ||
          kindOrder(a) - kindOrder(b) ||
          a.domainName.localeCompare(b.domainName) ||
          a.domainId.localeCompare(b.domainId),
      );
    return { renewals: paginate(due, query), total: due.length };
  }),
];

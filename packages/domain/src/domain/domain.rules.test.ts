import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  EXPIRY_FILTERS,
  DEFAULT_RENEWAL_PERIOD,
  credentialsSummary,
  daysLeft,
  domainBadgeVariant,
  domainNameError,
  expiryText,
  invalidDomainNameMessage,
  isDomainDue,
  isExpiringWithin,
  isValidDomainName,
  normaliseDomainName,
  renewalAction,
} from './domain.rules';
import { addDays } from '../dates/dates.rules';
import { RENEWAL_PERIODS } from './domain.enums';

const today = '2026-03-15';
const inDays = (n: number) => addDays(today, n);

describe('normaliseDomainName', () => {
  it('strips protocol, www., user info, port, path, query and fragment, and lower-cases', () => {
    expect(normaliseDomainName('HTTPS://www.Example.co.uk:443/path?q=1#top')).toBe('example.co.uk');
    expect(normaliseDomainName('http://example.com')).toBe('example.com');
    expect(normaliseDomainName('  www.acme.io/  ')).toBe('acme.io');
    expect(normaliseDomainName('ftp://user:pw@files.acme.io:21')).toBe('files.acme.io');
    expect(normaliseDomainName('acme.io?x=1')).toBe('acme.io');
    expect(normaliseDomainName('acme.io.')).toBe('acme.io');
    expect(normaliseDomainName('//cdn.acme.io')).toBe('cdn.acme.io');
    expect(normaliseDomainName('https://')).toBe('');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(
        fc.string(),
        (s) => normaliseDomainName(normaliseDomainName(s)) === normaliseDomainName(s),
      ),
      { numRuns: 1000 },
    );
  });

  it('recovers any valid host from a typed URL', () => {
    fc.assert(
      fc.property(
        fc.domain().filter((d) => !d.startsWith('www.')),
        fc.constantFrom('', 'http://', 'https://', 'HTTPS://www.'),
        fc.constantFrom('', '/', '/a/b?c=d', ':8080/x'),
        (host, prefix, suffix) =>
          normaliseDomainName(`${prefix}${host}${suffix}`) === host.toLowerCase(),
      ),
      { numRuns: 1000 },
    );
  });
});

describe('validating domain names', () => {
  it('accepts hostnames of two or more labels', () => {
    expect(isValidDomainName('example.com')).toBe(true);
    expect(isValidDomainName('my-site.co.uk')).toBe(true);
    expect(isValidDomainName('xn--caf-dma.fr')).toBe(true);
    expect(isValidDomainName(`${'a'.repeat(63)}.com`)).toBe(true);
  });

  it('refuses bad labels', () => {
    expect(isValidDomainName('localhost')).toBe(false);
    expect(isValidDomainName(`${'a'.repeat(64)}.com`)).toBe(false);
    expect(isValidDomainName('-acme.com')).toBe(false);
    expect(isValidDomainName('acme-.com')).toBe(false);
    expect(isValidDomainName('ac_me.com')).toBe(false);
    expect(isValidDomainName('acme..com')).toBe(false);
    expect(isValidDomainName('acme .com')).toBe(false);
  });

  it("gives the spec's messages for what was typed", () => {
    expect(domainNameError('')).toBe('Domain name is required and must be valid');
    expect(domainNameError('https://www.')).toBe('Domain name is required and must be valid');
    expect(domainNameError('not a domain')).toBe(
      'Please enter a valid domain name (e.g., example.com)',
    );
    expect(domainNameError('https://www.Example.com/')).toBeNull();
    expect(invalidDomainNameMessage('acme.io')).toBe(
      'Please enter a valid domain name (e.g., acme.io)',
    );
  });
});

describe('expiry', () => {
  it('counts days left, negative once expired', () => {
    expect(daysLeft(inDays(10), today)).toBe(10);
    expect(daysLeft(today, today)).toBe(0);
    expect(daysLeft(inDays(-3), today)).toBe(-3);
  });

  it('describes expiry', () => {
    expect(expiryText(inDays(-3), today)).toBe('Expired 3 days ago');
    expect(expiryText(inDays(-1), today)).toBe('Expired 1 day ago');
    expect(expiryText(inDays(12), today)).toBe('12 days');
    expect(expiryText(inDays(1), today)).toBe('1 day');
    expect(expiryText(today, today)).toBe('0 days');
  });

  it('picks badges at the 7 and 30 day thresholds', () => {
    expect(domainBadgeVariant(inDays(-1), today)).toBe('destructive');
    expect(domainBadgeVariant(inDays(7), today)).toBe('destructive');
    expect(domainBadgeVariant(inDays(8), today)).toBe('secondary');
    expect(domainBadgeVariant(inDays(30), today)).toBe('secondary');
    expect(domainBadgeVariant(inDays(31), today)).toBe('outline');
  });

  it("offers 'Renew Now' at 7 days or fewer", () => {
    expect(renewalAction(inDays(7), today)).toBe('Renew Now');
    expect(renewalAction(inDays(-20), today)).toBe('Renew Now');
    expect(renewalAction(inDays(8), today)).toBe('View Details');
  });

  it('counts a domain as due within 30 days, expired included', () => {
    expect(isDomainDue(inDays(30), today)).toBe(true);
    expect(isDomainDue(inDays(-100), today)).toBe(true);
    expect(isDomainDue(inDays(31), today)).toBe(false);
    expect(isExpiringWithin(inDays(90), today, 90)).toBe(true);
    expect(isExpiringWithin(inDays(91), today, 90)).toBe(false);
  });

  it('has the badge agree with the renewal action and due flag for every day', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3650, max: 3650 }), (n) => {
        const badge = domainBadgeVariant(inDays(n), today);
        const renew = renewalAction(inDays(n), today) === 'Renew Now';
        return (
          (badge === 'destructive') === renew &&
          (badge !== 'outline') === isDomainDue(inDays(n), today)
        );
      }),
      { numRuns: 1000 },
    );
  });
});

describe('constants', () => {
  it('has the spec values', () => {
    expect(EXPIRY_FILTERS).toEqual([7, 30, 90]);
    expect(RENEWAL_PERIODS).toEqual(['1', '6', '12']);
    expect(DEFAULT_RENEWAL_PERIOD).toBe('12');
    expect(credentialsSummary(null)).toBe('No credentials');
    expect(credentialsSummary([])).toBe('No credentials');
    expect(credentialsSummary([{}, {}])).toBe('2');
  });
});

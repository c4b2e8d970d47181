import type { Rng } from './prng';
import {
  BUSINESS_KINDS,
  BUSINESS_SUFFIXES,
  BUSINESS_WORDS,
  EMAIL_DOMAINS,
  FIRST_NAMES,
  STREETS,
  SURNAMES,
  TAGS,
  TOWNS,
} from './uk-words';

export type Person = { first: string; last: string };

export function person(rng: Rng): Person {
  return { first: rng.pick(FIRST_NAMES), last: rng.pick(SURNAMES) };
}

/** 'Hawthorn Joinery Ltd', 'Patel & Co', 'Summit Design'. */
export function businessName(rng: Rng, owner: Person): string {
  const head = rng.chance(0.25) ? owner.last : rng.pick(BUSINESS_WORDS);
  const kind = rng.chance(0.8) ? ` ${rng.pick(BUSINESS_KINDS)}` : '';
  const suffix = rng.pick(BUSINESS_SUFFIXES);
  return `${head}${kind}${suffix ? ` ${suffix}` : ''}`;
}

/** Lower-case letters and digits only, for email local parts and domain names. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '');
}

function postcode(rng: Rng, area: string): string {
  const letters = 'ABDEFGHJLNPQRSTUWXYZ';
  return `${area}${rng.int(1, 20)} ${rng.int(1, 9)}${rng.pick([...letters])}${rng.pick([...letters])}`;
}

export function address(rng: Rng): string {
  const [town, area] = rng.pick(TOWNS);
  const unit = rng.chance(0.2) ? `Unit ${rng.int(1, 30)}, ` : '';
  return `${unit}${rng.int(1, 240)} ${rng.pick(STREETS)}, ${town} ${postcode(rng, area)}`;
}

/** A UK mobile or landline number in the usual spaced form. */
export function phone(rng: Rng): string {
  if (rng.chance(0.6)) return `07${rng.int(100, 999)} ${rng.int(100000, 999999)}`;
  if (rng.chance(0.3)) return `020 ${rng.int(7000, 8999)} ${rng.int(1000, 9999)}`;
  return `01${rng.int(100, 999)} ${rng.int(100000, 999999)}`;
}

/** At the business's own domain when it has one, else at a webmail provider. */
export function email(
  rng: Rng,
  who: Person,
  businessDomain: string | null,
  serial: number,
): string {
  const first = slug(who.first);
  const last = slug(who.last);
  if (businessDomain)
    return `${rng.pick([first, `${first}.${last}`, 'hello', 'info', 'accounts'])}@${businessDomain}`;
  // The serial keeps webmail addresses unique enough at 100,000 clients.
  return `${first}.${last}${serial % 1000}@${rng.pick(EMAIL_DOMAINS)}`;
}

export function tags(rng: Rng): string | null {
  if (rng.chance(0.35)) return null;
  const count = rng.int(1, 3);
  const chosen = new Set<string>();
  while (chosen.size < count) chosen.add(rng.pick(TAGS));
  return [...chosen].join(', ');
}

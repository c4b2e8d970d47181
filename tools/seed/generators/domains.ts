import { DOMAIN_ENDINGS, EMAIL_PROVIDERS, REGISTRARS } from '../agency-words';
import { insertRows, type Row, writeChunks } from '../bulk-insert';
import { instantOn, isoDate } from '../calendar';
import type { Rng } from '../prng';
import { progress } from '../progress';
import { seededUuid } from '../seeded-uuid';
import type { Clients, SeedContext } from '../seed.types';
import { countUpTo, slices, spreadDay } from '../timeline';
import { slug } from '../uk-people';

const VARIANTS = ['', '', 'shop', 'online', 'uk', 'hq', 'group', 'studio', 'direct'] as const;
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!#%*+-';
const CREDENTIAL_KINDS = [
  ['hosting', 'cPanel', 'https://cpanel.'],
  ['email', 'Mail admin', 'https://mail.'],
  ['ftp', 'SFTP', 'sftp://'],
  ['database', 'MySQL', 'https://db.'],
] as const;

const money = (rng: Rng, min: number, max: number) =>
  `${rng.int(min, max)}.${rng.pick(['00', '49', '99'])}`;

function password(rng: Rng): string {
  let text = '';
  for (let index = 0; index < 16; index += 1)
    text += PASSWORD_ALPHABET[rng.int(0, PASSWORD_ALPHABET.length - 1)];
  return text;
}

function domainName(rng: Rng, clients: Clients, client: number): string {
  const own = clients.webDomains[client];
  if (own && rng.chance(0.6)) return own;
  return `${slug(clients.labels[client] as string).slice(0, 40)}${rng.pick(VARIANTS)}${rng.pick(DOMAIN_ENDINGS)}`;
}

/** Domains registered over the last six years, expiring from six weeks ago to a year ahead. */
export async function seedDomains(ctx: SeedContext, clients: Clients): Promise<void> {
  const count = ctx.options.counts.domains;
  const rng = ctx.rng('domains');
  const firstDay = ctx.todayDay - 6 * 365;
  // A registrar login each, and each of the four other kinds a quarter of the time: 2 on average.
  const shown = progress('domains + credentials', count * 3, ctx.log);

  await writeChunks(
    ctx.db,
    slices(count, ctx.options.batchSize, (from, to) => {
      const domains: Row[] = [];
      const credentials: Row[] = [];
      for (let index = from; index < to; index += 1) {
        const day = spreadDay(index, count, firstDay, ctx.todayDay);
        const client = rng.int(0, Math.max(1, countUpTo(clients.createdDay, day)) - 1);
        const created = instantOn(day, rng.int(0, 40_000));
        const id = seededUuid(rng, created);
        const name = domainName(rng, clients, client);
        const at = new Date(created).toISOString();
        const hasEmail = rng.chance(0.45);
        const hasHosting = rng.chance(0.55);
        domains.push({
          id,
          domain_name: name,
          client_id: clients.ids[client] as string,
          expiry_date: isoDate(ctx.todayDay + rng.int(-45, 400)),
          renewal_price: money(rng, 8, 40),
          registrar: rng.pick(REGISTRARS),
          email_renewal_date: hasEmail ? isoDate(ctx.todayDay + rng.int(-20, 365)) : null,
          email_provider: hasEmail ? rng.pick(EMAIL_PROVIDERS) : null,
          email_renewal_price: hasEmail ? money(rng, 30, 240) : null,
          hosting_renewal_date: hasHosting ? isoDate(ctx.todayDay + rng.int(-20, 365)) : null,
          hosting_renewal_price: hasHosting ? money(rng, 60, 360) : null,
          renewal_quote_price: money(rng, 15, 60),
          email_renewal_quote_price: hasEmail ? money(rng, 40, 300) : null,
          hosting_renewal_quote_price: hasHosting ? money(rng, 90, 450) : null,
          renewal_period: rng.chance(0.85) ? '12' : rng.pick(['1', '6']),
          notes: rng.chance(0.15) ? 'Auto-renew is off at the registrar.' : null,
          created_at: at,
          updated_at: at,
        });
        const extra = CREDENTIAL_KINDS.filter(() => rng.chance(0.25));
        const kinds = [['admin', 'Registrar login', 'https://'] as const, ...extra];
        kinds.forEach(([type, description, urlPrefix], position) => {
          credentials.push({
            id: seededUuid(rng, created),
            domain_id: id,
            position,
            type,
            description,
            username:
              type === 'admin'
                ? `admin@${name}`
                : rng.pick(['admin', 'webmaster', slug(name).slice(0, 12)]),
            password: ctx.seal(password(rng)),
            url: `${urlPrefix}${name}`,
            created_at: at,
            updated_at: at,
          });
        });
      }
      return async (trx) => {
        await insertRows(trx, 'domains', domains);
        await insertRows(trx, 'domain_credentials', credentials);
        shown.add(domains.length + credentials.length);
      };
    }),
  );
  shown.done();
}

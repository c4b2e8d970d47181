import { activitySummary, clientDisplayName } from '@crm/domain';
import { insertRows, type Row, writeChunks } from '../bulk-insert';
import { instantOn } from '../calendar';
import { progress } from '../progress';
import { seededUuid } from '../seeded-uuid';
import type { Clients, SeedContext } from '../seed.types';
import { slices, spreadDay } from '../timeline';
import { address, businessName, email, person, phone, slug, tags } from '../uk-people';
import { DOMAIN_ENDINGS } from '../agency-words';

const NOTES = [
  null,
  null,
  null,
  'Prefers email to calls.',
  'Invoices go to the accounts address.',
  'Referred by an existing client.',
  'Pays promptly.',
  'Quiet in August.',
];

/** Clients created over the last six years, oldest first; also one activity line each. */
export async function seedClients(ctx: SeedContext): Promise<Clients> {
  const count = ctx.options.counts.clients;
  const rng = ctx.rng('clients');
  const firstDay = ctx.todayDay - 6 * 365;
  const clients: Clients = {
    ids: [],
    labels: [],
    webDomains: [],
    createdDay: new Int32Array(count),
  };
  const shown = progress('clients + activity', count * 2, ctx.log);

  await writeChunks(
    ctx.db,
    slices(count, ctx.options.batchSize, (from, to) => {
      const rows: Row[] = [];
      const activity: Row[] = [];
      for (let index = from; index < to; index += 1) {
        const day = spreadDay(index, count, firstDay, ctx.todayDay);
        const created = instantOn(day, rng.int(0, 40_000));
        const id = seededUuid(rng, created);
        const who = person(rng);
        const business = rng.chance(0.8) ? businessName(rng, who) : null;
        const webDomain =
          business && rng.chance(0.75)
            ? `${slug(business.replace(/ (Ltd|Limited|LLP|UK Ltd)$/, ''))}${rng.pick(DOMAIN_ENDINGS)}`
            : null;
        const name = `${who.first} ${who.last}`;
        const at = new Date(created).toISOString();
        rows.push({
          id,
          name,
          email: rng.chance(0.95) ? email(rng, who, webDomain, index) : null,
          phone: rng.chance(0.85) ? phone(rng) : null,
          business_name: business,
          address: rng.chance(0.8) ? address(rng) : null,
          notes: rng.pick(NOTES),
          tags: tags(rng),
          created_at: at,
          updated_at: at,
        });
        const label = clientDisplayName({ name, businessName: business });
        activity.push({
          id: seededUuid(rng, created),
          action: 'created',
          entity_type: 'client',
          entity_id: id,
          summary: activitySummary('created', 'client', label),
          user_id: null,
          created_at: at,
        });
        clients.ids.push(id);
        clients.labels.push(label);
        clients.webDomains.push(webDomain);
        clients.createdDay[index] = day;
      }
      return async (trx) => {
        await insertRows(trx, 'clients', rows);
        await insertRows(trx, 'activity', activity);
        shown.add(rows.length + activity.length);
      };
    }),
  );
  shown.done();
  return clients;
}

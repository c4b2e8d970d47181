import { formatQuoteNumber, type ProjectStatus } from '@crm/domain';
import { insertRows, type Row, writeChunks } from '../bulk-insert';
import { instantOn, isoDate } from '../calendar';
import { PROJECT_KINDS } from '../agency-words';
import { progress } from '../progress';
import { seededUuid } from '../seeded-uuid';
import type { Clients, Projects, SeedContext } from '../seed.types';
import { countUpTo, slices, spreadDay } from '../timeline';

function statusFor(ageDays: number, roll: number): ProjectStatus {
  if (ageDays > 180) return roll < 0.85 ? 'complete' : roll < 0.95 ? 'on_hold' : 'active';
  if (ageDays > 30)
    return roll < 0.5 ? 'active' : roll < 0.8 ? 'complete' : roll < 0.9 ? 'on_hold' : 'lead';
  return roll < 0.5 ? 'lead' : 'active';
}

/** Projects over the last five years, each for a client that existed by then. */
export async function seedProjects(ctx: SeedContext, clients: Clients): Promise<Projects> {
  const count = ctx.options.counts.projects;
  const rng = ctx.rng('projects');
  const firstDay = ctx.todayDay - 5 * 365;
  const ids: string[] = [];
  const owner = new Int32Array(count);
  const shown = progress('projects', count, ctx.log);

  await writeChunks(
    ctx.db,
    slices(count, ctx.options.batchSize, (from, to) => {
      const rows: Row[] = [];
      for (let index = from; index < to; index += 1) {
        const day = spreadDay(index, count, firstDay, ctx.todayDay);
        const existing = Math.max(1, countUpTo(clients.createdDay, day));
        const client = rng.int(0, existing - 1);
        const created = instantOn(day, rng.int(0, 40_000));
        const status = statusFor(ctx.todayDay - day, rng.next());
        const price = rng.chance(0.9) ? (rng.int(15, 1200) * 5).toFixed(2) : null;
        const at = new Date(created).toISOString();
        const id = seededUuid(rng, created);
        rows.push({
          id,
          project_name: `${rng.pick(PROJECT_KINDS)} for ${clients.labels[client]}`,
          client_id: clients.ids[client] as string,
          status,
          start_date: status === 'lead' ? null : isoDate(day + rng.int(0, 14)),
          due_date: rng.chance(0.7) ? isoDate(day + rng.int(14, 120)) : null,
          price,
          paid: status === 'complete' && price !== null && rng.chance(0.9),
          notes: rng.chance(0.2) ? 'Scope agreed by email.' : null,
          // Projects are made in date order, so the numbers follow creation as the app's do.
          quote_number: formatQuoteNumber(index + 1),
          valid_until: isoDate(day + 30),
          created_at: at,
          updated_at: at,
        });
        ids.push(id);
        owner[index] = client;
      }
      return async (trx) => {
        await insertRows(trx, 'projects', rows);
        shown.add(rows.length);
      };
    }),
  );
  shown.done();
  return groupByClient(ids, owner, clients.ids.length);
}

function groupByClient(projectIds: string[], owner: Int32Array, clientCount: number): Projects {
  const offsets = new Int32Array(clientCount + 1);
  for (const client of owner) offsets[client + 1] = (offsets[client + 1] as number) + 1;
  for (let index = 0; index < clientCount; index += 1)
    offsets[index + 1] = (offsets[index + 1] as number) + (offsets[index] as number);
  const next = offsets.slice(0, clientCount);
  const ids: string[] = new Array<string>(projectIds.length);
  projectIds.forEach((id, index) => {
    const client = owner[index] as number;
    ids[next[client] as number] = id;
    next[client] = (next[client] as number) + 1;
  });
  return { ids, offsets };
}

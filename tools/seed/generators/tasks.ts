import type { TaskPriority } from '@crm/domain';
import { TASK_DETAILS, TASK_TITLES } from '../agency-words';
import { insertRows, type Row, writeChunks } from '../bulk-insert';
import { instantOn, isoDate } from '../calendar';
import { progress } from '../progress';
import { seededUuid } from '../seeded-uuid';
import type { Clients, Projects, SeedContext } from '../seed.types';
import { countUpTo, slices, spreadDay } from '../timeline';

const PRIORITIES: readonly TaskPriority[] = ['low', 'medium', 'medium', 'medium', 'high'];

/** Tasks over the last two years; older ones mostly done. */
export async function seedTasks(
  ctx: SeedContext,
  clients: Clients,
  projects: Projects,
): Promise<void> {
  const count = ctx.options.counts.tasks;
  const rng = ctx.rng('tasks');
  const firstDay = ctx.todayDay - 2 * 365;
  const shown = progress('tasks', count, ctx.log);

  await writeChunks(
    ctx.db,
    slices(count, ctx.options.batchSize, (from, to) => {
      const rows: Row[] = [];
      for (let index = from; index < to; index += 1) {
        const day = spreadDay(index, count, firstDay, ctx.todayDay);
        const client = rng.int(0, Math.max(1, countUpTo(clients.createdDay, day)) - 1);
        const created = instantOn(day, rng.int(0, 40_000));
        const first = projects.offsets[client] as number;
        const owned = (projects.offsets[client + 1] as number) - first;
        const at = new Date(created).toISOString();
        rows.push({
          id: seededUuid(rng, created),
          title: rng.pick(TASK_TITLES),
          description: rng.pick(TASK_DETAILS),
          client_id: clients.ids[client] as string,
          project_id:
            owned > 0 && rng.chance(0.5)
              ? (projects.ids[first + rng.int(0, owned - 1)] as string)
              : null,
          completed: rng.chance(ctx.todayDay - day > 60 ? 0.9 : 0.3),
          priority: rng.pick(PRIORITIES),
          due_date: rng.chance(0.7) ? isoDate(day + rng.int(1, 45)) : null,
          created_at: at,
          updated_at: at,
        });
      }
      return async (trx) => {
        await insertRows(trx, 'tasks', rows);
        shown.add(rows.length);
      };
    }),
  );
  shown.done();
}

import { DOCUMENT_NAMES, FILE_TYPES } from '../agency-words';
import type { Row } from '../bulk-insert';
import { insertRows, writeChunks } from '../bulk-insert';
import { instantOn } from '../calendar';
import type { Rng } from '../prng';
import { progress } from '../progress';
import { seededUuid } from '../seeded-uuid';
import type { Clients, Projects, SeedContext } from '../seed.types';
import { countUpTo, slices, spreadDay } from '../timeline';

/** File metadata only: no bytes are written, so a seeded file's download answers as missing. */
export function fileRow(
  rng: Rng,
  created: number,
  filename: string,
  type: (typeof FILE_TYPES)[number],
): Row {
  const at = new Date(created).toISOString();
  return {
    id: seededUuid(rng, created),
    filename,
    content_type: type[1],
    size_bytes: rng.int(type[2], type[3]) * 1024 + rng.int(0, 1023),
    storage_key: seededUuid(rng, created),
    client_id: null,
    project_id: null,
    document_type: null,
    created_at: at,
    updated_at: at,
  };
}

/** Client documents (with a document type) and files-library entries (without), over four years. */
export async function seedDocuments(
  ctx: SeedContext,
  clients: Clients,
  projects: Projects,
): Promise<void> {
  const count = ctx.options.counts.documents;
  const rng = ctx.rng('documents');
  const firstDay = ctx.todayDay - 4 * 365;
  const shown = progress('files', count, ctx.log);

  await writeChunks(
    ctx.db,
    slices(count, ctx.options.batchSize, (from, to) => {
      const rows: Row[] = [];
      for (let index = from; index < to; index += 1) {
        const day = spreadDay(index, count, firstDay, ctx.todayDay);
        const client = rng.int(0, Math.max(1, countUpTo(clients.createdDay, day)) - 1);
        const [stem, documentType] = rng.pick(DOCUMENT_NAMES);
        const type = rng.pick(FILE_TYPES);
        const first = projects.offsets[client] as number;
        const owned = (projects.offsets[client + 1] as number) - first;
        const isDocument = rng.chance(0.7);
        rows.push({
          ...fileRow(
            rng,
            instantOn(day, rng.int(0, 40_000)),
            `${stem} ${index + 1}.${type[0]}`,
            type,
          ),
          client_id: clients.ids[client] as string,
          project_id:
            !isDocument && owned > 0 && rng.chance(0.6)
              ? (projects.ids[first + rng.int(0, owned - 1)] as string)
              : null,
          document_type: isDocument ? documentType : null,
        });
      }
      return async (trx) => {
        await insertRows(trx, 'files', rows);
        shown.add(rows.length);
      };
    }),
  );
  shown.done();
}

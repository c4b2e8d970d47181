// `npx tsx tools/bench/restore-bench.main.ts [--gb 2] [--files-gb 1.5] [--pg-url URL]`: the
// restore scenario, apart from `npm run bench` (it writes gigabytes). Starts the API on a fresh
// PostgreSQL database, builds a backup of the given size on disk from rows and a file the API
// itself wrote (so every row fits the schema), streams it to POST /api/backup/restore/file and
// prints size, time and the server's RSS growth over its idle RSS. Removes what it made.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, statSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { once } from 'node:events';
import {
  BACKUP_FORMAT,
  BACKUP_TABLES,
  BACKUP_VERSION,
  BackupHasher,
  type BackupDocument,
} from '@crm/api-contract';
import { startBenchApi } from './bench-api';
import { rssBytes } from './processes';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at !== -1 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
}

const GB = 1024 ** 3;
const totalBytes = Number(option('gb', '2')) * GB;
// The backup's share taken by files (their base64); the files themselves are 3/4 of that.
const fileShare = Number(option('files-gb', '1.5')) * GB;
const fileBytes = Math.floor((fileShare * 3) / 4);
const serverUrl = option('pg-url', 'postgres://postgres@127.0.0.1:5432/postgres');
const FILES = 15;
const PORT = 3917;

/** Writes text to a stream, waiting when it is full, so the file is never held in memory. */
async function write(out: NodeJS.WritableStream, text: string): Promise<void> {
  if (!out.write(text)) await once(out, 'drain');
}

/**
 * A backup of about `totalBytes`: the API's own client and files rows cloned with new ids,
 * clients padded with notes to fill the rows' share, FILES files of equal size whose base64
 * fills `fileShare`. The checksum is computed while it is written.
 */
async function buildBackup(path: string, template: BackupDocument): Promise<void> {
  const client = template.tables['clients']![0]!;
  const fileRow = template.tables['files']![0]!;
  const createdAt = new Date().toISOString();
  const hasher = new BackupHasher(createHash('sha256'), BACKUP_VERSION, createdAt);
  const out = createWriteStream(path);
  const counts: Record<string, number> = {};
  const notes = 'n'.repeat(20_000);
  const clientCount = Math.max(1, Math.floor((totalBytes - fileShare) / (notes.length + 300)));
  const perFile = Math.floor(fileBytes / FILES / 3) * 3;
  const files = Array.from({ length: FILES }, () => ({
    id: randomUUID(),
    storageKey: randomUUID(),
  }));
  await write(
    out,
    `{"format":"${BACKUP_FORMAT}","version":${BACKUP_VERSION},"createdAt":"${createdAt}","tables":{`,
  );
  for (const [index, table] of BACKUP_TABLES.entries()) {
    hasher.table(table);
    await write(out, `${index === 0 ? '' : ','}"${table}":[`);
    let rows: Record<string, unknown>[] = [];
    if (table === 'clients') {
      rows = [client];
      for (let i = 1; i < clientCount; i++)
        rows.push({ ...client, id: randomUUID(), name: `C ${i}`, notes });
    } else if (table === 'files') {
      rows = files.map((file) => ({
        ...fileRow,
        id: file.id,
        storage_key: file.storageKey,
        size_bytes: perFile,
      }));
    }
    for (const [i, row] of rows.entries()) {
      hasher.row(row);
      await write(out, `${i === 0 ? '' : ','}${JSON.stringify(row)}`);
    }
    counts[table] = rows.length;
    await write(out, ']');
  }
  await write(out, `},"counts":${JSON.stringify(counts)},"files":[`);
  const block = Buffer.alloc(3 * 256 * 1024, 7);
  for (const [index, file] of files.entries()) {
    await write(
      out,
      `${index === 0 ? '' : ','}{"id":"${file.id}","storageKey":"${file.storageKey}",` +
        '"contentBase64":"',
    );
    hasher.fileStart();
    for (let done = 0; done < perFile; done += block.length) {
      const piece = block.subarray(0, Math.min(block.length, perFile - done)).toString('base64');
      hasher.fileContent(piece);
      await write(out, piece);
    }
    hasher.fileEnd(file.id, file.storageKey);
    await write(out, '"}');
  }
  await write(out, `],"checksum":"${hasher.digest()}"}`);
  out.end();
  await once(out, 'finish');
}

async function main(): Promise<void> {
  const api = await startBenchApi({ name: 'restore', port: PORT, pgUrl: serverUrl });
  const { db, dir, headers } = api;
  try {
    const client = await fetch(`${api.url}/api/clients`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Template' }),
    });
    const { id: clientId } = (await client.json()) as { id: string };
    const form = new FormData();
    form.set('clientId', clientId);
    form.set('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')]), 'template.pdf');
    await fetch(`${api.url}/api/files/upload`, { method: 'POST', headers, body: form });
    const template = (await (
      await fetch(`${api.url}/api/backup/download`, { headers })
    ).json()) as BackupDocument;

    const path = join(dir, 'backup.json');
    const building = performance.now();
    await buildBackup(path, template);
    const size = statSync(path).size;
    console.log(
      `built ${(size / GB).toFixed(2)} GB in ` +
        `${((performance.now() - building) / 1000).toFixed(0)} s`,
    );

    const baseline = rssBytes(api.pid);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(api.pid))), 50);
    const started = performance.now();
    const response = await fetch(`${api.url}/api/backup/restore/file`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      body: Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>,
      duplex: 'half',
    } as RequestInit);
    const answer = await response.text();
    clearInterval(sampler);
    const seconds = (performance.now() - started) / 1000;
    console.log(`restore answered ${response.status}: ${answer.slice(0, 300)}`);
    const counts = await db.knex('clients').count({ n: '*' });
    console.log(`clients after restore: ${String(counts[0]?.n)}`);
    console.log(
      `restore: ${(size / GB).toFixed(2)} GB (${(fileShare / GB).toFixed(2)} GB of it files, ` +
        `${(fileBytes / GB).toFixed(2)} GB stored) in ` +
        `${seconds.toFixed(0)} s (${(size / 1024 ** 2 / seconds).toFixed(0)} MB/s); server RSS ` +
        `${(baseline / 1024 ** 2).toFixed(0)} MB idle, ` +
        `growth ${((peak - baseline) / 1024 ** 2).toFixed(0)} MB`,
    );
  } finally {
    await api.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

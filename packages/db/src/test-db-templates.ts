import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb, createPgliteDb, MEMORY_DATA_DIR } from './create-db';
import { migrateLatest } from './migrate';
import { createScratchDatabase, withMaintenance } from './scratch-database';

const IMAGE_PREFIX = 'crm-test-pglite-';
const TEMPLATE_PREFIX = 'crm_test_template_';

// What the migrated schema is made from: the migrations and the domain rules they import
// (rates, statuses). Any change to either makes a new image, as does another PGlite (its
// package.json is not exported, so it is found by path).
const SOURCES = [new URL('./', import.meta.url), new URL('../../domain/src/', import.meta.url)];
const PGLITE_PACKAGE = new URL(
  '../../../node_modules/@electric-sql/pglite/package.json',
  import.meta.url,
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

function schemaKey(): string {
  const hash = createHash('sha256');
  try {
    hash.update(readFileSync(PGLITE_PACKAGE));
  } catch {
    // Installed elsewhere (a hoisting change): the sources still key the image.
  }
  for (const dir of SOURCES.map((url) => fileURLToPath(url))) {
    for (const file of sourceFiles(dir))
      hash.update(relative(dir, file)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

const STALE_MS = 24 * 60 * 60 * 1000;

function isStale(file: string): boolean {
  try {
    return Date.now() - statSync(file).mtimeMs > STALE_MS;
  } catch {
    return false;
  }
}

let image: Promise<Blob> | undefined;

/**
 * A migrated, empty PGlite data folder, made once per schema and kept in the temp folder, so a
 * test file's database starts from it in about a second instead of running initdb and every
 * migration (several seconds a file, on two cores).
 */
export function migratedPgliteImage(): Promise<Blob> {
  image ??= loadOrMakeImage();
  return image;
}

async function loadOrMakeImage(): Promise<Blob> {
  const file = join(tmpdir(), `${IMAGE_PREFIX}${schemaKey()}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    // Not made yet for this schema.
  }
  const db = createPgliteDb(MEMORY_DATA_DIR);
  let made: Blob;
  try {
    await db.ready();
    await migrateLatest(db.knex);
    made = await db.dumpDataDir();
  } finally {
    await db.close();
  }
  // Other schemas' images go once a day old (a day's other checkouts and branches keep theirs);
  // this one is written under a name of its own, then renamed, so a file running beside this
  // one never reads half an image.
  for (const name of readdirSync(tmpdir())) {
    const old = join(tmpdir(), name);
    if (name.startsWith(IMAGE_PREFIX) && name.endsWith('.tar') && old !== file && isStale(old)) {
      try {
        rmSync(old, { force: true });
      } catch {
        // Another user's, in a shared temp folder: theirs to remove.
      }
    }
  }
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, new Uint8Array(await made.arrayBuffer()));
  renameSync(partial, file);
  return made;
}

const templates = new Map<string, Promise<string>>();

/**
 * The name of a migrated, empty database on the PostgreSQL server of `serverUrl`, made once per
 * schema, that test databases are created from (CREATE DATABASE ... TEMPLATE): a copy is
 * quicker than running every migration again. Nothing connects to it but the copies.
 */
export function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  let template = templates.get(serverUrl);
  if (!template) {
    template = findOrMakeTemplate(serverUrl);
    templates.set(serverUrl, template);
  }
  return template;
}

async function templateExists(serverUrl: string, name: string): Promise<boolean> {
  let found = false;
  await withMaintenance(serverUrl, async (admin) => {
    const result = (await admin.raw('select 1 from pg_database where datname = ?', [name])) as {
      rows: unknown[];
    };
    found = result.rows.length > 0;
  });
  return found;
}

async function findOrMakeTemplate(serverUrl: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${schemaKey()}`;
  if (await templateExists(serverUrl, name)) return name;
  const building = await createScratchDatabase(serverUrl, 'crm_test_building');
  const db = createDb({ databaseUrl: building.url });
  try {
    await migrateLatest(db.knex);
  } finally {
    await db.close();
  }
  try {
    await withMaintenance(serverUrl, async (admin) => {
      // When it was made, for the clean-up below; set before the rename, so a template never
      // goes without it.
      await admin.raw(`comment on database ?? is '${new Date().toISOString()}'`, [building.name]);
      await admin.raw('alter database ?? rename to ??', [building.name, name]);
    });
  } catch (error) {
    // Another file made it first: use theirs.
    await building.drop();
    if (!(await templateExists(serverUrl, name))) throw error;
    return name;
  }
  // Other schemas' templates go once a day old, unless a copy of one is being made right now.
  await withMaintenance(serverUrl, async (admin) => {
    const old = (await admin.raw(
      `select datname from pg_database
        where starts_with(datname, ?) and datname <> ?
          and coalesce(shobj_description(oid, 'pg_database'), '') < ?`,
      [TEMPLATE_PREFIX, name, new Date(Date.now() - STALE_MS).toISOString()],
    )) as { rows: { datname: string }[] };
    for (const { datname } of old.rows) {
      await admin.raw('drop database if exists ??', [datname]).catch(() => undefined);
    }
  });
  return name;
}

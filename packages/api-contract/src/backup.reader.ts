import {
  BACKUP_TABLES,
  BackupHasher,
  backupTablesFor,
  storedBytesOfRow,
  type Sha256Hash,
} from './backup.checksum';
import { BackupDocumentSchema } from './backup.contract';

/**
 * Reading a backup document as a stream of events, so a backup of any size is restored (or
 * verified) with one batch of rows or one piece of a file's base64 in memory at a time. Used by
 * the server (restore) and the CLI (verify a download, check a file before it is sent).
 * Text in, no Node or browser API: the caller decodes bytes to UTF-8 text.
 */

export class BackupReadError extends Error {
  override name = 'BackupReadError';
}

export type BackupRowObject = Record<string, unknown>;

export type BackupEvent =
  | { kind: 'header'; format: unknown; version: unknown; createdAt: unknown }
  | { kind: 'tableStart'; table: string }
  | { kind: 'rows'; table: string; rows: BackupRowObject[] }
  | { kind: 'tableEnd'; table: string }
  | { kind: 'counts'; counts: unknown }
  | { kind: 'fileStart'; id: unknown; storageKey: unknown }
  | { kind: 'fileContent'; base64: string }
  | { kind: 'fileEnd' }
  | { kind: 'checksum'; checksum: unknown };

export const BACKUP_NOT_JSON_MESSAGE = 'The backup is not valid JSON, or it is cut short';
export const BACKUP_CHECKSUM_MISMATCH_MESSAGE =
  'The backup checksum does not match: the file is damaged or was changed';
const FILE_KEYS_ORDER_MESSAGE =
  "A streamed backup gives each file's id and storageKey before its contentBase64";
const VALUE_TOO_LARGE_MESSAGE = 'The backup holds a value too large for a row or a header field';

/** Rows and header fields are small; this bounds what one value may take while it is read. */
const MAX_VALUE_CHARS = 64 * 1024 * 1024;
const ROWS_PER_EVENT = 500;
/** Wide rows (long notes) make smaller batches: a batch's JSON stays near this many characters. */
const ROW_CHARS_PER_EVENT = 2 * 1024 * 1024;

const notJson = () => new BackupReadError(BACKUP_NOT_JSON_MESSAGE);

function isSpace(code: number): boolean {
  return code === 32 || code === 10 || code === 13 || code === 9;
}

/** A pull cursor over text chunks; only the unread part of the current chunk is kept. */
class Cursor {
  private text = '';
  private pos = 0;
  private ended = false;

  constructor(private readonly source: AsyncIterator<string>) {}

  private async more(): Promise<boolean> {
    if (this.ended) return false;
    const next = await this.source.next();
    if (next.done) {
      this.ended = true;
      return false;
    }
    this.text = this.text.slice(this.pos) + next.value;
    this.pos = 0;
    return true;
  }

  /** The next character that is not white space, '' at the end of the text. */
  async peek(): Promise<string> {
    for (;;) {
      while (this.pos < this.text.length && isSpace(this.text.charCodeAt(this.pos))) this.pos++;
      if (this.pos < this.text.length) return this.text[this.pos]!;
      if (!(await this.more())) return '';
    }
  }

  async expect(char: string): Promise<void> {
    if ((await this.peek()) !== char) throw notJson();
    this.pos++;
  }

  /** Consumes `char` when it comes next. */
  async take(char: string): Promise<boolean> {
    if ((await this.peek()) !== char) return false;
    this.pos++;
    return true;
  }

  /** ',' (true: another member follows) or `close` (false). */
  async separator(close: string): Promise<boolean> {
    if (await this.take(',')) return true;
    await this.expect(close);
    return false;
  }

  /** One whole JSON value (a row, a header field), found by its brackets, then JSON.parse. */
  async value(): Promise<unknown> {
    if ((await this.peek()) === '') throw notJson();
    let depth = 0;
    let inString = false;
    let escaped = false;
    let offset = 0;
    for (;;) {
      const { text } = this;
      let i = this.pos + offset;
      for (; i < text.length; i++) {
        const code = text.charCodeAt(i);
        if (inString) {
          if (escaped) escaped = false;
          else if (code === 92) escaped = true;
          else if (code === 34) {
            inString = false;
            if (depth === 0) return this.parse(i + 1);
          }
        } else if (code === 34) inString = true;
        else if (code === 123 || code === 91) depth++;
        else if (code === 125 || code === 93) {
          if (depth === 0) return this.parse(i);
          depth--;
          if (depth === 0) return this.parse(i + 1);
        } else if (depth === 0 && (code === 44 || isSpace(code))) return this.parse(i);
      }
      offset = i - this.pos;
      if (offset > MAX_VALUE_CHARS) throw new BackupReadError(VALUE_TOO_LARGE_MESSAGE);
      if (!(await this.more())) {
        if (depth === 0 && !inString) return this.parse(this.pos + offset);
        throw notJson();
      }
    }
  }

  /** The length of the JSON text of the last value read. */
  lastValueChars = 0;

  private parse(end: number): unknown {
    const raw = this.text.slice(this.pos, end);
    this.lastValueChars = raw.length;
    this.pos = end;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      throw notJson();
    }
  }

  async key(): Promise<string> {
    if ((await this.peek()) !== '"') throw notJson();
    const key = await this.value();
    await this.expect(':');
    return key as string;
  }

  /** A string's content piece by piece (a file's base64), never whole. No escapes expected. */
  async *stringPieces(): AsyncGenerator<string> {
    await this.expect('"');
    for (;;) {
      const end = this.text.indexOf('"', this.pos);
      const stop = end === -1 ? this.text.length : end;
      const piece = this.text.slice(this.pos, stop);
      this.pos = stop;
      // base64 never needs an escape; one here means the content is not base64 at all.
      if (piece.includes('\\')) throw new BackupReadError('A file of the backup is not base64');
      if (piece.length > 0) yield piece;
      if (end !== -1) {
        this.pos = end + 1;
        return;
      }
      if (!(await this.more())) throw notJson();
    }
  }
}

function isRow(value: unknown): value is BackupRowObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function* tableEvents(cursor: Cursor): AsyncGenerator<BackupEvent> {
  await cursor.expect('{');
  if (await cursor.take('}')) return;
  do {
    const table = await cursor.key();
    yield { kind: 'tableStart', table };
    await cursor.expect('[');
    if (!(await cursor.take(']'))) {
      let rows: BackupRowObject[] = [];
      let chars = 0;
      do {
        const row = await cursor.value();
        rows.push(isRow(row) ? row : {});
        chars += cursor.lastValueChars;
        if (rows.length === ROWS_PER_EVENT || chars >= ROW_CHARS_PER_EVENT) {
          yield { kind: 'rows', table, rows };
          rows = [];
          chars = 0;
        }
      } while (await cursor.separator(']'));
      if (rows.length > 0) yield { kind: 'rows', table, rows };
    }
    yield { kind: 'tableEnd', table };
  } while (await cursor.separator('}'));
}

async function* fileEvents(cursor: Cursor): AsyncGenerator<BackupEvent> {
  await cursor.expect('[');
  if (await cursor.take(']')) return;
  do {
    await cursor.expect('{');
    let id: unknown;
    let storageKey: unknown;
    let started = false;
    if (!(await cursor.take('}'))) {
      do {
        const key = await cursor.key();
        if (key === 'contentBase64' && !started) {
          if (id === undefined || storageKey === undefined)
            throw new BackupReadError(FILE_KEYS_ORDER_MESSAGE);
          started = true;
          yield { kind: 'fileStart', id, storageKey };
          for await (const base64 of cursor.stringPieces()) yield { kind: 'fileContent', base64 };
        } else if (key === 'id') id = await cursor.value();
        else if (key === 'storageKey') storageKey = await cursor.value();
        else await cursor.value();
      } while (await cursor.separator('}'));
    }
    if (!started) yield { kind: 'fileStart', id, storageKey };
    yield { kind: 'fileEnd' };
  } while (await cursor.separator(']'));
}

/** The events of a backup document read from UTF-8 text chunks; BackupReadError if malformed. */
export async function* readBackupEvents(
  chunks: AsyncIterable<string>,
): AsyncGenerator<BackupEvent> {
  const cursor = new Cursor(chunks[Symbol.asyncIterator]());
  const header: Record<string, unknown> = {};
  let headerSent = false;
  const headerEvent = (): BackupEvent => {
    headerSent = true;
    return {
      kind: 'header',
      format: header['format'],
      version: header['version'],
      createdAt: header['createdAt'],
    };
  };
  if ((await cursor.peek()) !== '{') throw notJson();
  await cursor.expect('{');
  if (!(await cursor.take('}'))) {
    do {
      const key = await cursor.key();
      if (key === 'tables') {
        if (!headerSent) yield headerEvent();
        yield* tableEvents(cursor);
      } else if (key === 'files') {
        if (!headerSent) yield headerEvent();
        yield* fileEvents(cursor);
      } else if (key === 'counts') yield { kind: 'counts', counts: await cursor.value() };
      else if (key === 'checksum') yield { kind: 'checksum', checksum: await cursor.value() };
      else header[key] = await cursor.value();
    } while (await cursor.separator('}'));
  }
  if ((await cursor.peek()) !== '') throw notJson();
  if (!headerSent) yield headerEvent();
}

/** The same events from a document already parsed (the `{ backup }` JSON body). */
export function* documentEvents(document: {
  format: unknown;
  version: unknown;
  createdAt: unknown;
  tables: Record<string, BackupRowObject[]>;
  counts: unknown;
  files: readonly { id: unknown; storageKey: unknown; contentBase64: string }[];
  checksum: unknown;
}): Generator<BackupEvent> {
  const { format, version, createdAt } = document;
  yield { kind: 'header', format, version, createdAt };
  // The tables in the order they are written, whatever order the object has them in.
  const known = BACKUP_TABLES.filter((table) => table in document.tables);
  const others = Object.keys(document.tables).filter((table) => !known.includes(table as never));
  for (const table of [...known, ...others]) {
    const rows = document.tables[table] ?? [];
    yield { kind: 'tableStart', table };
    for (let start = 0; start < rows.length; start += ROWS_PER_EVENT) {
      yield { kind: 'rows', table, rows: rows.slice(start, start + ROWS_PER_EVENT) };
    }
    yield { kind: 'tableEnd', table };
  }
  yield { kind: 'counts', counts: document.counts };
  for (const file of document.files) {
    yield { kind: 'fileStart', id: file.id, storageKey: file.storageKey };
    if (file.contentBase64.length > 0) yield { kind: 'fileContent', base64: file.contentBase64 };
    yield { kind: 'fileEnd' };
  }
  yield { kind: 'checksum', checksum: document.checksum };
}

const HeaderSchema = BackupDocumentSchema.pick({ format: true, version: true, createdAt: true });
const BASE64_PIECE = /^[A-Za-z0-9+/]*={0,2}$/;

type FileRow = { storageKey: unknown; sizeBytes: number; label: string };

type OpenFile = {
  id: string;
  storageKey: string;
  row: FileRow;
  length: number;
  padding: number;
  bad: boolean;
};

/**
 * Checks a backup's events as they pass, in the order the server writes them: the header, every
 * table in BACKUP_TABLES order with rows that have an id, counts that agree with the rows, a
 * file entry (whole, well-formed base64 of the recorded size) for every files row, and the
 * SHA-256 checksum over all of it. Throws BackupReadError with the first problem.
 */
export class BackupChecker {
  private hasher: BackupHasher | null = null;
  /** The tables the header's version holds, in order. */
  private tables: readonly string[] = BACKUP_TABLES;
  private nextTable = 0;
  private currentTable: string | null = null;
  private readonly rowCounts: Record<string, number> = {};
  private counts: Record<string, unknown> | null = null;
  private readonly fileRows = new Map<string, FileRow>();
  private readonly filesSeen = new Set<string>();
  private openFile: OpenFile | null = null;
  private checksum: unknown = undefined;

  constructor(private readonly createSha256: () => Sha256Hash) {}

  /** The files row an entry's bytes belong to (its recorded size), once tables are read. */
  fileRow(id: string): FileRow | undefined {
    return this.fileRows.get(id);
  }

  accept(event: BackupEvent): void {
    switch (event.kind) {
      case 'header':
        return this.header(event);
      case 'tableStart':
        return this.tableStart(event.table);
      case 'rows':
        return this.rows(event.table, event.rows);
      case 'tableEnd':
        this.currentTable = null;
        return;
      case 'counts':
        if (!isRow(event.counts)) throw new BackupReadError('The backup counts must be an object');
        this.counts = event.counts;
        return;
      case 'fileStart':
        return this.fileStart(event.id, event.storageKey);
      case 'fileContent':
        return this.fileContent(event.base64);
      case 'fileEnd':
        return this.fileEnd();
      case 'checksum':
        this.checksum = event.checksum;
        return;
    }
  }

  private get hash(): BackupHasher {
    if (!this.hasher) throw new BackupReadError('This is not an agency CRM backup');
    return this.hasher;
  }

  private header(event: Extract<BackupEvent, { kind: 'header' }>): void {
    const parsed = HeaderSchema.safeParse(event);
    if (!parsed.success)
      throw new BackupReadError(
        parsed.error.issues[0]?.message ?? 'This is not an agency CRM backup',
      );
    this.hasher = new BackupHasher(this.createSha256(), parsed.data.version, parsed.data.createdAt);
    this.tables = backupTablesFor(parsed.data.version);
  }

  private tableStart(table: string): void {
    const index = this.tables.indexOf(table);
    if (index === -1) throw new BackupReadError(`Unknown table ${table}`);
    if (index < this.nextTable)
      throw new BackupReadError(`The backup holds the ${table} table twice or out of order`);
    const missing = this.tables[this.nextTable];
    if (index > this.nextTable && missing)
      throw new BackupReadError(`The backup has no ${missing} table`);
    this.hash.table(table);
    this.nextTable = index + 1;
    this.currentTable = table;
    this.rowCounts[table] = 0;
  }

  private rows(table: string, rows: readonly BackupRowObject[]): void {
    if (table !== this.currentTable) throw new BackupReadError(BACKUP_NOT_JSON_MESSAGE);
    for (const row of rows) {
      if (typeof row['id'] !== 'string') throw new BackupReadError('Every row needs an id');
      this.hash.row(row);
      const stored = storedBytesOfRow(table, row);
      if (stored) {
        this.fileRows.set(stored.id, {
          storageKey: stored.storageKey,
          sizeBytes: stored.sizeBytes,
          label: stored.label,
        });
      }
    }
    this.rowCounts[table] = (this.rowCounts[table] ?? 0) + rows.length;
  }

  private tablesComplete(): void {
    const missing = this.tables[this.nextTable];
    if (missing) throw new BackupReadError(`The backup has no ${missing} table`);
  }

  private fileStart(id: unknown, storageKey: unknown): void {
    this.tablesComplete();
    const row = typeof id === 'string' ? this.fileRows.get(id) : undefined;
    if (typeof id !== 'string' || !row)
      throw new BackupReadError(`File ${String(id)} has no row in the files table`);
    if (row.storageKey !== storageKey || this.filesSeen.has(id)) {
      throw new BackupReadError(`The bytes of ${row.label} are missing`);
    }
    this.filesSeen.add(id);
    this.hash.fileStart();
    this.openFile = {
      id,
      storageKey: storageKey as string,
      row,
      length: 0,
      padding: 0,
      bad: false,
    };
  }

  private fileContent(base64: string): void {
    const file = this.openFile;
    if (!file) throw new BackupReadError(BACKUP_NOT_JSON_MESSAGE);
    this.hash.fileContent(base64);
    let trailing = 0;
    while (trailing < base64.length && base64.charCodeAt(base64.length - 1 - trailing) === 61)
      trailing++;
    // Padding only at the very end, at most two characters of it.
    if (!BASE64_PIECE.test(base64) || (file.padding > 0 && trailing < base64.length))
      file.bad = true;
    file.padding += trailing;
    file.length += base64.length;
  }

  private fileEnd(): void {
    const file = this.openFile;
    if (!file) throw new BackupReadError(BACKUP_NOT_JSON_MESSAGE);
    this.openFile = null;
    this.hash.fileEnd(file.id, file.storageKey);
    const size = (file.length / 4) * 3 - file.padding;
    if (file.bad || file.length % 4 !== 0 || file.padding > 2 || size !== file.row.sizeBytes) {
      throw new BackupReadError(`The bytes of ${file.row.label} are damaged`);
    }
  }

  /** After the last event: counts agree, every file came, the checksum matches. */
  finish(): { counts: Record<string, number>; files: number } {
    this.tablesComplete();
    const counts = this.counts ?? {};
    for (const table of this.tables) {
      const rows = this.rowCounts[table] ?? 0;
      if (counts[table] !== rows) {
        const written = typeof counts[table] === 'number' ? counts[table] : 0;
        throw new BackupReadError(
          `The backup is incomplete: ${table} has ${rows} rows where ${written} were written`,
        );
      }
    }
    for (const [id, row] of this.fileRows) {
      if (!this.filesSeen.has(id))
        throw new BackupReadError(`The bytes of ${row.label} are missing`);
    }
    if (typeof this.checksum !== 'string' || this.hash.digest() !== this.checksum) {
      throw new BackupReadError(BACKUP_CHECKSUM_MISMATCH_MESSAGE);
    }
    return { counts: { ...this.rowCounts }, files: this.filesSeen.size };
  }
}

/** Reads and checks a whole backup from text chunks: its counts, or BackupReadError. */
export async function verifyBackupText(
  chunks: AsyncIterable<string>,
  createSha256: () => Sha256Hash,
): Promise<{ counts: Record<string, number>; files: number }> {
  const checker = new BackupChecker(createSha256);
  for await (const event of readBackupEvents(chunks)) checker.accept(event);
  return checker.finish();
}

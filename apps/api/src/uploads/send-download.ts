import type { Readable } from 'node:stream';
import { attachmentHeader } from '@crm/domain';
import type { Context } from 'koa';
import { NotFoundError } from '../middlewares/http-errors';
import { StoredFileMissingError, type FileStorage } from '../storage';

export type Download = {
  filename: string;
  contentType: string;
  sizeBytes: number;
  stream: Readable;
};

/** A row of the files table, as far as a download needs it. */
export type StoredFileRow = {
  filename: string;
  content_type: string;
  size_bytes: number;
  storage_key: string;
};

/**
 * Answers with stored bytes as a download: attachment under the original name (with an RFC 5987
 * filename* for non-ASCII names), the stored content type, never sniffed, and sandboxed so an
 * uploaded HTML or SVG opened in a tab cannot run script on our origin.
 */
export function sendDownload(ctx: Context, download: Download): void {
  ctx.set('Content-Disposition', attachmentHeader(download.filename));
  ctx.type =
    download.contentType === 'text/plain' ? 'text/plain; charset=utf-8' : download.contentType;
  ctx.length = download.sizeBytes;
  ctx.set('Content-Security-Policy', 'sandbox');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Cache-Control', 'private, no-store');
  ctx.body = download.stream;
}

/**
 * Sends a stored file's bytes as a download; 404 with `missingMessage` when the row is there
 * but its bytes are gone (a restore or a failed delete can leave that).
 */
export async function sendStoredFile(
  ctx: Context,
  storage: Pick<FileStorage, 'get'>,
  file: StoredFileRow,
  missingMessage: string,
): Promise<void> {
  try {
    const stream = await storage.get(file.storage_key);
    sendDownload(ctx, {
      filename: file.filename,
      contentType: file.content_type,
      sizeBytes: file.size_bytes,
      stream,
    });
  } catch (error) {
    if (error instanceof StoredFileMissingError) throw new NotFoundError(missingMessage);
    throw error;
  }
}

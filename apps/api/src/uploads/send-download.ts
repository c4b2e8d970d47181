import type { Readable } from 'node:stream';
import type { Context } from 'koa';
import { attachmentHeader } from './content-disposition';

export type Download = { filename: string; contentType: string; sizeBytes: number; stream: Readable };

/**
 * Answers with stored bytes as a download: attachment under the original name (with an RFC 5987
 * filename* for non-ASCII names), the stored content type, never sniffed, and sandboxed so an
 * uploaded HTML or SVG opened in a tab cannot run script on our origin.
 */
export function sendDownload(ctx: Context, download: Download): void {
  ctx.set('Content-Disposition', attachmentHeader(download.filename));
  ctx.type = download.contentType === 'text/plain' ? 'text/plain; charset=utf-8' : download.contentType;
  ctx.length = download.sizeBytes;
  ctx.set('Content-Security-Policy', 'sandbox');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Cache-Control', 'private, no-store');
  ctx.body = download.stream;
}

import { attachmentHeader } from '@crm/domain';
import { HttpResponse } from 'msw';

/** An attachment as the API sends one: original name (RFC 5987 for non-ASCII), stored type, never sniffed. */
export function downloadResponse(download: {
  filename: string;
  contentType: string;
  content: Uint8Array | string;
}): Response {
  const bytes =
    typeof download.content === 'string'
      ? new TextEncoder().encode(download.content)
      : download.content;
  const contentType =
    download.contentType === 'text/plain' ? 'text/plain; charset=utf-8' : download.contentType;
  // A copy in a fresh ArrayBuffer: Response takes BufferSource, and the stored bytes stay ours.
  return new HttpResponse(bytes.slice().buffer, {
    status: 200,
    headers: {
      'Content-Type': contentType,
      'Content-Length': String(bytes.length),
      'Content-Disposition': attachmentHeader(download.filename),
      'Content-Security-Policy': 'sandbox',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
}

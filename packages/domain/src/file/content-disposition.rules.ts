/**
 * The Content-Disposition of a download, from the API and the mocks alike:
 * `attachment; filename="..."` with, for a name outside plain ASCII, an ASCII fallback and the
 * exact name in RFC 5987 form (`filename*=UTF-8''...`), which every current browser prefers.
 */
export function attachmentHeader(filename: string): string {
  return dispositionHeader('attachment', filename);
}

/** `inline; filename="INV-0001.pdf"`: shown in the browser's viewer, saved under that name. */
export function inlineHeader(filename: string): string {
  return dispositionHeader('inline', filename);
}

function dispositionHeader(type: 'attachment' | 'inline', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '?').replace(/["\\]/g, '_');
  if (ascii === filename) return `${type}; filename="${ascii}"`;
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * `attachment; filename="..."` with, for a name outside plain ASCII, an ASCII fallback and the
 * exact name in RFC 5987 form (`filename*=UTF-8''...`), which every current browser prefers.
 */
export function attachmentHeader(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '?').replace(/["\\]/g, '_');
  if (ascii === filename) return `attachment; filename="${ascii}"`;
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

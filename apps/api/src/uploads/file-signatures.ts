/** What the bytes of an accepted upload must look like, by extension. */
export type FileFormat = 'pdf' | 'png' | 'jpeg' | 'docx' | 'doc' | 'txt' | 'csv';

type FormatInfo = { format: FileFormat; contentType: string; magic: Buffer | null };

const PDF: FormatInfo = {
  format: 'pdf',
  contentType: 'application/pdf',
  magic: Buffer.from('%PDF-', 'latin1'),
};
const PNG: FormatInfo = {
  format: 'png',
  contentType: 'image/png',
  magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
};
const JPEG: FormatInfo = {
  format: 'jpeg',
  contentType: 'image/jpeg',
  magic: Buffer.from([0xff, 0xd8, 0xff]),
};
// A .docx is a zip archive; the zip local-file header is the first thing in it.
const DOCX: FormatInfo = {
  format: 'docx',
  contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  magic: Buffer.from([0x50, 0x4b, 0x03, 0x04]),
};
// A .doc is an OLE2 compound document.
const DOC: FormatInfo = {
  format: 'doc',
  contentType: 'application/msword',
  magic: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
};
// Plain text has no signature: the whole file is checked as UTF-8 instead.
const TXT: FormatInfo = { format: 'txt', contentType: 'text/plain', magic: null };

// A CSV to import: text in UTF-8 or Windows-1252, so only known binary formats are refused.
const CSV: FormatInfo = { format: 'csv', contentType: 'text/csv', magic: null };
const GZIP = Buffer.from([0x1f, 0x8b]);

/** The format an import file is read as, whichever of .csv or .txt it is called. */
export function importFormat(): FormatInfo {
  return CSV;
}

/** True when the first bytes are those of a binary format (a workbook, a PDF, an image, an archive). */
export function looksBinary(head: Buffer): boolean {
  return (
    [PDF, PNG, JPEG, DOCX, DOC].some((info) => matchesMagic(info, head)) ||
    (head.length >= 2 && head.subarray(0, 2).equals(GZIP))
  );
}

const BY_EXTENSION: Record<string, FormatInfo> = {
  pdf: PDF,
  png: PNG,
  jpg: JPEG,
  jpeg: JPEG,
  docx: DOCX,
  doc: DOC,
  txt: TXT,
};

export function formatForExtension(extension: string): FormatInfo | null {
  return BY_EXTENSION[extension] ?? null;
}

export const LONGEST_MAGIC = 8;

/** True when the first bytes of the file carry the signature its format requires. */
export function matchesMagic(info: FormatInfo, head: Buffer): boolean {
  if (!info.magic) return true;
  return head.length >= info.magic.length && head.subarray(0, info.magic.length).equals(info.magic);
}

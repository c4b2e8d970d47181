import { IMPORT_NOT_CSV_MESSAGE, IMPORT_TOO_LARGE_MESSAGE } from '../import/import-messages';
import { IMPORT_MAX_BYTES } from '../import/import-report.schema';
import type { DocumentType } from './file.enums';

/** The most an upload may weigh: 10 MB, checked in the browser and on the server. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const FILE_REQUIRED_MESSAGE = 'Please select a file';
export const DOCUMENT_FILE_REQUIRED_MESSAGE = 'Please select a file to upload';
export const FILE_AND_CLIENT_REQUIRED_MESSAGE = 'Please select a file and client';
export const FILE_TOO_LARGE_MESSAGE = 'File is too large. The maximum size is 10 MB';
export const DOCUMENT_TYPE_MESSAGE = 'Please choose a valid document type';

export const DEFAULT_DOCUMENT_TYPE: DocumentType = 'general';
export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  quote: 'Quote',
  invoice: 'Invoice',
  general: 'General',
};

/** Client documents and the files library accept these, by extension, with their MIME types. */
export const DOCUMENT_FILE_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  txt: 'text/plain',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
} as const satisfies Record<string, string>;

/** Expense receipts and invoices accept these. */
export const EXPENSE_FILE_TYPES = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
} as const satisfies Record<string, string>;

/** The business logo printed on invoices and quotes: an image, at most 1 MB. */
export const LOGO_FILE_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
} as const satisfies Record<string, string>;
export const MAX_LOGO_BYTES = 1024 * 1024;
export const LOGO_TOO_LARGE_MESSAGE = 'Logo is too large. The maximum size is 1 MB';
export const LOGO_REQUIRED_MESSAGE = 'Please select a logo image';

/**
 * document: a client's Documents tab; file: the files library; expense: an expense's file;
 * logo: the business profile's logo.
 */
export type UploadKind = 'document' | 'file' | 'expense' | 'logo' | 'import';

/** A CSV import: a spreadsheet saved as CSV, which some save as .txt. */
export const IMPORT_FILE_TYPES = {
  csv: 'text/csv',
  txt: 'text/plain',
} as const satisfies Record<string, string>;

export function acceptedFileTypes(kind: UploadKind): Readonly<Record<string, string>> {
  if (kind === 'logo') return LOGO_FILE_TYPES;
  if (kind === 'import') return IMPORT_FILE_TYPES;
  return kind === 'expense' ? EXPENSE_FILE_TYPES : DOCUMENT_FILE_TYPES;
}

/** The most an upload of `kind` may weigh. */
export function maxUploadBytes(kind: UploadKind): number {
  if (kind === 'import') return IMPORT_MAX_BYTES;
  return kind === 'logo' ? MAX_LOGO_BYTES : MAX_UPLOAD_BYTES;
}

/** The message when an upload of `kind` is over its limit. */
export function fileTooLargeMessage(kind: UploadKind): string {
  if (kind === 'import') return IMPORT_TOO_LARGE_MESSAGE;
  return kind === 'logo' ? LOGO_TOO_LARGE_MESSAGE : FILE_TOO_LARGE_MESSAGE;
}

/** For an <input type="file" accept>: '.pdf,.jpg,.jpeg,.png'. */
export function acceptAttribute(kind: UploadKind): string {
  return Object.keys(acceptedFileTypes(kind))
    .map((ext) => `.${ext}`)
    .join(',');
}

/** 'PDF, JPG, JPEG or PNG (max 10MB)': the hint under an upload field. */
export function acceptedTypesHint(kind: UploadKind): string {
  const names = Object.keys(acceptedFileTypes(kind)).map((ext) => ext.toUpperCase());
  const last = names.pop() ?? '';
  return `${names.join(', ')} or ${last} (max ${maxUploadBytes(kind) / (1024 * 1024)}MB)`;
}

/** The message when a file's type is refused. */
export function fileTypeNotAcceptedMessage(kind: UploadKind): string {
  if (kind === 'import') return IMPORT_NOT_CSV_MESSAGE;
  const names = Object.keys(acceptedFileTypes(kind)).map((ext) => ext.toUpperCase());
  return `File type not accepted. Please upload ${names.slice(0, -1).join(', ')} or ${names.at(-1) ?? ''}`;
}

/** The lower-case extension without the dot, or '' when there is none: 'Scan.PDF' -> 'pdf'. */
export function fileExtension(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot > 0 && dot < filename.length - 1 ? filename.slice(dot + 1).toLowerCase() : '';
}

/** The MIME type for an accepted file name, else 'application/octet-stream'. */
export function contentTypeFor(filename: string): string {
  const types: Readonly<Record<string, string>> = DOCUMENT_FILE_TYPES;
  const ext = fileExtension(filename);
  return Object.hasOwn(types, ext)
    ? (types[ext] ?? 'application/octet-stream')
    : 'application/octet-stream';
}

/** null when the file may be uploaded as `kind`; otherwise the message to show. */
export function isAcceptedFile(
  filename: string,
  sizeBytes: number,
  kind: UploadKind,
): string | null {
  if (!Object.hasOwn(acceptedFileTypes(kind), fileExtension(filename)))
    return fileTypeNotAcceptedMessage(kind);
  if (sizeBytes > maxUploadBytes(kind)) return fileTooLargeMessage(kind);
  return null;
}

/** The message for an upload with no file chosen, worded as each dialog words it. */
export function fileRequiredMessage(kind: UploadKind): string {
  if (kind === 'document') return DOCUMENT_FILE_REQUIRED_MESSAGE;
  if (kind === 'logo') return LOGO_REQUIRED_MESSAGE;
  return kind === 'file' ? FILE_AND_CLIENT_REQUIRED_MESSAGE : FILE_REQUIRED_MESSAGE;
}

/**
 * Checks an upload before it is sent (and again on the server): a file is chosen, the files
 * library also has a client, and the file's type and size are accepted.
 */
export function validateUpload(options: {
  file: { name: string; size: number } | null | undefined;
  kind: UploadKind;
  clientId?: string | null;
}): string | null {
  const { file, kind, clientId } = options;
  if (!file) return fileRequiredMessage(kind);
  if (kind === 'file' && !clientId?.trim()) return FILE_AND_CLIENT_REQUIRED_MESSAGE;
  return isAcceptedFile(file.name, file.size, kind);
}

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** Human-readable size, base 1024, rounded to two decimals: 1536 -> '1.5 KB'; null -> 'N/A'. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return 'N/A';
  if (bytes === 0) return '0 Bytes';
  const unit = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1);
  const value = Number((bytes / 1024 ** Math.max(unit, 0)).toFixed(2));
  return `${value} ${SIZE_UNITS[Math.max(unit, 0)]}`;
}

/** Size in KB with one decimal, as the Documents tab shows it: 12595 -> '12.3 KB'. */
export function formatSizeKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export type FileIconKind = 'pdf' | 'image' | 'document' | 'text' | 'other';

/** Which icon the files table shows for a content type. */
export function fileIconKind(contentType: string): FileIconKind {
  const type = contentType.toLowerCase();
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('image/')) return 'image';
  if (type === 'text/plain') return 'text';
  if (type.includes('word')) return 'document';
  return 'other';
}

/** The short type shown in tables: 'report.docx' -> 'DOCX'; no extension -> 'File'. */
export function fileTypeLabel(filename: string): string {
  return fileExtension(filename).toUpperCase() || 'File';
}

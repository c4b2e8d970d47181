/** 10 MB, the upload limit the spec states. */
export const DEFAULT_MAX_FILE_BYTES = 10 * 1024 * 1024;

const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** Human-readable size, base 1024, at most 2 decimals: 1536 -> '1.5 KB'. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  const value = Math.round((bytes / 1024 ** exponent) * 100) / 100;
  return `${value} ${UNITS[exponent]}`;
}

/**
 * Whether a file matches an accept list of extensions ('.pdf') and MIME types
 * ('image/png', 'image/*'). An empty list accepts everything.
 */
export function isAcceptedFile(
  file: Pick<File, 'name' | 'type'>,
  accept: readonly string[],
): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((raw) => {
    const token = raw.trim().toLowerCase();
    if (token.startsWith('.')) return name.endsWith(token);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

/** Upper-case extension names for messages: ['.pdf', '.docx'] -> 'PDF, DOCX'. */
export function describeAccept(accept: readonly string[]): string {
  return accept.map((token) => token.replace(/^\./, '').toUpperCase()).join(', ');
}

export type FileRules = { accept: readonly string[]; maxBytes: number };

/** The reason a file is refused, or null when it may be uploaded. */
export function validateFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
  { accept, maxBytes }: FileRules,
): string | null {
  if (!isAcceptedFile(file, accept))
    return `This file type is not accepted. Accepted types: ${describeAccept(accept)}.`;
  if (file.size > maxBytes)
    return `This file is too large (${formatFileSize(file.size)}). The maximum size is ${formatFileSize(maxBytes)}.`;
  return null;
}

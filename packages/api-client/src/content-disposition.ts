// RFC 6266 / RFC 5987: filename*=UTF-8''<percent-encoded> wins over a plain filename=.
const EXTENDED = /filename\*\s*=\s*([^;]+)/i;
const PLAIN = /(?:^|;)\s*filename\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/i;

function decodeExtended(value: string): string | null {
  const match = /^([\w!#$%&+^`{}~-]*)'[^']*'(.*)$/.exec(value.trim());
  if (!match) return null;
  const [, charset = '', encoded = ''] = match;
  try {
    if (charset.toLowerCase() === 'utf-8' || charset === '') return decodeURIComponent(encoded);
    // ISO-8859-1: every %XX is one code point.
    return encoded.replace(/%([0-9a-f]{2})/gi, (_m, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
  } catch {
    return null;
  }
}

function unquote(value: string): string {
  const trimmed = value.trim();
  if (trimmed.startsWith('"') && trimmed.endsWith('"') && trimmed.length >= 2) {
    return trimmed.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return trimmed;
}

// Only the last path segment: a name like '../../etc/passwd' must never steer where a file is saved.
function baseName(name: string): string {
  const last = name.split(/[/\\]/).pop() ?? '';
  return [...last]
    .filter((ch) => ch.charCodeAt(0) > 0x1f && ch.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
}

/**
 * The file name from a Content-Disposition header: filename*=UTF-8''... first, then a quoted or
 * bare filename=, else `fallback`. Path parts are stripped.
 */
export function filenameFromContentDisposition(
  header: string | null | undefined,
  fallback: string,
): string {
  if (!header) return fallback;
  const extended = EXTENDED.exec(header);
  if (extended?.[1]) {
    const decoded = decodeExtended(extended[1]);
    const name = decoded === null ? '' : baseName(decoded);
    if (name && name !== '.' && name !== '..') return name;
  }
  const plain = PLAIN.exec(header);
  if (plain?.[1]) {
    const name = baseName(unquote(plain[1]));
    if (name && name !== '.' && name !== '..') return name;
  }
  return fallback;
}

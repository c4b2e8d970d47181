import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { Middleware } from 'koa';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

async function servable(path: string): Promise<{ path: string; size: number } | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? { path, size: info.size } : null;
  } catch {
    return null;
  }
}

// The build writes a Brotli and a gzip copy next to each text file (apps/web
// precompress-assets.ts); the best one the browser accepts is sent as is.
const ENCODED_COPIES = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** Each coding's weight in an Accept-Encoding header (RFC 9110 12.5.3), as listed. */
function listedWeights(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (name === '') continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return weights;
}

/**
 * The precompressed copy of `file` to send: the coding the browser weighs highest, Brotli on a
 * tie (browsers list gzip first and weigh both 1), unless it weighs the file itself higher.
 */
async function encodedCopy(
  header: string,
  file: string,
): Promise<{ encoding: string; path: string; size: number } | null> {
  const listed = listedWeights(header);
  // Unlisted codings take the weight of '*', or none; the file itself is always acceptable.
  const weight = (coding: string) => listed.get(coding) ?? listed.get('*') ?? 0;
  const identity = listed.get('identity') ?? 0;
  const wanted = ENCODED_COPIES.filter(
    ({ encoding }) => weight(encoding) > 0 && weight(encoding) >= identity,
  ).sort((a, b) => weight(b.encoding) - weight(a.encoding));
  for (const { encoding, suffix } of wanted) {
    const copy = await servable(file + suffix);
    if (copy) return { encoding, ...copy };
  }
  return null;
}

/**
 * Serves the built web app: real files from `distDir`, and index.html for any other page path
 * so the client-side router can show it (including its own 404 page).
 */
export function serveWebApp(distDir: string): Middleware {
  const root = resolve(distDir);
  return async (ctx, next) => {
    if (
      (ctx.method !== 'GET' && ctx.method !== 'HEAD') ||
      ctx.path.startsWith('/api/') ||
      ctx.path === '/api'
    ) {
      return next();
    }
    let relative: string;
    try {
      relative = decodeURIComponent(ctx.path);
    } catch {
      return next();
    }
    const candidate = resolve(join(root, relative));
    const inside = candidate === root || candidate.startsWith(root + sep);
    const found = inside ? await servable(candidate) : null;
    // A missing asset (has an extension) is a real 404; a page path gets the app.
    if (!found && extname(relative) !== '') return next();
    const served = found ?? (await servable(join(root, 'index.html')));
    if (!served) return next();
    ctx.type = CONTENT_TYPES[extname(served.path)] ?? 'application/octet-stream';
    ctx.vary('Accept-Encoding');
    const encoded = await encodedCopy(ctx.get('Accept-Encoding'), served.path);
    if (encoded) ctx.set('Content-Encoding', encoded.encoding);
    const sent = encoded ?? served;
    ctx.length = sent.size;
    // Vite fingerprints everything under assets/; the HTML must always be fetched fresh.
    ctx.set(
      'Cache-Control',
      served.path.includes(`${sep}assets${sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    );
    if (ctx.method === 'HEAD') {
      ctx.status = 200;
      return;
    }
    ctx.body = createReadStream(sent.path);
  };
}

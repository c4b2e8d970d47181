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

/**
 * Serves the built web app: real files from `distDir`, and index.html for any other page path
 * so the client-side router can show it (including its own 404 page).
 */
export function serveWebApp(distDir: string): Middleware {
  const root = resolve(distDir);
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/') || ctx.path === '/api') {
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
    ctx.length = served.size;
    // Vite fingerprints everything under assets/; the HTML must always be fetched fresh.
    ctx.set('Cache-Control', served.path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (ctx.method === 'HEAD') {
      ctx.status = 200;
      return;
    }
    ctx.body = createReadStream(served.path);
  };
}

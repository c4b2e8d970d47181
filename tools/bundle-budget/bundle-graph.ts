import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// Reads the import graph of a Vite build from its output alone (no manifest needed): static
// imports are what a chunk needs before it runs, dynamic imports what it loads later.

const STATIC_IMPORT =
  /\b(?:import|export)\s*(?:[^'"`();]*?\bfrom\s*)?["'`](\.\/[^"'`]+?\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.\/[^"'`]+?\.js)["'`]\s*\)/g;
const ENTRY_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="\/?(?:assets\/)?([^"]+?\.js)"/g;

export type Chunk = {
  file: string;
  gzipBytes: number;
  staticImports: string[];
  dynamicImports: string[];
  source: string;
};

export type BundleGraph = { entries: string[]; chunks: Map<string, Chunk> };

function matches(pattern: RegExp, text: string): string[] {
  return [...text.matchAll(pattern)].map((match) => (match[1] as string).replace(/^\.\//, ''));
}

/** The build in `distDir` (index.html and assets/), every chunk reachable from the entry script. */
export function readBundle(distDir: string): BundleGraph {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entries = matches(ENTRY_SCRIPT, html);
  if (entries.length === 0)
    throw new Error(`No module script in ${join(distDir, 'index.html')}: is this a Vite build?`);
  const chunks = new Map<string, Chunk>();
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (chunks.has(file)) continue;
    const source = readFileSync(join(distDir, 'assets', file), 'utf8');
    const chunk = {
      file,
      gzipBytes: gzipSync(source).length,
      staticImports: matches(STATIC_IMPORT, source),
      dynamicImports: matches(DYNAMIC_IMPORT, source),
      source,
    };
    chunks.set(file, chunk);
    pending.push(...chunk.staticImports, ...chunk.dynamicImports);
  }
  return { entries, chunks };
}

/** The files that load with `roots`, following static imports only. */
export function staticClosure(graph: BundleGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...(graph.chunks.get(file)?.staticImports ?? []));
  }
  return seen;
}

export function gzipTotal(graph: BundleGraph, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += graph.chunks.get(file)?.gzipBytes ?? 0;
  return total;
}

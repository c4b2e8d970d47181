import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

// Text is worth compressing; images and fonts are compressed already.
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt)$/;
// Below this a compressed copy saves less than its headers cost.
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy next to every text file of the build, at the
 * best ratio, once. The API serves whichever the browser accepts (apps/api serve-web-app.ts), so
 * a first visit downloads about a third of the bytes and no request spends CPU compressing.
 */
export function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) return;
      const writes = Object.values(bundle).map(async (output) => {
        if (!COMPRESSIBLE.test(output.fileName)) return;
        const source =
          output.type === 'chunk' ? Buffer.from(output.code) : Buffer.from(output.source);
        if (source.length < MIN_BYTES) return;
        const path = join(outDir, output.fileName);
        const [br, gz] = await Promise.all([
          brotli(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
          gzipped(source, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      });
      await Promise.all(writes);
    },
  };
}

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { precompressAssets } from './precompress-assets';

const UNUSED_LOCALE = '\0react-aria-unused-locale';

/**
 * React Aria ships its messages in 34 languages and imports them all; the app is English only
 * (en-GB, falling back to React Aria's en-US strings), so every other language's file becomes an
 * empty module. React Aria drops empty entries and falls back to en-US (see
 * @internationalized/string's LocalizedStringDictionary). Saves about a third of every page's
 * React Aria code.
 */
function englishOnlyReactAriaStrings(): Plugin {
  const reactAriaFile =
    /[/\\](?:@react-aria|@react-stately|react-aria|react-aria-components|react-stately)[/\\]/;
  const localeFile = /(?:^|[/\\])([a-z]{2})-[A-Z]{2}\.m?js$/;
  return {
    name: 'english-only-react-aria-strings',
    enforce: 'pre',
    resolveId(source, importer) {
      const language = localeFile.exec(source)?.[1];
      if (!language || language === 'en' || !importer || !reactAriaFile.test(importer)) return null;
      return UNUSED_LOCALE;
    },
    load(id) {
      return id === UNUSED_LOCALE ? 'export default undefined;' : null;
    },
  };
}

const CONTRACT_FILE = /[/\\]packages[/\\]api-contract[/\\]src[/\\][^/\\]+\.contract\.ts$/;
// A route's summary: one string or template literal, or literals joined with +.
const LITERAL = String.raw`(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|\`(?:[^\`\\]|\\.)*\`)`;
const SUMMARY = new RegExp(String.raw`summary:\s*${LITERAL}(?:\s*\+\s*${LITERAL})*\s*,`, 'g');

/**
 * The contract's route summaries describe /api in the OpenAPI document, which the server builds;
 * the browser never shows them. Emptied in the web build, they save about 3 kB gzip on every
 * page. A summary this cannot read (not plain literals) stops the build rather than stay.
 */
function serverOnlyRouteSummaries(): Plugin {
  return {
    name: 'server-only-route-summaries',
    enforce: 'pre',
    transform(code, id) {
      if (!CONTRACT_FILE.test(id)) return null;
      const emptied = code.replace(SUMMARY, "summary: '',");
      // Response fields named summary (a schema, not a string) are left alone.
      const left = emptied.match(/summary:\s*(?!'',)['"`]/g);
      if (left) this.error(`${id}: a route summary is not plain string literals`);
      return { code: emptied, map: null };
    },
  };
}

// In development /api goes to the API server (npm run dev starts both); in production the API
// serves the built files itself, so one port carries everything.
export default defineConfig({
  plugins: [
    react(),
    englishOnlyReactAriaStrings(),
    serverOnlyRouteSummaries(),
    precompressAssets(),
  ],
  server: {
    proxy: {
      '/api': { target: process.env.CRM_API_URL ?? 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
  },
});

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * DejaVu Sans, embedded (subset) in every PDF so any name prints as typed: PDF's built-in
 * fonts stop at Latin-1, which turns Ł or Ș into "?" (uk-rules.md: what went wrong elsewhere).
 * Read once per process; each render subsets from these bytes.
 */
let fonts: { regular: Buffer; bold: Buffer } | undefined;

export function documentFonts(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

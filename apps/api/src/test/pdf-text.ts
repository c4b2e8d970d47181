import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import type { TestServer } from './test-server';
import { rawFetch } from './raw-fetch';

/** A PDF's text, page by page, as a reader selecting it would get it (pdf.js, as Firefox). */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const content = await (await pdf.getPage(number)).getTextContent();
      const items = content.items.filter((item): item is TextItem => 'str' in item);
      pages.push(items.map((item) => item.str + (item.hasEOL ? '\n' : ' ')).join(''));
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

/** GETs a PDF from the test server: its response and its bytes. */
export async function fetchPdf(
  server: TestServer,
  path: string,
): Promise<{ response: Response; bytes: Uint8Array }> {
  const response = await rawFetch(server, path);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** A real 1x1 PNG (the upload fixtures hold only signatures), for logos a PDF must embed. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

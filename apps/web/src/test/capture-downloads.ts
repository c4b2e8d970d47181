import { afterEach, beforeEach, vi } from 'vitest';

export type CapturedDownload = { filename: string; blob: Blob };

/**
 * jsdom cannot download: this records every file the app saves through a temporary link.
 * Call at the top of a test file; the returned list fills as files are saved.
 */
export function captureDownloads(): CapturedDownload[] {
  const downloads: CapturedDownload[] = [];
  const blobs = new Map<string, Blob>();
  let counter = 0;
  beforeEach(() => {
    // Some jsdom builds leave these out; give spyOn something to wrap.
    if (typeof URL.createObjectURL !== 'function')
      Object.assign(URL, { createObjectURL: () => '', revokeObjectURL: () => {} });
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = `blob:http://localhost/${counter++}`;
      blobs.set(url, blob as Blob);
      return url;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      const blob = blobs.get(this.href);
      if (blob) downloads.push({ filename: this.download, blob });
    });
  });
  afterEach(() => {
    downloads.length = 0;
    blobs.clear();
    vi.restoreAllMocks();
  });
  return downloads;
}

import { filenameFromContentDisposition } from '@crm/api-client';

/** Opens an export or stored file in a new tab; the server's Content-Disposition names it. */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener');
}

/** Saves a blob as a file through a temporary link. */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Saves a fetched download under the name from its Content-Disposition header. */
export async function saveResponse(response: Response, fallbackName: string): Promise<string> {
  const filename = filenameFromContentDisposition(
    response.headers.get('content-disposition'),
    fallbackName,
  );
  saveBlob(await response.blob(), filename);
  return filename;
}

import { MAX_LOGO_BYTES } from '@crm/domain';
import { StoredFileMissingError, type FileStorage } from '../../storage';
import type { BusinessProfileRow } from './business.repository';

/** The logo's bytes for a document, or null when there is none or its bytes are gone. */
export async function readLogo(
  storage: Pick<FileStorage, 'get'>,
  row: Pick<BusinessProfileRow, 'logo_storage_key'> | undefined,
): Promise<Buffer | null> {
  if (!row?.logo_storage_key) return null;
  try {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of await storage.get(row.logo_storage_key)) {
      size += (chunk as Buffer).length;
      // Uploads are capped at 1 MB; anything larger here is not the logo we stored.
      if (size > MAX_LOGO_BYTES) return null;
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof StoredFileMissingError) return null;
    throw error;
  }
}

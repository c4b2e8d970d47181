import { vatNumberProblem } from '@crm/domain';
import type { BusinessProfile, BusinessProfileUpdate } from '@crm/domain';
import { ValidationError } from '../../middlewares/http-errors';
import type { Knex } from '@crm/db';
import { removeStoredBytes, type FileStorage, type StoredBytesRemoval } from '../../storage';
import { withStoredUpload, type StagedUpload } from '../../uploads';
import { presentBusinessProfile } from './business.presenter';
import {
  lockBusinessProfile,
  NO_LOGO,
  profileColumns,
  updateBusinessProfileRow,
} from './business.repository';

export type BusinessCommandContext = { now: Date };

/** Saves the whole profile (the logo stays); returns it as the API shows it. */
export async function updateBusinessProfile(
  db: Knex,
  input: BusinessProfileUpdate,
  { now }: BusinessCommandContext,
): Promise<BusinessProfile> {
  return db.transaction(async (trx) => {
    const row = await lockBusinessProfile(trx);
    // The number is Settings › VAT's too: a registered business keeps one on its invoices.
    const problem = vatNumberProblem(row.vat_registered, input.vatNumber);
    if (problem) throw new ValidationError([problem]);
    const saved = await updateBusinessProfileRow(trx, row.id, {
      ...profileColumns(input),
      updated_at: now,
    });
    return presentBusinessProfile(saved);
  });
}

export type LogoDeps = StoredBytesRemoval & { storage: FileStorage };

/**
 * Stores a checked image as the logo. The new bytes are stored first (and removed if the row
 * fails); the old logo's bytes are removed only after the row points at the new ones.
 */
export async function replaceLogo(
  db: Knex,
  upload: StagedUpload,
  deps: LogoDeps,
  { now }: BusinessCommandContext,
): Promise<BusinessProfile> {
  const { profile, replacedKey } = await withStoredUpload(
    deps.storage,
    upload,
    (storageKey, beforeCommit) =>
      db.transaction(async (trx) => {
        const row = await lockBusinessProfile(trx);
        const saved = await updateBusinessProfileRow(trx, row.id, {
          logo_storage_key: storageKey,
          logo_content_type: upload.contentType,
          logo_size_bytes: upload.sizeBytes,
          logo_updated_at: now,
          updated_at: now,
        });
        beforeCommit();
        return { profile: presentBusinessProfile(saved), replacedKey: row.logo_storage_key };
      }),
  );
  if (replacedKey) await removeStoredBytes(deps, replacedKey);
  return profile;
}

/** Removes the logo, then its bytes; the profile is answered either way. */
export async function removeLogo(
  db: Knex,
  deps: StoredBytesRemoval,
  { now }: BusinessCommandContext,
): Promise<BusinessProfile> {
  const { profile, removedKey } = await db.transaction(async (trx) => {
    const row = await lockBusinessProfile(trx);
    const saved = row.logo_storage_key
      ? await updateBusinessProfileRow(trx, row.id, { ...NO_LOGO, updated_at: now })
      : row;
    return { profile: presentBusinessProfile(saved), removedKey: row.logo_storage_key };
  });
  if (removedKey) await removeStoredBytes(deps, removedKey);
  return profile;
}

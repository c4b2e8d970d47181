import { API_TOKEN_NOT_FOUND_MESSAGE } from '@crm/domain';
import type { Knex } from '@crm/db';
import { hashToken, newRandomToken } from '@crm/secrets';
import { NotFoundError } from '../../middlewares/http-errors';
import { changeCredentials, type CredentialMemory } from '../../security/credential-changes';
import {
  deleteApiToken,
  insertApiToken,
  type ApiTokenRow,
} from '../../security/api-token.repository';

// Prefixed so a leaked token is recognisable (secret scanners, logs); 256 random bits follow.
export const API_TOKEN_PREFIX = 'crm_';

/** A new token for the user: stored only as its hash, so `token` is the one chance to see it. */
export async function createApiToken(
  db: Knex,
  userId: string,
  name: string,
  options: { now: Date },
): Promise<{ row: ApiTokenRow; token: string }> {
  const token = newRandomToken(API_TOKEN_PREFIX);
  const row = await insertApiToken(db, {
    userId,
    name,
    tokenHash: hashToken(token),
    now: options.now,
  });
  return { row, token };
}

/**
 * Revokes one of the user's tokens in every API process (remembered sign-ins are told in the same
 * transaction); 404 when the user has no such token.
 */
export async function revokeApiToken(
  db: Knex,
  userId: string,
  id: string,
  credentials?: CredentialMemory,
): Promise<void> {
  let revoked = false;
  await changeCredentials(db, credentials, async (trx) => {
    revoked = await deleteApiToken(trx, userId, id);
    return revoked ? [userId] : [];
  });
  if (!revoked) throw new NotFoundError(API_TOKEN_NOT_FOUND_MESSAGE);
}

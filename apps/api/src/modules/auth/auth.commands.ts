import { CURRENT_PASSWORD_INCORRECT_MESSAGE, INVALID_CREDENTIALS_MESSAGE } from '@crm/domain';
import type { Login } from '@crm/domain';
import type { Knex } from '@crm/db';
import { hashPassword, needsRehash, verifyPassword } from '@crm/secrets';
import { UnauthorizedError, ValidationError } from '../../middlewares/http-errors';
import type { AuthState } from '../../security/authenticate';
import { changeCredentials, type CredentialMemory } from '../../security/credential-changes';
import { deleteOtherSessions, deleteSession } from '../../security/session.repository';
import {
  deleteStaleSignInAttempts,
  forgiveSignInAttempt,
  type ThrottleBucket,
} from '../../security/sign-in-throttle';
import { findUserByEmail, updatePasswordHash, type UserRow } from '../../security/user.repository';

/** The throttle counters this attempt was taken from; a correct password gives it back. */
export type SignInAttempt = { buckets: readonly ThrottleBucket[] };

/**
 * The user whose email and password these are; 401 otherwise. Housekeeping on success: counters
 * whose window ended long ago go, and a hash made with outdated settings is made again.
 */
export async function signIn(
  db: Knex,
  login: Login,
  options: SignInAttempt & { now: Date; windowMinutes: number; credentials?: CredentialMemory },
): Promise<UserRow> {
  const user = await findUserByEmail(db, login.email);
  // Same answer, and the same argon2 cost, whether the email or the password is wrong.
  if (!(await verifyPassword(user?.password_hash, login.password)) || !user) {
    throw new UnauthorizedError(INVALID_CREDENTIALS_MESSAGE);
  }
  await forgiveSignInAttempt(db, options.buckets);
  await deleteStaleSignInAttempts(
    db,
    new Date(options.now.getTime() - 2 * options.windowMinutes * 60_000),
  );
  if (user.password_hash && needsRehash(user.password_hash)) {
    const passwordHash = await hashPassword(login.password);
    // The account row changed: remembered sign-ins carry it, so they are told.
    await changeCredentials(db, options.credentials, async (trx) => {
      await updatePasswordHash(trx, user.id, passwordHash);
      return [user.id];
    });
  }
  return user;
}

/**
 * Ends the caller's session, if it came with one (an API token has none to end), in every API
 * process: remembered sign-ins are told in the same transaction.
 */
export async function signOut(
  db: Knex,
  auth: AuthState,
  credentials?: CredentialMemory,
): Promise<void> {
  if (auth.via !== 'session') return;
  const { sessionId } = auth;
  await changeCredentials(db, credentials, async (trx) => {
    await deleteSession(trx, sessionId);
    return [auth.user.id];
  });
}

/**
 * Sets a new password once the current one is confirmed (400 on currentPassword otherwise) and
 * signs out every other session of the user, so a stolen one stops working.
 */
export async function changePassword(
  db: Knex,
  auth: AuthState,
  passwords: { currentPassword: string; newPassword: string },
  attempt: SignInAttempt,
  credentials?: CredentialMemory,
): Promise<void> {
  if (!(await verifyPassword(auth.user.password_hash, passwords.currentPassword))) {
    throw new ValidationError([
      { path: 'currentPassword', message: CURRENT_PASSWORD_INCORRECT_MESSAGE },
    ]);
  }
  await forgiveSignInAttempt(db, attempt.buckets);
  const passwordHash = await hashPassword(passwords.newPassword);
  await changeCredentials(db, credentials, async (trx) => {
    await updatePasswordHash(trx, auth.user.id, passwordHash);
    await deleteOtherSessions(trx, auth.user.id, auth.via === 'session' ? auth.sessionId : null);
    return [auth.user.id];
  });
}

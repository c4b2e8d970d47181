import { SETUP_DONE_MESSAGE, usernameFromEmail } from '@crm/domain';
import type { AccountSetup } from '@crm/domain';
import type { Knex } from '@crm/db';
import { ConflictError } from '../../middlewares/http-errors';
import { hashPassword } from '@crm/secrets';
import { countUsers, insertUser, type UserRow } from '../../security/user.repository';

/**
 * Creates the first account (the owner), only while no user exists: the table is locked for the
 * check and the insert, so two first-run requests at once cannot both succeed (409 for the other).
 */
export async function createOwner(db: Knex, account: AccountSetup): Promise<UserRow> {
  const passwordHash = await hashPassword(account.password);
  return db.transaction(async (trx) => {
    await trx.raw('lock table users in share row exclusive mode');
    if ((await countUsers(trx)) > 0) throw new ConflictError(SETUP_DONE_MESSAGE);
    return insertUser(trx, {
      email: account.email,
      username: usernameFromEmail(account.email),
      firstName: account.firstName,
      lastName: account.lastName,
      passwordHash,
    });
  });
}

/** At start: with no user yet and CRM_ADMIN_EMAIL/CRM_ADMIN_PASSWORD set, creates the owner. */
export async function ensureOwner(
  db: Knex,
  admin: { email: string; password: string } | null,
): Promise<UserRow | null> {
  if (!admin || (await countUsers(db)) > 0) return null;
  try {
    return await createOwner(db, {
      email: admin.email,
      password: admin.password,
      firstName: null,
      lastName: null,
    });
  } catch (error) {
    if (error instanceof ConflictError) return null; // another process made it first
    throw error;
  }
}

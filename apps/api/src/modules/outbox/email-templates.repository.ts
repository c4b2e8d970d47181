import { storedEmailTemplates, type EmailTemplate, type EmailTemplateKind } from '@crm/domain';
import type { Knex } from '@crm/db';
import { findFirstUser } from '../../security/user.repository';
import { readSetting } from '../settings/settings.repository';

type Db = Knex | Knex.Transaction;

/** The key Settings › Email Templates is saved under. */
export const EMAIL_TEMPLATES_KEY = 'email-templates';

/** A user's templates, with the default for each kind never saved. */
export async function readEmailTemplates(
  db: Db,
  userId: string,
): Promise<Record<EmailTemplateKind, EmailTemplate>> {
  return storedEmailTemplates(await readSetting(db, userId, EMAIL_TEMPLATES_KEY));
}

/** The owner's templates: what every message the product makes is worded with. */
export async function ownerEmailTemplates(
  db: Db,
): Promise<Record<EmailTemplateKind, EmailTemplate>> {
  const owner = await findFirstUser(db);
  return owner ? readEmailTemplates(db, owner.id) : storedEmailTemplates(undefined);
}

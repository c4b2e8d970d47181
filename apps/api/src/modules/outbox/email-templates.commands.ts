import { updatedEmailTemplates } from '@crm/domain';
import type { EmailTemplate, EmailTemplatesUpdate, EmailTemplateKind } from '@crm/domain';
import type { Knex } from '@crm/db';
import { readSetting, writeSetting } from '../settings/settings.repository';
import { EMAIL_TEMPLATES_KEY, readEmailTemplates } from './email-templates.repository';

/** Saves the kinds sent (null: back to the default); answers every kind as now in force. */
export async function saveEmailTemplates(
  db: Knex,
  userId: string,
  update: EmailTemplatesUpdate,
  { now }: { now: Date },
): Promise<Record<EmailTemplateKind, EmailTemplate>> {
  return db.transaction(async (trx) => {
    const saved = await readSetting(trx, userId, EMAIL_TEMPLATES_KEY);
    await writeSetting(trx, userId, EMAIL_TEMPLATES_KEY, updatedEmailTemplates(saved, update), now);
    return readEmailTemplates(trx, userId);
  });
}

import type { Knex } from '@crm/db';
import { createSecretBox, type Keyring } from '@crm/secrets';
import { SECRET_COLUMNS } from './secret-columns';

export type ReencryptResult = {
  /** Values moved to the current key. */
  reencrypted: number;
  /** Values already under the current key, left as they were. */
  unchanged: number;
};

const BATCH = 500;

/**
 * Re-encrypts every stored secret under the keyring's current key, in one transaction: a value
 * that cannot be decrypted (unknown key, tampered) stops it and nothing changes.
 */
export async function reencryptAllSecrets(db: Knex, keyring: Keyring): Promise<ReencryptResult> {
  const box = createSecretBox(keyring);
  const result: ReencryptResult = { reencrypted: 0, unchanged: 0 };
  await db.transaction(async (trx) => {
    for (const { table, column } of SECRET_COLUMNS) {
      let after: string | null = null;
      for (;;) {
        // Keyset pages by id, so a large table never sits in memory at once.
        const page = trx(table)
          .select('id', `${column} as value`)
          .whereNotNull(column)
          .orderBy('id')
          .limit(BATCH);
        if (after !== null) page.where('id', '>', after);
        const rows: { id: string; value: string }[] = await page;
        for (const row of rows) {
          if (box.isCurrent(row.value)) {
            box.decrypt(row.value); // still proves it is intact
            result.unchanged += 1;
            continue;
          }
          await trx(table)
            .where({ id: row.id })
            .update({ [column]: box.encrypt(box.decrypt(row.value)) });
          result.reencrypted += 1;
        }
        const last = rows.at(-1);
        if (!last || rows.length < BATCH) break;
        after = last.id;
      }
    }
  });
  return result;
}

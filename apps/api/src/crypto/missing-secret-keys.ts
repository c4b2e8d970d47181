import type { SecretBox } from '@crm/secrets';
import { SECRET_COLUMNS } from './secret-columns';

/**
 * Collects the ids of keys that stored secrets in rows about to be written need and `secrets`
 * does not hold, table by table, so a restore can refuse before it writes. Values not in the
 * SecretBox format are left to the presenter (shown as unreadable), not counted here.
 */
export class MissingSecretKeys {
  private readonly missing = new Set<string>();

  constructor(private readonly secrets: SecretBox) {}

  check(table: string, rows: readonly Record<string, unknown>[]): void {
    for (const secret of SECRET_COLUMNS) {
      if (secret.table !== table) continue;
      for (const row of rows) {
        const value = row[secret.column];
        if (typeof value !== 'string') continue;
        const keyId = this.secrets.keyIdOf(value);
        if (keyId !== null && !this.secrets.hasKey(keyId)) this.missing.add(keyId);
      }
    }
  }

  get keyIds(): string[] {
    return [...this.missing].sort();
  }
}

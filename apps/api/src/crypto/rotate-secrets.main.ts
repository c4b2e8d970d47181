// `npm run rotate-secrets [-- --new-key]` (from apps/api): re-encrypts every stored secret under
// the newest key. With the key file, --new-key first adds a fresh key at its top. With
// CRM_SECRET_KEY/CRM_SECRET_KEYS, put the new key first yourself and keep the old one listed
// until this has run. With the embedded database, stop the server first (one process at a time).
import { createDb, migrateLatest } from '@crm/db';
import { ConfigError, loadConfig } from '../config';
import { addKeyToFile, loadKeyring } from '@crm/secrets';
import { reencryptAllSecrets } from './reencrypt-secrets';

async function main(): Promise<void> {
  // npm runs scripts in apps/api; relative paths (CRM_DATA_DIR=./data) mean where npm was invoked.
  if (process.env['INIT_CWD']) process.chdir(process.env['INIT_CWD']);
  const config = loadConfig();
  const loaded = loadKeyring({ envKeys: config.auth.secretKeys, dataDir: config.dataDir });
  let keyring = loaded.keyring;
  if (process.argv.includes('--new-key')) {
    if (!loaded.file)
      throw new Error(
        '--new-key adds to the key file; with CRM_SECRET_KEY(S) set, list the new key first instead.',
      );
    keyring = addKeyToFile(loaded.file);
    console.log(`Added key ${keyring.current.id} at the top of ${loaded.file}.`);
  }
  const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateLatest(db.knex);
    const result = await reencryptAllSecrets(db.knex, keyring);
    console.log(
      `Secrets now under key ${keyring.current.id}: ${result.reencrypted} re-encrypted, ${result.unchanged} already current.`,
    );
    const older = [...keyring.byId.keys()].filter((id) => id !== keyring.current.id);
    if (older.length > 0)
      console.log(
        `Older keys (${older.join(', ')}) are no longer needed by the database; keep them with old backups.`,
      );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError
      ? error.message
      : `Rotation failed, nothing was changed: ${(error as Error).message}`,
  );
  process.exit(1);
});

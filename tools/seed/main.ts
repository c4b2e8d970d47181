// `npm run seed -- --clients 100000 --invoices 1000000 --seed 42`: fills the database with
// generated UK agency data. See SEED_USAGE for every option.
import { createDb } from '@crm/db';
// Nx forbids importing an app; the seed must hash and encrypt exactly as the server does.
import { createSecretBox, loadKeyring } from '@crm/secrets';
import { runSeed, SeedError } from './seed';
import { parseSeedArgs, SEED_USAGE, SeedUsageError } from './seed-options';

function secretKeysFromEnv(env: Record<string, string | undefined>): string[] {
  return [env['CRM_SECRET_KEY'], ...(env['CRM_SECRET_KEYS']?.split(',') ?? [])]
    .map((key) => key?.trim().toLowerCase())
    .filter((key): key is string => Boolean(key));
}

async function main(): Promise<void> {
  const command = parseSeedArgs(process.argv.slice(2));
  if (command.help) {
    console.log(SEED_USAGE);
    return;
  }
  // The server's own keys (CRM_SECRET_KEY, or the key file in the data folder), so it can open the passwords.
  const keys = loadKeyring({ envKeys: secretKeysFromEnv(process.env), dataDir: command.dataDir });
  if (keys.created) console.log(`Created a key for stored secrets in ${keys.file}`);
  const box = createSecretBox(keys.keyring);
  const db = createDb({ databaseUrl: command.databaseUrl, dataDir: command.dataDir });
  const where = command.databaseUrl
    ? `PostgreSQL ${new URL(command.databaseUrl).pathname.slice(1) || ''}`.trim()
    : `PGlite in ${command.dataDir}`;
  const { counts } = command;
  console.log(
    `Seeding ${where} with seed ${command.seed} around ${command.today}: ${counts.clients} clients, ${counts.invoices} invoices x ${counts.lineItemsPerInvoice} lines, ` +
      `${counts.projects} projects, ${counts.domains} domains, ${counts.tasks} tasks, ${counts.expenses} expenses, ${counts.documents} files`,
  );
  try {
    await db.ready();
    await runSeed(db.knex, { ...command, seal: box.encrypt });
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof SeedUsageError) {
    console.error(`${error.message}\n\n${SEED_USAGE}`);
  } else if (error instanceof SeedError) {
    console.error(error.message);
  } else {
    console.error('The seed failed:', error);
  }
  process.exit(1);
});

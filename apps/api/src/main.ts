import { createDb, migrateLatest } from '@crm/db';
import { pino } from 'pino';
import { createApp } from './app';
import { ConfigError, DEFAULT_ORPHAN_SWEEP, DEFAULT_SCHEDULER, loadConfig } from './config';
import { createSecretBox, loadKeyring } from '@crm/secrets';
import { ensureOwner } from './modules/auth/owner-account';
import { startOrphanSweep } from './modules/files/orphan-sweep';
import { startOutboxDelivery } from './modules/outbox/outbox-worker';
import { startScheduler } from './modules/scheduler/scheduler';
import { createMailSource } from './modules/mail-server/mail-source';
import { scheduledJobs } from './scheduled-jobs';
import { NO_MAIL } from './config/mail-config';
import { startCredentialMemory } from './security/credential-listener';
import { LOG_REDACTION } from './security/log-redaction';
import { findFirstUser } from './security/user.repository';
import { createStorage } from './storage';
import { clearStaleUploads, uploadTmpDir } from './uploads';

async function start(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  // Asynchronous: lines written while a write is in flight go out together, so a busy server
  // does not pay a system call per request line. Flushed before the process exits.
  const logDestination = pino.destination({ dest: 1, sync: false });
  const logger = pino({ level: config.logLevel, redact: LOG_REDACTION }, logDestination);
  // Before the database: a bad key stops the start before anything is opened.
  const keys = loadKeyring({ envKeys: config.auth.secretKeys, dataDir: config.dataDir });
  if (keys.created)
    logger.warn(
      { file: keys.file },
      'created a new key for stored secrets: back this file up with your data',
    );
  const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await db.ready();
  const applied = await migrateLatest(db.knex);
  logger.info({ database: db.kind, migrations: applied.length }, 'database ready');

  const owner = await ensureOwner(db.knex, config.auth.admin);
  if (owner) logger.info({ email: owner.email }, 'created the owner account from CRM_ADMIN_EMAIL');
  const firstUser = await findFirstUser(db.knex);

  // Uploads a stopped process was receiving when it died; recent ones may be another process's.
  const staleUploads = await clearStaleUploads(uploadTmpDir(config.dataDir), new Date());
  if (staleUploads > 0)
    logger.info({ files: staleUploads }, 'removed upload temp files left from before');
  const storage = createStorage(config.storage);
  logger.info(
    config.storage.kind === 's3'
      ? { storage: 's3', bucket: config.storage.bucket, endpoint: config.storage.endpoint ?? 'aws' }
      : { storage: 'local', dir: config.storage.dir },
    'file storage ready',
  );
  // Bytes no row points at (a crash mid-upload, a failed clean-up): at start, then on a schedule.
  const orphanSweep = startOrphanSweep({
    db: db.knex,
    storage,
    log: logger,
    clock: () => new Date(),
    config: config.orphanSweep ?? DEFAULT_ORPHAN_SWEEP,
  });
  const secrets = createSecretBox(keys.keyring);
  // CRM_SMTP_URL, else the mail server saved in Settings › Email, asked at each send.
  const mail = createMailSource({ env: config.mail ?? NO_MAIL, db: db.knex, secrets });
  // Email the outbox could not send at once (a refused try, a process that stopped mid-send).
  const outboxDelivery = startOutboxDelivery({
    db: db.knex,
    mail,
    log: logger,
    clock: () => new Date(),
  });
  // Recurring and renewal invoices, reminders to clients and alerts to the owner, from the send
  // hour, London time.
  const schedulerConfig = config.scheduler ?? DEFAULT_SCHEDULER;
  // What every scheduled job is given: the database, the mail server, the owner's hours.
  const jobDeps = {
    db: db.knex,
    mail,
    defaultSendHour: schedulerConfig.sendHour,
    quietFromHour: schedulerConfig.quietFromHour,
    log: logger,
    clock: () => new Date(),
  };
  const scheduler = startScheduler({
    jobs: scheduledJobs({ ...jobDeps, storage }),
    intervalMs: schedulerConfig.intervalMs,
    log: logger,
    clock: () => new Date(),
  });
  const { kind, knex } = db;
  const { databaseUrl } = config;
  const credentials = await startCredentialMemory({ kind, databaseUrl, logger });
  const clock = () => new Date();
  const deps = {
    db: knex,
    dbKind: kind,
    config,
    storage,
    logger,
    clock,
    secrets,
    credentials,
    mail,
  };
  const app = createApp(deps);
  const server = app.listen(config.port, config.host, () => {
    const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
    const address = `http://${shownHost}:${config.port}`;
    logger.info({ webApp: config.webDistDir !== null }, `CRM listening on ${address}`);
    // Plain console lines: the first thing a person starting the server needs to read.
    if (firstUser) console.log(`Open ${address} and sign in as ${firstUser.email}`);
    else console.log(`Open ${address} to create your account`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    server.close(() => {
      const exit = (code: number) => {
        logDestination.flushSync();
        process.exit(code);
      };
      // A sweep round in progress finishes first: it uses the storage and the database.
      void Promise.all([orphanSweep.stop(), outboxDelivery.stop(), scheduler.stop()])
        .then(() => {
          mail.close();
          storage.close();
          return Promise.all([credentials.close(), db.close()]);
        })
        .then(
          () => exit(0),
          () => exit(1),
        );
    });
    server.closeIdleConnections();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

start().catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});

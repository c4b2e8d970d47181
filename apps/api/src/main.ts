import { join } from 'node:path';
import { createDb, migrateLatest } from '@crm/db';
import { pino } from 'pino';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createLocalStorage } from './storage';

async function start(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const logger = pino({ level: config.logLevel });
  const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await db.ready();
  const applied = await migrateLatest(db.knex);
  logger.info({ database: db.kind, migrations: applied.length }, 'database ready');

  const storage = createLocalStorage(join(config.dataDir, 'files'));
  const app = createApp({ db: db.knex, dbKind: db.kind, config, storage, logger, clock: () => new Date() });
  const server = app.listen(config.port, config.host, () => {
    const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
    logger.info({ webApp: config.webDistDir !== null }, `CRM listening on http://${shownHost}:${config.port}`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    server.close(() => {
      db.close().then(
        () => process.exit(0),
        () => process.exit(1),
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

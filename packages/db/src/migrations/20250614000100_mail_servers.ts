import type { Knex } from 'knex';
import { MAIL_SECURITY_MODES } from '@crm/domain';
import { checkIn, idColumn, timestampColumns } from './columns';
import type { Migration } from './migration.types';

// Settings › Email: the mail server when CRM_SMTP_URL is not set. One row at most (slot 1).
// The password is a SecretBox value, like domain credentials, re-encrypted by key rotation.
// Not part of backups: a restore on another machine must not start sending from this one's
// account, and its keys could not open the password anyway.
async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mail_servers', (table) => {
    idColumn(knex, table);
    table.smallint('slot').notNullable().defaultTo(1).unique();
    table.text('host').notNullable();
    table.integer('port').notNullable();
    table.text('security').notNullable();
    table.text('username');
    table.text('password');
    table.text('from_address');
    timestampColumns(knex, table);
    table.check('slot = 1', [], 'mail_servers_one_row');
    table.check('port between 1 and 65535', [], 'mail_servers_port_check');
    table.check(checkIn('security', MAIL_SECURITY_MODES), [], 'mail_servers_security_check');
  });
}

async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('mail_servers');
}

export const mailServers: Migration = { name: '20250614000100_mail_servers', up, down };

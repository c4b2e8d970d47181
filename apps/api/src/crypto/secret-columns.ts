/** Every column that holds a SecretBox value. A new secret column is added here, so rotation covers it. */
export const SECRET_COLUMNS = [
  { table: 'domain_credentials', column: 'password' },
  { table: 'mail_servers', column: 'password' },
] as const;

export type SecretColumn = (typeof SECRET_COLUMNS)[number];

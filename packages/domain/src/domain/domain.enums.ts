/** Value lists written once, here: the schemas (z.enum) and the rules read them. */
/** Months between renewals: '1', '6' or '12' (default). */
export const RENEWAL_PERIODS = ['1', '6', '12'] as const;
export type RenewalPeriod = (typeof RENEWAL_PERIODS)[number];

/** admin (default), hosting, email, ftp, database, other. */
export const CREDENTIAL_TYPES = ['admin', 'hosting', 'email', 'ftp', 'database', 'other'] as const;
export type CredentialType = (typeof CREDENTIAL_TYPES)[number];

/** What renews: a domain's registration, its email and its hosting, each on its own date. */
export const RENEWAL_KINDS = ['domain', 'email', 'hosting'] as const;
export type RenewalKind = (typeof RENEWAL_KINDS)[number];

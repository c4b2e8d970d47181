// Every text the API answers a user with, in one place: the API and the MSW mocks both import
// these, so a screen tested against the mocks shows what it shows in production.

export const CLIENT_NOT_FOUND_MESSAGE = 'Client not found';
export const PROJECT_NOT_FOUND_MESSAGE = 'Project not found';
export const TASK_NOT_FOUND_MESSAGE = 'Task not found';
export const INVOICE_NOT_FOUND_MESSAGE = 'Invoice not found';
export const DOMAIN_NOT_FOUND_MESSAGE = 'Domain not found';
export const FILE_NOT_FOUND_MESSAGE = 'File not found';
export const EXPENSE_NOT_FOUND_MESSAGE = 'Expense not found';
export const RECURRING_INVOICE_NOT_FOUND_MESSAGE = 'Recurring invoice not found';
export const LOGO_NOT_FOUND_MESSAGE = 'No logo has been uploaded';
export const API_TOKEN_NOT_FOUND_MESSAGE = 'API token not found';

/** The records a project may be attached to; each must belong to the same client as the project. */
export type ProjectOwnerKind = 'invoice' | 'task' | 'file';
/** "Project must belong to the invoice's client". */
export const projectOfOtherClientMessage = (owner: ProjectOwnerKind) =>
  `Project must belong to the ${owner}'s client`;
export const invoiceNumberTakenMessage = (invoiceNumber: string) =>
  `Invoice number ${invoiceNumber} is already in use`;

export const NOT_SIGNED_IN_MESSAGE = 'Not signed in';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const CURRENT_PASSWORD_INCORRECT_MESSAGE = 'Current password is incorrect';
export const LOGGED_OUT_MESSAGE = 'Logged out successfully';
export const PASSWORD_CHANGED_MESSAGE = 'Password changed successfully';
export const SETUP_DONE_MESSAGE = 'An account already exists. Sign in instead.';
/** Where signing out sends the browser: not a text, but an answer the API and the mocks must agree on. */
export const SIGN_IN_PAGE = '/login';

export const EMPTY_FILE_MESSAGE = 'The file is empty';
export const RESTORE_COMPLETED_MESSAGE = 'Restore completed';
export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

/**
 * A restore refused because the backup's stored credentials were encrypted with keys this
 * server does not have: names the keys by their id (never the key) and how to add them.
 */
export const restoreKeysMissingMessage = (keyIds: readonly string[]) =>
  `This backup holds credentials encrypted with ${keyIds.length === 1 ? 'key' : 'keys'} ` +
  `${keyIds.join(', ')}, which this server does not have. ` +
  `Add ${keyIds.length === 1 ? 'that key' : 'those keys'} (64 hex characters) to ` +
  'CRM_SECRET_KEYS after the key in use, or as a further line of the key file ' +
  'secret-keys in CRM_DATA_DIR, restart the server and restore again. Nothing was changed.';
/** Shown for a stored credential whose password cannot be decrypted with this server's keys. */
export const UNREADABLE_CREDENTIAL_MESSAGE =
  'Unreadable: restore the key it was saved with, or type a new password';
/** The answer (409) to a restore sent while another is still running. */
export const RESTORE_RUNNING_MESSAGE = 'A restore is already running';
/**
 * Why the database refused a restore's rows, by PostgreSQL error class, in words of our own:
 * the database's text names constraints and tables, and never reaches a response.
 */
export const RESTORE_DATA_ERROR_MESSAGES = {
  foreignKey:
    'The backup could not be restored: a row refers to a record that is not in the backup',
  unique: 'The backup could not be restored: two rows have the same id or unique value',
  notNull: 'The backup could not be restored: a row lacks a value the database requires',
  other: 'The backup could not be restored: a value does not fit its column or a database rule',
} as const;

// The API's own texts, so screens tested against the mocks show what they show in production.
export const CLIENT_NOT_FOUND = 'Client not found';
export const PROJECT_NOT_FOUND = 'Project not found';
export const TASK_NOT_FOUND = 'Task not found';
export const INVOICE_NOT_FOUND = 'Invoice not found';
export const DOMAIN_NOT_FOUND = 'Domain not found';
export const FILE_NOT_FOUND = 'File not found';
export const EXPENSE_NOT_FOUND = 'Expense not found';
export const API_TOKEN_NOT_FOUND = 'API token not found';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';
export const LOGGED_OUT = 'Logged out successfully';
export const PASSWORD_CHANGED = 'Password changed successfully';
export const SETUP_DONE = 'An account already exists. Sign in instead.';
export const SIGN_IN_PAGE = '/login';

/** "Project must belong to the invoice's client". */
export const projectOfOtherClient = (owner: 'invoice' | 'task' | 'file') => `Project must belong to the ${owner}'s client`;
export const invoiceNumberTaken = (invoiceNumber: string) => `Invoice number ${invoiceNumber} is already in use`;

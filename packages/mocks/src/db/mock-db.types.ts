import type { ApiToken } from '@crm/api-contract';
import type {
  Activity,
  BusinessProfile,
  Client,
  CurrentUser,
  Domain,
  Expense,
  FileRecord,
  Invoice,
  MailServer,
  NotificationPreferences,
  OutboxMessage,
  Project,
  RecurringInvoice,
  ReferenceRate,
  ReminderSettings,
  Task,
  VatSettings,
} from '@crm/domain';

// Rows are kept in wire shape without their embedded references (client, project), which are
// joined when read so that renaming a client shows everywhere, as with the real database.
export type ProjectRow = Omit<Project, 'client'>;
/** balanceDue is worked out when read; amountPaid is kept with the payments. */
export type InvoiceRow = Omit<Invoice, 'client' | 'project' | 'balanceDue'>;
export type DomainRow = Omit<Domain, 'client'>;
/** Client documents, library files (clientId set) and expense files (clientId null), with their bytes. */
export type FileRow = Omit<FileRecord, 'client' | 'project'> & { content: Uint8Array };
export type ExpenseRow = Expense;
/** A schedule as stored: what the API works out when read (amount, next date...) is left out. */
export type RecurringInvoiceRow = Omit<
  RecurringInvoice,
  'client' | 'project' | 'amount' | 'invoicesMade' | 'lastMadeOn' | 'nextDate'
> & { madePeriods: string[]; skipBefore: string | null };
export type TokenRow = ApiToken & { token: string };

/** The one account of the mock back office. */
export type MockAccount = { user: CurrentUser; password: string };

export type MockDb = {
  /** Today's calendar date ('YYYY-MM-DD'); every fixture date is relative to it. */
  today: string;
  clients: Client[];
  projects: ProjectRow[];
  invoices: InvoiceRow[];
  domains: DomainRow[];
  tasks: Task[];
  files: FileRow[];
  expenses: ExpenseRow[];
  recurringInvoices: RecurringInvoiceRow[];
  /** Latest first. */
  activity: Activity[];
  /** null: a fresh install, the "create your account" screen applies. */
  account: MockAccount | null;
  /** false: every route but the public ones answers 401. */
  signedIn: boolean;
  notifications: NotificationPreferences;
  reminders: ReminderSettings;
  /** The owner's Bank of England reference rates, laid over the built-in table. */
  latePaymentRates: ReferenceRate[];
  /** The owner's email templates as saved (kinds never changed are absent). */
  emailTemplates: unknown;
  /** Settings › Email as the API shows it (the mock keeps no password). */
  mailServer: MailServer;
  /** The secret in the calendar feed's address. */
  calendarToken: string;
  /** The business profile, and the logo's bytes when there is one. */
  business: BusinessProfile;
  /** Settings › VAT but the number, which is the business profile's. */
  vat: Omit<VatSettings, 'vatNumber'>;
  logo: Uint8Array | null;
  tokens: TokenRow[];
  /** Messages made, newest first, with the text their .eml download gives (and a reminder's key). */
  outbox: (OutboxMessage & { raw: string; key?: string })[];
  /** A new, valid, deterministic id. */
  newId(): string;
  /** The instant of a write: today at noon UTC, one second later per call, so newest sorts first. */
  now(): string;
};

export type MockDbOptions = {
  /** 'YYYY-MM-DD'; defaults to today in Europe/London. Tests pass a fixed date. */
  today?: string;
  /** Start signed out (the sign-in screen). */
  signedIn?: boolean;
  /** Start as a fresh install with no account. */
  needsSetup?: boolean;
};

import {
  ALL_REMINDER_STEPS_ON,
  DEFAULT_NOTIFICATION_PREFERENCES,
  DEFAULT_SEND_HOUR,
  DEFAULT_VAT_SETTINGS,
  EMPTY_BUSINESS_PROFILE,
  NO_MAIL_SERVER,
  todayInLondon,
} from '@crm/domain';
import { seedFixtures } from '../fixtures/seed-fixtures';
import { MOCK_ACCOUNT } from '../fixtures/account.fixture';
import { idSequence } from './ids';
import type { MockDb, MockDbOptions } from './mock-db.types';

function writeClock(today: string): () => string {
  let tick = 0;
  const noon = Date.parse(`${today}T12:00:00.000Z`);
  return () => new Date(noon + 1000 * tick++).toISOString();
}

function blankDb(options: MockDbOptions): MockDb {
  const today = options.today ?? todayInLondon(new Date());
  return {
    today,
    clients: [],
    projects: [],
    invoices: [],
    domains: [],
    tasks: [],
    files: [],
    expenses: [],
    recurringInvoices: [],
    activity: [],
    account: options.needsSetup ? null : structuredClone(MOCK_ACCOUNT),
    signedIn: options.needsSetup ? false : (options.signedIn ?? true),
    notifications: { ...DEFAULT_NOTIFICATION_PREFERENCES },
    reminders: { steps: { ...ALL_REMINDER_STEPS_ON }, sendHour: DEFAULT_SEND_HOUR },
    latePaymentRates: [],
    emailTemplates: {},
    mailServer: { ...NO_MAIL_SERVER },
    calendarToken: 'mock-calendar-token-0000000000',
    business: structuredClone(EMPTY_BUSINESS_PROFILE),
    vat: (({ vatNumber: _number, ...rest }) => rest)(DEFAULT_VAT_SETTINGS),
    logo: null,
    tokens: [],
    outbox: [],
    newId: idSequence(),
    now: writeClock(today),
  };
}

/**
 * An in-memory back office full of realistic UK fixtures (a few dozen clients, projects in every
 * status, paid, unpaid and overdue invoices, domains expiring soon and one expired, tasks, files,
 * expenses, activity), dated relative to `today`. Handlers read and change it like the database.
 */
export function createMockDb(options: MockDbOptions = {}): MockDb {
  const db = blankDb(options);
  seedFixtures(db);
  return db;
}

/** The same back office with no business data: every list shows its empty state. */
export function emptyDb(options: MockDbOptions = {}): MockDb {
  return blankDb(options);
}

import { authMocks } from './auth.mocks';
import { backupMocks } from './backup.mocks';
import { businessMocks } from './business.mocks';
import { calendarMocks } from './calendar.mocks';
import { mailServerMocks } from './mail-server.mocks';
import { reportMocks } from './reports.mocks';
import { clientMocks } from './clients.mocks';
import { dashboardMocks } from './dashboard.mocks';
import { documentMocks } from './documents.mocks';
import { domainMocks } from './domains.mocks';
import { expenseMocks } from './expenses.mocks';
import { exportMocks } from './exports.mocks';
import { fileMocks } from './files.mocks';
import { importMocks } from './imports.mocks';
import { invoiceMocks } from './invoices.mocks';
import { invoicePaymentMocks } from './invoice-payments.mocks';
import { latePaymentMocks } from './late-payment.mocks';
import type { RouteMock } from './mock-route';
import { outboxMocks } from './outbox.mocks';
import { projectMocks } from './projects.mocks';
import { renewalMocks } from './renewals.mocks';
import { searchMocks } from './search.mocks';
import { taskMocks } from './tasks.mocks';
import { vatMocks } from './vat.mocks';
import { vatReturnMocks } from './vat-return.mocks';
import { recurringInvoiceMocks } from './recurring-invoices.mocks';

/** How every route behaves in the mocks; createHandlers matches them to the contract's routes. */
export const routeMocks: readonly RouteMock[] = [
  ...clientMocks,
  ...projectMocks,
  ...taskMocks,
  ...invoiceMocks,
  ...invoicePaymentMocks,
  ...latePaymentMocks,
  ...domainMocks,
  ...renewalMocks,
  ...fileMocks,
  ...expenseMocks,
  ...exportMocks,
  ...importMocks,
  ...backupMocks,
  ...dashboardMocks,
  ...searchMocks,
  ...authMocks,
  ...businessMocks,
  ...documentMocks,
  ...outboxMocks,
  ...calendarMocks,
  ...mailServerMocks,
  ...reportMocks,
  ...vatMocks,
  ...vatReturnMocks,
  ...recurringInvoiceMocks,
];

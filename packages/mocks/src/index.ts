// MSW handlers and fixtures built from the contract, shared by web screen tests and Storybook.
// Environment-free: msw/node lives in './node' and msw/browser in './browser'.
export { createMockDb, emptyDb } from './db/create-mock-db';
export type {
  MockDb,
  MockDbOptions,
  MockAccount,
  ProjectRow,
  InvoiceRow,
  DomainRow,
  FileRow,
  ExpenseRow,
  TokenRow,
} from './db/mock-db.types';
export { MOCK_ACCOUNT, MOCK_EMAIL, MOCK_PASSWORD } from './fixtures/account.fixture';
export { createHandlers, mockedRoutes } from './handlers/create-handlers';
export type { HandlerOptions } from './handlers/create-handlers';
export { errorHandlers } from './scenarios';
export { mock } from './handlers/mock-route';
export type { MockInput, MockAnswer, RouteMock } from './handlers/mock-route';
export { MockHttpError } from './handlers/mock-errors';

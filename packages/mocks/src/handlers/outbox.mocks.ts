import { outboxRoutes } from '@crm/api-contract';
import {
  INVOICE_NOT_FOUND_MESSAGE,
  OUTBOX_MESSAGE_NOT_FOUND_MESSAGE,
  PLANNED_MESSAGE_NOT_FOUND_MESSAGE,
  PROJECT_NOT_FOUND_MESSAGE,
} from '@crm/domain';
import type { MockDb } from '../db/mock-db.types';
import { makeMockMessage } from '../db/mock-outbox';
import { mockPlannedReminders, skipMockReminder } from '../db/mock-reminders';
import { downloadResponse } from './download-response';
import { notFound } from './mock-errors';
import { mock } from './mock-route';
import { paginate } from '../db/list-helpers';

function findMessage(db: MockDb, id: string) {
  const message = db.outbox.find((m) => m.id === id);
  if (!message) throw notFound(OUTBOX_MESSAGE_NOT_FOUND_MESSAGE);
  return message;
}

const options = { notFound: OUTBOX_MESSAGE_NOT_FOUND_MESSAGE };

export const outboxMocks = [
  mock(outboxRoutes.list, ({ db, query }) => {
    if (query.status === 'planned') {
      const planned = mockPlannedReminders(db, query.days);
      return { messages: paginate(planned, query), total: planned.length };
    }
    const matches = db.outbox.filter((m) => !query.status || m.status === query.status);
    return {
      messages: paginate(matches, query).map(({ raw: _raw, key: _key, ...message }) => message),
      total: matches.length,
    };
  }),
  mock(
    outboxRoutes.eml,
    ({ db, params }) =>
      downloadResponse({
        filename: `message-${params.id}.eml`,
        contentType: 'message/rfc822',
        content: findMessage(db, params.id).raw,
      }),
    options,
  ),
  mock(outboxRoutes.skip, ({ db, body }) => {
    const skipped = skipMockReminder(db, body.key);
    if (!skipped) throw notFound(PLANNED_MESSAGE_NOT_FOUND_MESSAGE);
    return skipped;
  }),
  // The mocks have no mail server: a retried message stays not sent.
  mock(
    outboxRoutes.retry,
    ({ db, params }) => {
      const { raw: _raw, key: _key, ...message } = findMessage(db, params.id);
      return message;
    },
    options,
  ),
  mock(
    outboxRoutes.sendInvoice,
    ({ db, params, body }) => makeMockMessage(db, 'invoice', params.id, body),
    {
      notFound: INVOICE_NOT_FOUND_MESSAGE,
    },
  ),
  mock(
    outboxRoutes.sendQuote,
    ({ db, params, body }) => makeMockMessage(db, 'quote', params.id, body),
    {
      notFound: PROJECT_NOT_FOUND_MESSAGE,
    },
  ),
];

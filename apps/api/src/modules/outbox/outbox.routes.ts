import Router from '@koa/router';
import { outboxRoutes } from '@crm/api-contract';
import {
  attachmentHeader,
  OUTBOX_MESSAGE_NOT_FOUND_MESSAGE,
  pageOffset,
  PROJECT_NOT_FOUND_MESSAGE,
  INVOICE_NOT_FOUND_MESSAGE,
  PLANNED_MESSAGE_NOT_FOUND_MESSAGE,
  type SentDocumentKind,
  type SendDocument,
} from '@crm/domain';
import type { Context } from 'koa';
import type { AppDeps } from '../../app.types';
import { DEFAULT_SCHEDULER } from '../../config';
import type { MailTransport } from '../../mail/mail-transport';
import { handle } from '../../middlewares/handle-route';
import { NotFoundError } from '../../middlewares/http-errors';
import {
  plannedReminders,
  presentPlanned,
  skipPlannedReminder,
} from '../reminders/planned-reminders';
import { deliverDue } from './outbox-delivery';
import { presentOutboxMessage } from './outbox.presenter';
import { findMessage, listMessages, requeue } from './outbox.repository';
import { sendDocument } from './send-document.commands';

const messageNotFound = { notFound: OUTBOX_MESSAGE_NOT_FOUND_MESSAGE };

// An Idempotency-Key longer than this is refused as a key (the request still goes, unkeyed).
const MAX_KEY_LENGTH = 200;

function requestKey(ctx: Context): string | null {
  const key = ctx.get('Idempotency-Key').trim();
  return key !== '' && key.length <= MAX_KEY_LENGTH ? key : null;
}

export function createOutboxRouter(
  deps: Pick<AppDeps, 'db' | 'clock' | 'storage' | 'config' | 'logger' | 'mail'>,
): Router {
  const router = new Router();
  const { db, clock, storage, logger } = deps;
  const { sendHour: defaultSendHour, quietFromHour } = deps.config.scheduler ?? DEFAULT_SCHEDULER;
  // The sender in force for this request (Settings › Email may have changed it).
  const planning = async () => ({
    db,
    mail: (await deps.mail.current()).sender,
    defaultSendHour,
    quietFromHour,
  });

  /**
   * Sends what is due now, up to 20 messages (the request's own among them, oldest first): the
   * request answers once the server has taken its message or not; a backlog (after an outage)
   * is left to the delivery worker.
   */
  const deliver = async (transport: MailTransport | null) => {
    if (transport) await deliverDue(db, transport, { now: clock, log: logger, maxBatches: 20 });
  };

  const send = async (kind: SentDocumentKind, id: string, body: SendDocument, ctx: Context) => {
    const { sender, transport } = await deps.mail.current();
    const row = await sendDocument({ db, storage, mail: sender }, kind, id, body, {
      now: clock(),
      requestKey: requestKey(ctx),
      canSend: transport !== null,
    });
    await deliver(transport);
    const current = await findMessage(db, row.id);
    return presentOutboxMessage(current ?? row);
  };

  handle(router, outboxRoutes.list, async ({ query }) => {
    if (query.status === 'planned') {
      const deps = await planning();
      const planned = await plannedReminders(deps, {
        now: clock(),
        ...(query.days ? { days: query.days } : {}),
      });
      const offset = pageOffset(query.page, query.limit);
      const page = planned.slice(offset, offset + query.limit);
      return { messages: await presentPlanned(deps, page), total: planned.length };
    }
    const { rows, total } = await listMessages(db, {
      status: query.status,
      limit: query.limit,
      offset: pageOffset(query.page, query.limit),
    });
    return { messages: rows.map(presentOutboxMessage), total };
  });

  handle(
    router,
    outboxRoutes.eml,
    async ({ params, ctx }) => {
      const row = await findMessage(db, params.id);
      if (!row) throw new NotFoundError(OUTBOX_MESSAGE_NOT_FOUND_MESSAGE);
      ctx.type = 'message/rfc822';
      ctx.set('Content-Disposition', attachmentHeader(`message-${row.id}.eml`));
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = row.raw;
    },
    messageNotFound,
  );

  handle(router, outboxRoutes.skip, async ({ body }) => {
    const row = await skipPlannedReminder(await planning(), body.key, { now: clock() });
    if (!row) throw new NotFoundError(PLANNED_MESSAGE_NOT_FOUND_MESSAGE);
    return presentOutboxMessage(row);
  });

  handle(
    router,
    outboxRoutes.retry,
    async ({ params }) => {
      if (!(await findMessage(db, params.id)))
        throw new NotFoundError(OUTBOX_MESSAGE_NOT_FOUND_MESSAGE);
      const { transport } = await deps.mail.current();
      if (transport) {
        await requeue(db, params.id, clock());
        await deliver(transport);
      }
      const row = await findMessage(db, params.id);
      if (!row) throw new NotFoundError(OUTBOX_MESSAGE_NOT_FOUND_MESSAGE);
      return presentOutboxMessage(row);
    },
    messageNotFound,
  );

  handle(
    router,
    outboxRoutes.sendInvoice,
    async ({ params, body, ctx }) => send('invoice', params.id, body, ctx),
    { notFound: INVOICE_NOT_FOUND_MESSAGE },
  );

  handle(
    router,
    outboxRoutes.sendQuote,
    async ({ params, body, ctx }) => send('quote', params.id, body, ctx),
    { notFound: PROJECT_NOT_FOUND_MESSAGE },
  );

  return router;
}

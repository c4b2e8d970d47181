import Router from '@koa/router';
import { settingsRoutes } from '@crm/api-contract';
import type { AppDeps } from '../../app.types';
import { handle } from '../../middlewares/handle-route';
import { signedIn } from '../auth/auth.routes';
import { DEFAULT_SCHEDULER } from '../../config';
import { NO_MAIL } from '../../config/mail-config';
import {
  readMailServer,
  removeMailServer,
  sendTestEmail,
  updateMailServer,
} from '../mail-server/mail-server.commands';
import { saveOwnerRates } from '../late-payment/late-payment.commands';
import { saveEmailTemplates } from '../outbox/email-templates.commands';
import { readEmailTemplates } from '../outbox/email-templates.repository';
import { readLatePaymentRates } from '../late-payment/late-payment-rates.repository';
import { updateReminderSettings } from '../reminders/reminder-settings.commands';
import { readReminderSettings } from '../reminders/reminder-settings.repository';
import { updateVatSettings } from '../vat/vat-settings.commands';
import { readVatSettings } from '../vat/vat-settings.repository';
import { updateNotificationPreferences } from './settings.commands';
import { readNotificationPreferences } from './settings.repository';

/** Settings saved per user on the server (design.md: notification preferences persist). */
export function createSettingsRouter(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'secrets' | 'mail'>,
): Router {
  const router = new Router();
  const { db, clock } = deps;
  const mailServer = { db, secrets: deps.secrets, env: deps.config.mail ?? NO_MAIL };
  const defaultSendHour = (deps.config.scheduler ?? DEFAULT_SCHEDULER).sendHour;

  handle(router, settingsRoutes.getNotifications, async ({ ctx }) => {
    return readNotificationPreferences(db, signedIn(ctx).user.id);
  });

  handle(router, settingsRoutes.updateNotifications, async ({ body, ctx }) =>
    updateNotificationPreferences(db, signedIn(ctx).user.id, body, { now: clock() }),
  );

  handle(router, settingsRoutes.getReminders, async ({ ctx }) =>
    readReminderSettings(db, signedIn(ctx).user.id, defaultSendHour),
  );

  handle(router, settingsRoutes.updateReminders, async ({ body, ctx }) =>
    updateReminderSettings(db, signedIn(ctx).user.id, body, { now: clock(), defaultSendHour }),
  );

  handle(router, settingsRoutes.getLatePaymentRates, async ({ ctx }) =>
    readLatePaymentRates(db, signedIn(ctx).user.id),
  );

  handle(router, settingsRoutes.updateLatePaymentRates, async ({ body, ctx }) =>
    saveOwnerRates(db, signedIn(ctx).user.id, body, { now: clock() }),
  );

  handle(router, settingsRoutes.getEmailTemplates, async ({ ctx }) =>
    readEmailTemplates(db, signedIn(ctx).user.id),
  );

  handle(router, settingsRoutes.updateEmailTemplates, async ({ body, ctx }) =>
    saveEmailTemplates(db, signedIn(ctx).user.id, body, { now: clock() }),
  );

  handle(router, settingsRoutes.getVat, async () => readVatSettings(db));

  handle(router, settingsRoutes.updateVat, async ({ body }) =>
    updateVatSettings(db, body, { now: clock() }),
  );

  handle(router, settingsRoutes.getEmailServer, async () => readMailServer(mailServer));

  handle(router, settingsRoutes.updateEmailServer, async ({ body }) =>
    updateMailServer(mailServer, body, { now: clock() }),
  );

  handle(router, settingsRoutes.deleteEmailServer, async () => removeMailServer(mailServer));

  handle(router, settingsRoutes.sendTestEmail, async ({ body, ctx }) =>
    sendTestEmail({ db, mail: deps.mail }, body, {
      userEmail: signedIn(ctx).user.email,
      now: clock(),
    }),
  );

  return router;
}

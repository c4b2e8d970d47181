import type { AppDeps } from '../../app.types';
import { deliverDue } from './outbox-delivery';
import { makePaymentReceipt } from './payment-receipt.commands';

/**
 * After a payment is recorded: its receipt to the client (when payment confirmations are on),
 * sent at once when a mail server is configured. A receipt that cannot be made or sent never
 * fails the payment: it is logged, and a queued one is retried by the delivery worker.
 */
export function paymentReceipts(deps: Pick<AppDeps, 'db' | 'clock' | 'mail' | 'logger'>) {
  return {
    afterPayment: async (paymentId: string): Promise<void> => {
      try {
        const { sender, transport } = await deps.mail.current();
        const receipt = await makePaymentReceipt(
          { db: deps.db, mail: sender, canSend: transport !== null },
          paymentId,
          { now: deps.clock() },
        );
        if (receipt && transport)
          await deliverDue(deps.db, transport, {
            now: deps.clock,
            log: deps.logger,
            maxBatches: 20,
          });
      } catch (error) {
        deps.logger.warn({ err: error, paymentId }, 'payment receipt not made');
      }
    },
  };
}

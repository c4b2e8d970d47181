import { OUTBOX_STATUS_LABELS } from '@crm/domain';
import type { Command } from 'commander';
import { commandContext, connect } from '../../context/command-context';
import { examples } from '../../context/examples';
import type { CliIo } from '../../io/cli-io';
import { findInvoiceByNumber } from './pdf';

type SendOptions = { to?: string; cc?: string; subject?: string; message?: string };

export function registerInvoicesSendCommand(invoices: Command, io: CliIo): void {
  invoices
    .command('send')
    .description("Email an invoice with its PDF (to the client's email unless --to is given)")
    .argument('<number>', 'the invoice number, e.g. INV-0001')
    .option('--to <addresses>', 'recipients, separated by commas')
    .option('--cc <addresses>', 'copies, separated by commas')
    .option('--subject <text>', "instead of the template's subject")
    .option('--message <text>', "instead of the template's message")
    .addHelpText(
      'after',
      examples(
        'crm invoices send INV-0001',
        'crm invoices send INV-0001 --to accounts@client.co.uk',
      ),
    )
    .action(async (number: string, options: SendOptions, command: Command) => {
      const ctx = commandContext(io, command);
      const { api } = await connect(ctx);
      const invoice = await findInvoiceByNumber(api, number);
      const message = await api.outbox.sendInvoice({
        params: { id: invoice.id },
        body: options,
      });
      // A message not sent says why in its last error ('Not sent: no mail server configured').
      const outcome =
        message.status === 'sent'
          ? OUTBOX_STATUS_LABELS.sent
          : (message.lastError ?? OUTBOX_STATUS_LABELS[message.status]);
      ctx.printer.result(
        `${invoice.invoiceNumber} to ${message.to.join(', ')}: ${outcome}`,
        message,
      );
    });
}

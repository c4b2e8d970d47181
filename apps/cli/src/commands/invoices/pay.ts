import { formatMoney, PAYMENT_METHODS, todayInLondon, type PaymentMethod } from '@crm/domain';
import { Option, type Command } from 'commander';
import { commandContext, connect } from '../../context/command-context';
import { examples } from '../../context/examples';
import type { CliIo } from '../../io/cli-io';
import { findInvoiceByNumber } from './pdf';

type PayOptions = { amount: string; on?: string; method: PaymentMethod; reference?: string };

export function registerInvoicesPayCommand(invoices: Command, io: CliIo): void {
  invoices
    .command('pay')
    .description('Record a payment against an invoice (it becomes paid when nothing is left)')
    .argument('<number>', 'the invoice number, e.g. INV-0001')
    .requiredOption('--amount <pounds>', 'the amount received, e.g. 100 or 99.50')
    .option('--on <date>', 'the day it was received, YYYY-MM-DD (default: today, London)')
    .addOption(
      new Option('--method <method>', 'how it was paid')
        .choices(PAYMENT_METHODS)
        .default('bank_transfer'),
    )
    .option('--reference <text>', "the payer's reference")
    .addHelpText(
      'after',
      examples(
        'crm invoices pay INV-0001 --amount 100',
        'crm invoices pay INV-0001 --amount 250.00 --on 2026-11-20 --method cheque',
      ),
    )
    .action(async (number: string, options: PayOptions, command: Command) => {
      const ctx = commandContext(io, command);
      const { api } = await connect(ctx);
      const invoice = await findInvoiceByNumber(api, number);
      const paid = await api.invoices.recordPayment({
        params: { id: invoice.id },
        body: {
          amount: options.amount,
          paidOn: options.on ?? todayInLondon(io.now()),
          method: options.method,
          reference: options.reference ?? null,
        },
      });
      ctx.printer.result(
        paid.status === 'paid'
          ? `${paid.invoiceNumber} is paid in full (${formatMoney(paid.amountPaid)})`
          : `${paid.invoiceNumber}: ${formatMoney(paid.amountPaid)} paid, ${formatMoney(paid.balanceDue)} due`,
        paid,
      );
    });
}

import { filenameFromContentDisposition } from '@crm/api-client';
import { invoiceRoutes } from '@crm/api-contract';
import type { Invoice } from '@crm/domain';
import type { Command } from 'commander';
import type { ApiClient } from '@crm/api-client';
import { commandContext, connect } from '../../context/command-context';
import { examples } from '../../context/examples';
import { dataError } from '../../errors/cli-error';
import { resolveOutputPath } from '../../files/output-path';
import { streamToFile, streamToStdout } from '../../files/stream-response';
import type { CliIo } from '../../io/cli-io';

type PdfOptions = { output?: string };

/** The invoice with exactly this number (any case); a data error naming it when there is none. */
export async function findInvoiceByNumber(api: ApiClient, number: string): Promise<Invoice> {
  const wanted = number.trim().toUpperCase();
  const { invoices } = await api.invoices.list({ query: { search: wanted, limit: 100 } });
  const invoice = invoices.find((i) => i.invoiceNumber.toUpperCase() === wanted);
  if (!invoice) throw dataError(`No invoice numbered ${number}`);
  return invoice;
}

export function registerInvoicesPdfCommand(invoices: Command, io: CliIo): void {
  invoices
    .command('pdf')
    .description("Download an invoice's PDF, to a file or to stdout")
    .argument('<number>', 'the invoice number, e.g. INV-0001')
    .option(
      '-o, --output <file|dir|->',
      "file or folder to write (default: INV-0001.pdf here); '-' for stdout",
    )
    .addHelpText(
      'after',
      examples(
        'crm invoices pdf INV-0001',
        'crm invoices pdf INV-0001 -o ~/invoices/',
        'crm invoices pdf INV-0001 -o - | lpr',
      ),
    )
    .action(async (number: string, options: PdfOptions, command: Command) => {
      const ctx = commandContext(io, command);
      const { api } = await connect(ctx);
      const invoice = await findInvoiceByNumber(api, number);
      const response = await api.download(invoiceRoutes.pdf, { params: { id: invoice.id } });
      if (options.output === '-') {
        await streamToStdout(response, io.stdout, () => undefined);
        return;
      }
      const name = filenameFromContentDisposition(
        response.headers.get('content-disposition'),
        `${invoice.invoiceNumber}.pdf`,
      );
      const path = await resolveOutputPath(io.cwd, options.output, name);
      let bytes = 0;
      await streamToFile(response, path, (n) => (bytes += n));
      ctx.printer.result(path, { path, bytes, invoiceNumber: invoice.invoiceNumber });
    });
}

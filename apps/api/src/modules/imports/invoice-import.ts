import {
  existingInvoiceKeys,
  importSaysHowPaid,
  invoiceImportRecipe,
  type InvoiceImport,
  type InvoiceImportLine,
  keyIndex,
} from '@crm/domain';
import { importInvoice, payImportedInvoice } from '../invoices/invoice-import.commands';
import { updateInvoice } from '../invoices/invoices.commands';
import { readVatSettings } from '../vat/vat-settings.repository';
import type { EntityImport } from './entity-import';
import { clientContext, lockForImport } from './import-lookups';

/**
 * Invoices: one row per line, grouped by number; matched by ID or number. An update replaces
 * the invoice's client, project, dates and lines and, when the file has a status or what was
 * paid, adds the payments it says were received (payImportedInvoice; none is removed).
 */
export function invoiceImport(clock: () => Date): EntityImport<InvoiceImport, InvoiceImportLine> {
  return {
    recipe: invoiceImportRecipe,
    loadExisting: async (db) =>
      keyIndex(
        await db('invoices').select('id', 'invoice_number as invoiceNumber'),
        existingInvoiceKeys,
      ),
    loadContext: async (db) => ({
      ...(await clientContext(db, { withProjects: true })),
      vatRegistered: (await readVatSettings(db)).registered,
    }),
    lock: (db) => lockForImport(db, 'invoices'),
    async create(db, records) {
      const ids: string[] = [];
      for (const record of records) ids.push(await importInvoice(db, record));
      return ids;
    },
    async update(db, id, record, fields) {
      const { clientId, projectId, invoiceDate, dueDate, lineItems } = record.input;
      await updateInvoice(
        db,
        id,
        { clientId, projectId, invoiceDate, dueDate, lineItems },
        { now: clock() },
      );
      if (importSaysHowPaid(fields))
        await payImportedInvoice(db, id, record, {
          now: clock(),
          statusGiven: fields.has('status'),
        });
    },
    activityType: 'invoice',
  };
}

import type { z } from 'zod';
import { DomainCreateSchema } from '../domain/domain.schema';
import { importClientId, recordForClient } from './import-client.rules';
import type { ImportRecipe } from './import-recipe';
import { recordKeys, textOf, type ImportKept } from './import-record.rules';

export type DomainImport = { input: z.output<typeof DomainCreateSchema>; kept: ImportKept };

const domainKey = (name: string) => `domain:${name.toLowerCase()}`;

/**
 * Domains with their renewal dates and prices, checked by the form's schema, for a client
 * named in the row. Credentials are never exported, so none are imported. Matched by ID, else
 * by domain name.
 */
export const domainImportRecipe: ImportRecipe<DomainImport> = {
  fromValues(values, context) {
    const client = importClientId(values, context);
    const text = (field: string) => textOf(values, field);
    const parsed = DomainCreateSchema.safeParse({
      domainName: text('domainName') ?? '',
      clientId: 'clientId' in client ? client.clientId : '',
      expiryDate: text('expiryDate') ?? '',
      renewalPrice: text('renewalPrice'),
      registrar: text('registrar'),
      renewalPeriod: text('renewalPeriod') ?? undefined,
      emailProvider: text('emailProvider'),
      emailRenewalDate: text('emailRenewalDate'),
      emailRenewalPrice: text('emailRenewalPrice'),
      hostingRenewalDate: text('hostingRenewalDate'),
      hostingRenewalPrice: text('hostingRenewalPrice'),
      renewalQuotePrice: text('renewalQuotePrice'),
      emailRenewalQuotePrice: text('emailRenewalQuotePrice'),
      hostingRenewalQuotePrice: text('hostingRenewalQuotePrice'),
      notes: text('notes'),
    });
    return recordForClient(client, parsed, values);
  },
  keys: (record) => recordKeys(record.kept, domainKey(record.input.domainName)),
};

export function existingDomainKeys(domain: { id: string; domainName: string }): string[] {
  return [`id:${domain.id}`, domainKey(domain.domainName)];
}

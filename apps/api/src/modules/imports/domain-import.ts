import {
  domainImportRecipe,
  existingDomainKeys,
  type DomainImport,
  mappedInput,
  keyIndex,
} from '@crm/domain';
import type { SecretBox } from '@crm/secrets';
import { createDomain, updateDomain } from '../domains/domains.commands';
import type { EntityImport } from './entity-import';
import { clientContext, lockForImport } from './import-lookups';

/** Domains: matched by ID or name; each made by the domain command, as the form makes it. */
export function domainImport(secrets: SecretBox): EntityImport<DomainImport> {
  return {
    recipe: domainImportRecipe,
    loadExisting: async (db) =>
      keyIndex(await db('domains').select('id', 'domain_name as domainName'), existingDomainKeys),
    loadContext: clientContext,
    lock: (db) => lockForImport(db, 'domains'),
    async create(db, records) {
      const ids: string[] = [];
      for (const record of records)
        ids.push(await createDomain(db, record.input, { secrets }, record.kept));
      return ids;
    },
    async update(db, id, record, fields) {
      await updateDomain(db, id, mappedInput(record.input, fields), { secrets });
    },
    activityType: 'domain',
  };
}

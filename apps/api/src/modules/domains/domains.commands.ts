import { DOMAIN_NOT_FOUND_MESSAGE, keptCredentialId } from '@crm/domain';
import type { CredentialCreate, DomainCreate, DomainUpdate } from '@crm/domain';
import type { Knex } from '@crm/db';
import type { SecretBox } from '@crm/secrets';
import { NotFoundError } from '../../middlewares/http-errors';
import { originColumns, type RecordOrigin } from '../../records/record-origin';
import { recordChange } from '../activity/record-change';
import { requireClient } from '../clients/require-client';
import {
  credentialIds,
  deleteDomain as deleteDomainRow,
  domainColumns,
  findDomainForUpdate,
  insertDomain,
  replaceCredentials,
  updateDomain as updateDomainRow,
} from './domains.repository';

type Db = Knex | Knex.Transaction;

/** Credential passwords are stored encrypted with the server's keys. */
export type DomainCommandDeps = { secrets: SecretBox };

/** The credentials sent become the domain's, passwords encrypted, ids kept only for its own. */
async function saveCredentials(
  db: Db,
  domainId: string,
  credentials: readonly CredentialCreate[] | null,
  secrets: SecretBox,
): Promise<void> {
  const ownIds = await credentialIds(db, domainId);
  const rows = (credentials ?? []).map((credential) => ({
    id: keptCredentialId(credential.id, ownIds),
    type: credential.type,
    description: credential.description,
    username: credential.username,
    password: secrets.encrypt(credential.password),
    url: credential.url,
  }));
  await replaceCredentials(db, domainId, rows);
}

/** Adds a domain for an existing client (400 otherwise); returns its id. */
export async function createDomain(
  db: Knex,
  input: DomainCreate,
  deps: DomainCommandDeps,
  origin?: RecordOrigin,
): Promise<string> {
  return db.transaction(async (trx) => {
    await requireClient(trx, input.clientId);
    const id = await insertDomain(trx, { ...domainColumns(input), ...originColumns(origin) });
    await saveCredentials(trx, id, input.credentials, deps.secrets);
    await recordChange(trx, 'created', 'domain', id, input.domainName);
    return id;
  });
}

/** Changes the fields sent; credentials sent replace the stored list. 404 when there is no such domain. */
export async function updateDomain(
  db: Knex,
  id: string,
  input: DomainUpdate,
  deps: DomainCommandDeps,
): Promise<void> {
  await db.transaction(async (trx) => {
    const existing = await findDomainForUpdate(trx, id);
    if (!existing) throw new NotFoundError(DOMAIN_NOT_FOUND_MESSAGE);
    if (input.clientId !== undefined && input.clientId !== existing.client_id)
      await requireClient(trx, input.clientId);
    await updateDomainRow(trx, existing.id, domainColumns(input));
    if (input.credentials !== undefined)
      await saveCredentials(trx, existing.id, input.credentials, deps.secrets);
    await recordChange(
      trx,
      'updated',
      'domain',
      existing.id,
      input.domainName ?? existing.domain_name,
    );
  });
}

/** Deletes the domain and its credentials; 404 when there is none. */
export async function deleteDomain(db: Knex, id: string): Promise<void> {
  await db.transaction(async (trx) => {
    const existing = await findDomainForUpdate(trx, id);
    if (!existing) throw new NotFoundError(DOMAIN_NOT_FOUND_MESSAGE);
    await deleteDomainRow(trx, existing.id);
    await recordChange(trx, 'deleted', 'domain', existing.id, existing.domain_name);
  });
}

import {
  clientDisplayName,
  CLIENT_NOT_FOUND_MESSAGE,
  LATE_PAYMENT_BUSINESS_ONLY_MESSAGE,
  latePaymentClaimsAllowed,
} from '@crm/domain';
import type { ActivityAction, ClientCreate, ClientUpdate } from '@crm/domain';
import type { Knex } from '@crm/db';
import { NotFoundError, ValidationError } from '../../middlewares/http-errors';
import { removeStoredBytes, type StoredBytesRemoval } from '../../storage/remove-stored-bytes';
import { recordChange } from '../activity/record-change';
import {
  clientFileKeys,
  deleteClient as deleteClientRow,
  findClient,
  insertClient,
  lockClient,
  updateClient as updateClientRow,
  type ClientRow,
} from './clients.repository';

type Db = Knex | Knex.Transaction;

async function recordClientActivity(db: Db, action: ActivityAction, row: ClientRow): Promise<void> {
  await recordChange(
    db,
    action,
    'client',
    row.id,
    clientDisplayName({ name: row.name, businessName: row.business_name }),
  );
}

/** 400 when the saved client would claim late payment without being a business. */
function requireBusinessForClaims(row: ClientRow): void {
  if (
    !latePaymentClaimsAllowed({
      businessName: row.business_name,
      latePaymentClaims: row.late_payment_claims,
    })
  )
    throw new ValidationError([
      { path: 'latePaymentClaims', message: LATE_PAYMENT_BUSINESS_ONLY_MESSAGE },
    ]);
}

export async function createClient(db: Db, input: ClientCreate): Promise<ClientRow> {
  return db.transaction(async (trx) => {
    const row = await insertClient(trx, input);
    requireBusinessForClaims(row);
    await recordClientActivity(trx, 'created', row);
    return row;
  });
}

/** 404 when there is no such client. */
export async function updateClient(db: Db, id: string, input: ClientUpdate): Promise<ClientRow> {
  return db.transaction(async (trx) => {
    const row = await updateClientRow(trx, id, input);
    if (!row) throw new NotFoundError(CLIENT_NOT_FOUND_MESSAGE);
    requireBusinessForClaims(row);
    await recordClientActivity(trx, 'updated', row);
    return row;
  });
}

/** Deletes the client and, through the cascade, everything filed under it; 404 when there is none. */
export async function deleteClient(db: Db, id: string, deps: StoredBytesRemoval): Promise<void> {
  const fileKeys = await db.transaction(async (trx) => {
    // Locked first: an upload filing under the client commits before the keys are read (so its
    // key is among them), or finds the client gone. Read unlocked, a file row committed between
    // the read and the cascade would take its bytes' key with it.
    if (!(await lockClient(trx, id, 'update'))) throw new NotFoundError(CLIENT_NOT_FOUND_MESSAGE);
    const row = await findClient(trx, id);
    if (!row) throw new NotFoundError(CLIENT_NOT_FOUND_MESSAGE);
    const keys = await clientFileKeys(trx, row.id);
    await deleteClientRow(trx, row.id);
    await recordClientActivity(trx, 'deleted', row);
    return keys;
  });
  // Bytes go only once the rows are gone for good; a failure leaves an orphan file, never a dangling row.
  await Promise.all(fileKeys.map((key) => removeStoredBytes(deps, key)));
}

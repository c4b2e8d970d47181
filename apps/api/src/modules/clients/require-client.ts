import { CLIENT_NOT_FOUND_MESSAGE } from '@crm/domain';
import type { Knex } from '@crm/db';
import { ValidationError } from '../../middlewares/http-errors';
import { clientExists } from './clients.repository';

/** 400 on clientId when a record names a client that does not exist. */
export async function requireClient(db: Knex | Knex.Transaction, clientId: string): Promise<void> {
  if (!(await clientExists(db, clientId))) {
    throw new ValidationError([{ path: 'clientId', message: CLIENT_NOT_FOUND_MESSAGE }]);
  }
}

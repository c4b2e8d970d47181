import type { LineItem } from '@crm/domain';
import type { MockDb } from './mock-db.types';

/** Lines as the request parsed them, each given an id as the database would. */
export const withIds = (db: MockDb, lines: readonly Omit<LineItem, 'id'>[]): LineItem[] =>
  lines.map((line) => ({ id: db.newId(), ...line }));

import {
  defaultLineVatRate,
  pricedLines,
  type LineItem,
  type VatRate,
  type VatSettings,
} from '@crm/domain';
import { withIds } from './line-items';
import type { MockDb } from './mock-db.types';

/** Settings › VAT as the API shows it: the VAT number is the business profile's. */
export function vatSettingsOf(db: MockDb): VatSettings {
  return { ...db.vat, vatNumber: db.business.vatNumber };
}

/** As the API's commands: lines without a rate take the default; the amounts follow from them. */
export function pricedMockLines(
  db: MockDb,
  lines: readonly (Omit<LineItem, 'id' | 'vatRate'> & { vatRate?: VatRate | null | undefined })[],
) {
  const priced = pricedLines(lines, defaultLineVatRate(db.vat));
  return { ...priced, lineItems: withIds(db, priced.lineItems) };
}

import { AGEING_BUCKET_LABELS, AGEING_BUCKETS, type AgedAmounts } from '@crm/domain';
import type { CsvColumn } from '../../csv';

/** A client's line, or the totals line (no invoice count). */
export type AgedDebtorsCsvRow = AgedAmounts & { clientName: string; invoices: number | null };

export const AGED_DEBTORS_COLUMNS: ReadonlyArray<CsvColumn<AgedDebtorsCsvRow>> = [
  { header: 'Client', value: (row) => row.clientName },
  { header: 'Invoices', value: (row) => row.invoices },
  ...AGEING_BUCKETS.map((bucket) => ({
    header: AGEING_BUCKET_LABELS[bucket],
    value: (row: AgedDebtorsCsvRow) => row[bucket],
  })),
  { header: 'Total', value: (row) => row.total },
];

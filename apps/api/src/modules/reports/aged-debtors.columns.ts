import { AGEING_BUCKET_LABELS, AGEING_BUCKETS, type AgedDebtorsLine } from '@crm/domain';
import type { CsvColumn } from '../../csv';

export const AGED_DEBTORS_COLUMNS: ReadonlyArray<CsvColumn<AgedDebtorsLine>> = [
  { header: 'Client', value: (row) => row.clientName },
  { header: 'Invoices', value: (row) => row.invoices },
  ...AGEING_BUCKETS.map((bucket) => ({
    header: AGEING_BUCKET_LABELS[bucket],
    value: (row: AgedDebtorsLine) => row[bucket],
  })),
  { header: 'Total', value: (row) => row.total },
];

import type { RenewalForecastLine } from '@crm/domain';
import type { CsvColumn } from '../../csv';

export const RENEWAL_FORECAST_COLUMNS: ReadonlyArray<CsvColumn<RenewalForecastLine>> = [
  { header: 'Client', value: (row) => row.clientName },
  { header: 'Renewals', value: (row) => row.renewals },
  { header: 'Income', value: (row) => row.income },
  { header: 'Cost', value: (row) => row.cost },
  { header: 'Margin', value: (row) => row.margin },
];

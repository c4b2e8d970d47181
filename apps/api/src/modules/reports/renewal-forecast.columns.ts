import { RENEWAL_FORECAST_CSV_COLUMNS, type RenewalForecastLine } from '@crm/domain';
import type { CsvColumn } from '../../csv';

export const RENEWAL_FORECAST_COLUMNS: ReadonlyArray<CsvColumn<RenewalForecastLine>> =
  RENEWAL_FORECAST_CSV_COLUMNS;

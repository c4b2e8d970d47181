import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { reportRoutes } from '@crm/api-contract';
import { vatReturnFileName, type VatPeriodQuery } from '@crm/domain';
import { api } from '../../lib/api';
import { saveResponse } from '../../lib/download';
import { vatKeys } from '../../shared/cache';

/** GET /api/reports/vat for a period (a blank end: the server fills it from the quarter). */
export const vatReturnQuery = ({ from, to }: VatPeriodQuery) =>
  queryOptions({
    queryKey: vatKeys.return(from, to),
    queryFn: ({ signal }) => api.request(reportRoutes.vatReturn, { query: { from, to }, signal }),
    // Another period keeps the last return on screen until the next arrives.
    placeholderData: keepPreviousData,
  });

export type VatReturnDownload = { period: { from: string; to: string }; format: 'csv' | 'json' };

/**
 * Saves the return of a period as CSV (the boxes, then each sale and purchase) or JSON (the
 * whole return, as the page reads it).
 */
export const useVatReturnDownload = () =>
  useMutation({
    mutationFn: async ({ period, format }: VatReturnDownload) => {
      const route = format === 'csv' ? reportRoutes.vatReturnCsv : reportRoutes.vatReturnJson;
      const response = await api.download(route, { query: period });
      return saveResponse(response, vatReturnFileName(period, format));
    },
  });

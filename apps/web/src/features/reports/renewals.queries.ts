import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { reportRoutes } from '@crm/api-contract';
import { api } from '../../lib/api';
import { saveResponse } from '../../lib/download';

/** GET /api/reports/renewals from a day (null: today on the server). */
export const renewalsReportQuery = (from: string | null) =>
  queryOptions({
    queryKey: ['reports', 'renewals', from] as const,
    queryFn: ({ signal }) => api.request(reportRoutes.renewalForecast, { query: { from }, signal }),
    // Changing the day keeps the last report on screen until the next arrives.
    placeholderData: keepPreviousData,
  });

export const useRenewalsCsv = () =>
  useMutation({
    mutationFn: async (from: string | null) =>
      saveResponse(
        await api.download(reportRoutes.renewalForecastCsv, { query: { from } }),
        'renewals.csv',
      ),
  });

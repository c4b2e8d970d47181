import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { reportRoutes } from '@crm/api-contract';
import { api } from '../../lib/api';
import { saveResponse } from '../../lib/download';

/** GET /api/reports/aged-debtors for a day (null: today on the server). */
export const agedDebtorsQuery = (asOf: string | null) =>
  queryOptions({
    queryKey: ['reports', 'aged-debtors', asOf] as const,
    queryFn: ({ signal }) => api.request(reportRoutes.agedDebtors, { query: { asOf }, signal }),
    // Changing the day keeps the last report on screen until the next arrives.
    placeholderData: keepPreviousData,
  });

export const useAgedDebtorsCsv = () =>
  useMutation({
    mutationFn: async (asOf: string | null) =>
      saveResponse(
        await api.download(reportRoutes.agedDebtorsCsv, { query: { asOf } }),
        'aged-debtors.csv',
      ),
  });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsRoutes } from '@crm/api-contract';
import { defaultLineVatRate, type VatRate, type VatSettings } from '@crm/domain';
import { api } from '../../lib/api';
import { vatKeys } from '../cache';

/** Settings › VAT (GET /api/settings/vat): registered or not, the scheme, the default line rate. */
export const vatSettingsQuery = () =>
  queryOptions({
    queryKey: vatKeys.settings,
    queryFn: ({ signal }) => api.request(settingsRoutes.getVat, { signal }),
  });

export type UseVatSettings = {
  /** Undefined while loading or when loading failed. */
  settings: VatSettings | undefined;
  /** False until the settings say otherwise. */
  registered: boolean;
  /** The rate a line left without one gets on saving: null while not registered. */
  defaultRate: VatRate | null;
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
};

/** Settings › VAT for the screens that follow it: the line editor, reports, Settings itself. */
export function useVatSettings(): UseVatSettings {
  const query = useQuery(vatSettingsQuery());
  const settings = query.data;
  return {
    settings,
    registered: settings?.registered ?? false,
    defaultRate: settings ? defaultLineVatRate(settings) : null,
    isPending: query.isPending,
    isError: query.isError,
    refetch: () => void query.refetch(),
  };
}

import { useMutation } from '@tanstack/react-query';
import { useToast } from '@crm/ui';
import type { ExportEntity } from '@crm/api-contract';
import { api } from '../../lib/api';
import { saveResponse } from '../../lib/download';
import { useErrorToast } from '../../lib/error-toast';
import { today } from '../../lib/today';

/**
 * Downloads every record of an entity as CSV: 'Exporting clients...' while the server builds
 * it, then the file is saved under the server's name (e.g. clients-2026-05-01.csv).
 */
export function useCsvExport() {
  const { toast } = useToast();
  const showError = useErrorToast();
  return useMutation({
    mutationFn: async (entity: ExportEntity) => {
      toast({ title: `Exporting ${entity}...` });
      const response = await api.exports[entity]();
      return saveResponse(response, `${entity}-${today()}.csv`);
    },
    onError: (error, entity) => showError(error, `Failed to export ${entity}`),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refusedImportReport } from '@crm/api-client';
import { type ImportDuplicateMode, type ImportEntity, type ImportMapping } from '@crm/domain';
import { api } from '../../lib/api';
import { invalidateAfter, type EntityChange } from '../../shared/cache';

export type ImportRequest = {
  file: File;
  /** null: the server matches the columns by their headers. */
  mapping: ImportMapping | null;
  dryRun: boolean;
  duplicates: ImportDuplicateMode;
};

const CHANGE_OF: Record<ImportEntity, EntityChange> = {
  clients: 'client',
  projects: 'project',
  domains: 'domain',
  invoices: 'invoice',
  expenses: 'expense',
};

/**
 * POST /api/import/:entity with the file as multipart. A refused import answers its report like
 * a check does: the screen lists its problems instead of failing.
 */
export function useImportRun(entity: ImportEntity) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, mapping, dryRun, duplicates }: ImportRequest) => {
      const form = new FormData();
      if (mapping) form.append('mapping', JSON.stringify(mapping));
      if (dryRun) form.append('dryRun', 'true');
      form.append('duplicates', duplicates);
      form.append('file', file, file.name);
      try {
        return await api.imports.run(form, { params: { entity } });
      } catch (error) {
        const report = refusedImportReport(error);
        if (report) return report;
        throw error;
      }
    },
    onSuccess: (report) =>
      report.written ? invalidateAfter(queryClient, CHANGE_OF[entity]) : undefined,
  });
}

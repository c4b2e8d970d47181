import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { fileRoutes } from '@crm/api-contract';
import { SELECTOR_LIMIT } from '@crm/domain';
import type { DocumentType, FileRecord } from '@crm/domain';
import { api } from '../../lib/api';

// Client documents are files: under 'files' so the Files library's changes refresh them too.
const documentKeys = {
  ofClient: (clientId: string) => ['files', 'client', clientId] as const,
};

/** Every file of one client (up to 1000): the client page's Documents tab. */
export const clientDocumentsQuery = (clientId: string) =>
  queryOptions({
    queryKey: documentKeys.ofClient(clientId),
    queryFn: ({ signal }) => api.files.list({ query: { clientId, page: 1, limit: SELECTOR_LIMIT }, signal }),
  });

/** Where a stored document downloads from (opened in a new window). */
export function documentDownloadUrl(id: string): string {
  return api.url(fileRoutes.download, { params: { id } });
}

async function invalidateFiles(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['files'] }),
    queryClient.invalidateQueries({ queryKey: ['clients', 'related-counts'] }),
    queryClient.invalidateQueries({ queryKey: ['dashboard', 'activity'] }),
  ]);
}

export type DocumentUpload = { clientId: string; file: File; documentType: DocumentType };

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, file, documentType }: DocumentUpload): Promise<FileRecord> => {
      const form = new FormData();
      form.append('file', file);
      form.append('clientId', clientId);
      form.append('documentType', documentType);
      return api.files.upload(form);
    },
    onSuccess: () => invalidateFiles(queryClient),
  });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.files.delete({ params: { id } }),
    onSuccess: () => invalidateFiles(queryClient),
  });
}

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { fileRoutes } from '@crm/api-contract';
import { SELECTOR_LIMIT } from '@crm/domain';
import type { DocumentType, FileRecord } from '@crm/domain';
import { api } from '../../lib/api';
import { fileKeys, invalidateAfter } from '../../shared/cache';

/** Every file of one client (up to 1000): the client page's Documents tab. */
export const clientDocumentsQuery = (clientId: string) =>
  queryOptions({
    queryKey: fileKeys.ofClient(clientId),
    queryFn: ({ signal }) =>
      api.files.list({ query: { clientId, page: 1, limit: SELECTOR_LIMIT }, signal }),
  });

/** Where a stored document downloads from (opened in a new window). */
export function documentDownloadUrl(id: string): string {
  return api.url(fileRoutes.download, { params: { id } });
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
    onSuccess: () => invalidateAfter(queryClient, 'document'),
  });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.files.delete({ params: { id } }),
    onSuccess: () => invalidateAfter(queryClient, 'document'),
  });
}

import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { fileRoutes } from '@crm/api-contract';
import { PAGE_SIZE } from '@crm/domain';
import type { FileRecord } from '@crm/domain';
import { api } from '../../lib/api';
import { fileKeys, invalidateAfter } from '../../shared/cache';

export type FileListParams = { page: number; clientId: string | null; projectId: string | null };

/** One page of the files library (20 per page), newest first, optionally by client and project. */
export const fileListQuery = (params: FileListParams) =>
  queryOptions({
    queryKey: fileKeys.list(params),
    queryFn: ({ signal }) =>
      api.files.list({
        query: {
          page: params.page,
          limit: PAGE_SIZE,
          clientId: params.clientId,
          projectId: params.projectId,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Where a stored file downloads from (opened in a new tab). */
export function fileDownloadUrl(id: string): string {
  return api.url(fileRoutes.download, { params: { id } });
}

export type FileUpload = { file: File; clientId: string; projectId: string | null };

/** POST /api/files/upload: the file, its client and, when chosen, its project. */
export function useUploadFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, clientId, projectId }: FileUpload): Promise<FileRecord> => {
      const form = new FormData();
      form.append('clientId', clientId);
      // Spec: the project is sent only when one is chosen.
      if (projectId) form.append('projectId', projectId);
      form.append('file', file, file.name);
      return api.files.upload(form);
    },
    onSuccess: () => invalidateAfter(queryClient, 'file'),
  });
}

export function useDeleteFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.files.delete({ params: { id } }),
    onSuccess: () => invalidateAfter(queryClient, 'file'),
  });
}
